import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isListedUser, USER_STATUSES } from '../../contract';
import type { User } from '../../contract';
import { MirrorDb } from '../../lib/db';
import { addIndexFields } from '../../lib/db/index-fields';
import { readDashboardStats } from './dashboard-stats';

const ROLES = [
  { id: 'role-admin', name: 'Super Admin', version: 1 },
  { id: 'role-user', name: 'Merchant User', version: 1 },
];

/** Users of both roles in every status, deleted ones (X) included. */
const users: User[] = ROLES.flatMap((role, r) =>
  USER_STATUSES.flatMap((status, s) =>
    Array.from({ length: 1 + ((r + s) % 3) }, (_, n) => ({
      id: `${role.id}-${status}-${n}`,
      username: `u${r}${s}${n}`,
      salutation: 'NA' as const,
      firstName: 'Nur',
      lastName: `Aina ${r}${s}${n}`,
      fullName: `Nur Aina ${r}${s}${n}`,
      email: `u${r}${s}${n}@example.com`,
      mobileNumber: null,
      idType: null,
      idNumber: null,
      roleId: role.id,
      roleName: role.name,
      level: 'Maker' as const,
      merchantId: null,
      merchantName: null,
      status,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 1,
    })),
  ),
);

let db: MirrorDb;
beforeAll(async () => {
  db = new MirrorDb(`dashboard-${crypto.randomUUID()}`);
  await db.roles.bulkPut(ROLES.map((role) => addIndexFields('roles', { ...role })));
  await db.users.bulkPut(users.map((user) => addIndexFields('users', { ...user })));
});
afterAll(() => db.delete());

describe('readDashboardStats: users by role', () => {
  // Manage User filters its rows with the same isListedUser (features/users/user-query.ts).
  it('counts the users of each role that the lists show: deleted users are not counted', async () => {
    const { usersByRole } = await readDashboardStats(db);
    const byRole = (a: { role: string }, b: { role: string }) => a.role.localeCompare(b.role);
    const listed = ROLES.map((role) => ({
      role: role.name,
      count: users.filter((user) => user.roleId === role.id && isListedUser(user)).length,
    }));
    expect([...usersByRole].sort(byRole)).toEqual(listed.sort(byRole));
    expect(users.some((user) => user.status === 'X')).toBe(true);
  });
});
