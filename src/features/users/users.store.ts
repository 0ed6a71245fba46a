/**
 * Local writes of users, through the outbox like every change (docs/ARCHITECTURE.md, Offline core): the row shows the
 * change at once, marked pending, and the replayer sends it. The server checks roles, merchants
 * and scope again when it arrives.
 */
import { STATUS_OF_ACTION } from '../../contract';
import type { CreateUser, User, UserField, UserStatusAction } from '../../contract';
import { enqueue } from '../../lib/sync';
import type { UserRow } from '../../lib/list-engine';

/** What the lists show beside the ids: the chosen role's and merchant's names. */
export type UserLabels = { roleName: string; merchantName: string | null };

export function createUser(input: CreateUser, labels: UserLabels) {
  const now = new Date().toISOString();
  const row: Omit<User, 'version'> = {
    ...input,
    ...labels,
    fullName: `${input.firstName} ${input.lastName}`,
    status: 'N',
    createdAt: now,
    updatedAt: now,
  };
  return enqueue({
    entity: 'users',
    entityId: input.id,
    baseVersion: 0,
    create: true,
    patch: row,
    request: { method: 'POST', path: '/User/sign-up', body: input },
  });
}

/** Only the changed fields, on the row's version: the offline core merges them field by field. */
export function updateUser(row: UserRow, changes: Partial<Record<UserField, unknown>>, labels: UserLabels) {
  const firstName = (changes.firstName as string | undefined) ?? row.firstName;
  const lastName = (changes.lastName as string | undefined) ?? row.lastName;
  return enqueue({
    entity: 'users',
    entityId: row.id,
    baseVersion: row.version,
    patch: { ...changes, ...labels, fullName: `${firstName} ${lastName}` },
    request: {
      method: 'POST',
      path: '/User/update',
      body: { id: row.id, baseVersion: row.version, ...changes },
    },
  });
}

/** Activate, deactivate or delete (SPEC §4), after the screen's confirmation. */
export function changeUserStatus(row: UserRow, action: UserStatusAction) {
  return enqueue({
    entity: 'users',
    entityId: row.id,
    baseVersion: row.version,
    patch: { status: STATUS_OF_ACTION[action] },
    request: {
      method: 'POST',
      path: '/User/status/update',
      body: { id: row.id, status: action, baseVersion: row.version },
    },
  });
}
