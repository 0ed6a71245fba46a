// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract';
import { SIGNED_IN_USER_PREF, writePref } from '../prefs/prefs';
import { mayExportNow } from './export-access';

const user = (functions: string[]): SessionUser => ({
  userID: 'u1',
  username: 'field.agent',
  firstName: 'Field',
  lastName: 'Agent',
  email: 'agent@example.com',
  role: 'Merchant User',
  roleId: 'r1',
  level: 'Maker',
  userType: 'merchant',
  merchantId: 'm1',
  merchantName: 'Demo',
  permissions: { menus: ['booking.list'], functions },
});

afterEach(() => writePref(SIGNED_IN_USER_PREF, null));

describe('the export of the device copy', () => {
  it('is refused without the export function, whatever the screen offered', async () => {
    writePref(SIGNED_IN_USER_PREF, JSON.stringify(user(['booking.list:view'])));
    expect(await mayExportNow('bookings')).toBe(false);
  });

  it('is refused for an entity the user may not read, and with nobody signed in', async () => {
    writePref(SIGNED_IN_USER_PREF, JSON.stringify(user(['booking.list:view', 'booking.list:export'])));
    expect(await mayExportNow('users')).toBe(false);
    writePref(SIGNED_IN_USER_PREF, null);
    expect(await mayExportNow('bookings')).toBe(false);
  });

  it('runs with the export function of the entity', async () => {
    writePref(SIGNED_IN_USER_PREF, JSON.stringify(user(['booking.list:view', 'booking.list:export'])));
    expect(await mayExportNow('bookings')).toBe(true);
  });
});
