import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { splitDeviceName, UNKNOWN_DEVICE } from '../contract';

/**
 * A device's kept name (src/contract/device-name.ts, in English) in the user's language: "Chrome
 * on Linux" reads "Chrome pada Linux" in Malay. Browser and system names are names, kept as they are.
 */
export function deviceLabel(i18n: I18n, name: string): string {
  if (name === UNKNOWN_DEVICE) return i18n._(msg`Unknown device`);
  const parts = splitDeviceName(name);
  if (!parts) return name;
  const { browser, system } = parts;
  return i18n._(
    msg({ message: `${browser} on ${system}`, comment: 'A device: a web browser on an operating system' }),
  );
}
