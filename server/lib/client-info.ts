import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { joinDeviceName, UNKNOWN_DEVICE } from '../../src/contract';
import type { AppBindings } from './context';

/**
 * The caller's address: the socket's, or the last X-Forwarded-For hop (the address our own proxy
 * saw; earlier hops are whatever the client wrote) when the server is told it sits behind a
 * trusted proxy. Without a proxy the header is trivially forged, so it is ignored.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No socket, e.g. app.request() in tests.
    return 'unknown';
  }
}

/** Sets `clientAddress` once per request, for the audit entries it writes (lib/audit.ts). */
export const clientInfo = (trustProxy: boolean) =>
  createMiddleware<AppBindings>(async (c, next) => {
    c.set('clientAddress', clientAddress(c, trustProxy));
    await next();
  });

/**
 * Whether the call comes from this machine: the socket's own address is a loopback one, and a
 * proxy that forwarded the call (the development server's, which adds `X-Forwarded-For`) names
 * only loopback addresses. A proxy appends the address it took the call from, so a caller
 * elsewhere cannot write their way in; `Forwarded` and `X-Real-IP` are never taken.
 */
export function isLoopbackCall(c: Context): boolean {
  if (['Forwarded', 'X-Real-IP'].some((name) => c.req.header(name) !== undefined)) return false;
  const forwarded = c.req.header('X-Forwarded-For');
  if (forwarded !== undefined && !forwarded.split(',').every((hop) => isLoopbackAddress(hop.trim()))) {
    return false;
  }
  try {
    return isLoopbackAddress(getConnInfo(c).remote.address ?? '');
  } catch {
    // No socket, e.g. app.request() in tests: nothing proves the caller is local.
    return false;
  }
}

/** 127.0.0.0/8, ::1, and 127.x as an IPv4-mapped IPv6 address (a dual-stack socket). */
function isLoopbackAddress(address: string): boolean {
  const ipv4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(ipv4);
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
  [/node|undici/i, 'Node.js'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short name for the device list ("Chrome on Windows"), kept in English (src/contract/device-name.ts). */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return joinDeviceName(browser, system);
}
