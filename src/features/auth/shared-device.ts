/**
 * "This is a shared device" (docs/security.md, "Sessions on shared devices"): a preference of the
 * device, not of a user, set on the sign-in page. On a shared device, signing out removes the
 * user's copy of the data by default.
 */
import { readPref, writePref } from '../../lib/prefs/prefs';

const SHARED_DEVICE_PREF = 'shared-device';

export const isSharedDevice = (): boolean => readPref(SHARED_DEVICE_PREF, (raw) => raw === '1') ?? false;

export function setSharedDevice(isShared: boolean): void {
  writePref(SHARED_DEVICE_PREF, isShared ? '1' : null);
}
