/**
 * How a device's name is kept (docs/security.md, Sessions console): "Chrome on Linux", a browser
 * or a system alone, or UNKNOWN_DEVICE. The server writes it in English from the user agent; the
 * app reads its parts back and says it in the user's language (src/ui/device-name.ts).
 */
export const UNKNOWN_DEVICE = 'Unknown device';
const JOIN = ' on ';

export const joinDeviceName = (browser: string | undefined, system: string | undefined): string =>
  browser && system ? `${browser}${JOIN}${system}` : (browser ?? system ?? UNKNOWN_DEVICE);

/** A kept name's browser and system, or null for a name of one part. */
export function splitDeviceName(name: string): { browser: string; system: string } | null {
  const at = name.lastIndexOf(JOIN);
  if (at <= 0 || at + JOIN.length >= name.length) return null;
  return { browser: name.slice(0, at), system: name.slice(at + JOIN.length) };
}
