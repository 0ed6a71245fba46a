/**
 * Local writes of users, through the outbox like every change (docs/ARCHITECTURE.md, Offline core): the row shows the
 * change at once, marked pending, and the replayer sends it. The server checks roles, merchants
 * and scope again when it arrives.
 *
 * Four-eyes changes (docs/security.md, Four-eyes changes) are not shown as made: a staff user's
 * level or role and another user's email stay as they are on the row (they wait for a Checker on
 * the server, which answers the row with its `pendingChange`), and a decision carries no patch,
 * so the row shows it as being sent until the server's answer brings the decided row.
 */
import { proposedFieldsOf, STATUS_OF_ACTION } from '../../contract';
import type { CreateUser, User, UserDecision, UserField, UserStatusAction } from '../../contract';
import { enqueue, rowChange, type NewChange } from '../../lib/sync';
import type { UserRow } from '../../lib/list-engine';

/** What the lists show beside the ids: the chosen role's and merchant's names. */
export type UserLabels = { roleName: string; merchantName: string | null };

/** A staff user signed up at the Checker level starts as a Maker, the level waiting for a Checker. */
export const isLevelProposedOnCreate = (input: Pick<CreateUser, 'level'>, isStaffRole: boolean) =>
  isStaffRole && input.level === 'Checker';

/** A new user, invited: status N until the first-time login. */
export function createUserChange(input: CreateUser, labels: UserLabels, isStaffRole: boolean): NewChange {
  const now = new Date().toISOString();
  const row: Omit<User, 'version'> = {
    ...input,
    ...labels,
    level: isLevelProposedOnCreate(input, isStaffRole) ? 'Maker' : input.level,
    fullName: `${input.firstName} ${input.lastName}`,
    status: 'N',
    createdAt: now,
    updatedAt: now,
  };
  return {
    entity: 'users',
    entityId: input.id,
    baseVersion: 0,
    create: true,
    patch: row,
    request: { method: 'POST', path: '/User/sign-up', body: input },
  };
}

export const createUser = (input: CreateUser, labels: UserLabels, isStaffRole: boolean) =>
  enqueue(createUserChange(input, labels, isStaffRole));

/**
 * The changed fields that wait for a Checker (the server's rule, `proposedFieldsOf`): the user is
 * staff when they belong to no merchant or get a staff role.
 */
export function proposedChangesOf(
  row: Pick<User, 'merchantId'>,
  changes: Partial<Record<UserField, unknown>>,
  isNewRoleStaff: boolean,
): UserField[] {
  const isStaffSubject = row.merchantId === null || ('roleId' in changes && isNewRoleStaff);
  return proposedFieldsOf(Object.keys(changes) as UserField[], isStaffSubject);
}

/**
 * Only the changed fields, on the row's version: the offline core merges them field by field.
 * `proposed` (proposedChangesOf) are sent but not patched on the row, nor their labels.
 */
export function updateUser(
  row: UserRow,
  changes: Partial<Record<UserField, unknown>>,
  labels: UserLabels,
  proposed: readonly UserField[],
) {
  const firstName = (changes.firstName as string | undefined) ?? row.firstName;
  const lastName = (changes.lastName as string | undefined) ?? row.lastName;
  const applied = Object.fromEntries(
    Object.entries(changes).filter(([field]) => !proposed.includes(field as UserField)),
  );
  const shownLabels = {
    ...(proposed.includes('roleId') ? {} : { roleName: labels.roleName }),
    ...(proposed.includes('merchantId') ? {} : { merchantName: labels.merchantName }),
  };
  return enqueue({
    entity: 'users',
    entityId: row.id,
    baseVersion: row.version,
    patch: { ...applied, ...shownLabels, fullName: `${firstName} ${lastName}` },
    request: {
      method: 'POST',
      path: '/User/update',
      body: { id: row.id, baseVersion: row.version, ...changes },
    },
  });
}

/** Activate, deactivate or delete (docs/product.md, User status changes), after the screen's confirmation. */
export const changeUserStatus = (row: UserRow, action: UserStatusAction) =>
  enqueue(
    rowChange('users', row, '/User/status/update', { status: action }, { status: STATUS_OF_ACTION[action] }),
  );

export const USER_APPROVAL_PATH = '/User/approval';

/**
 * Approve or reject the change waiting on a user. No optimistic patch: the row keeps its waiting
 * change, shown as being decided, until the server's answer brings the decided row. The proposal
 * seen is named, so a change replaced since is not decided unseen (409 user.proposalChanged).
 */
export function decideUserChange(row: UserRow, decision: UserDecision, reason: string | null) {
  return enqueue({
    entity: 'users',
    entityId: row.id,
    baseVersion: row.version,
    patch: {},
    request: {
      method: 'POST',
      path: USER_APPROVAL_PATH,
      body: {
        id: row.id,
        decision,
        ...(reason ? { reason } : {}),
        ...(row.pendingChange ? { proposedAt: row.pendingChange.proposedAt } : {}),
      },
    },
  });
}
