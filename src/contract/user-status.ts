/**
 * Every status change of a user (docs/product.md, User status changes), in one pure function that the
 * server's writes and the app's buttons share:
 *
 * | from | activate     | deactivate | delete | reset (link) | first-time login |
 * |------|--------------|------------|--------|--------------|------------------|
 * | N    | —            | D          | X      | —            | A                |
 * | A    | A            | D          | X      | A            | —                |
 * | D    | A, or N (1)  | D          | X      | —            | —                |
 * | X    | —            | —          | —      | —            | —                |
 * | L    | A, or N (1)  | D          | X      | A            | —                |
 * | R    | —            | D          | X      | A            | —                |
 *
 * (1) N for a user who never set a password: deactivating a new user and activating them again
 * must not skip their first-time login, or nobody could ever send them the link again. New (N)
 * and reset (R) users finish their emailed step themselves; a deleted user (X) is final. Sign-in
 * locks an active user (A -> L) in its own atomic SQL (features/auth/sign-in.ts).
 */
import type { UserStatus, UserStatusAction } from './users';

export const USER_ACTIONS = ['activate', 'deactivate', 'delete', 'reset', 'firstLogin'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** The action of each choice of User/status/update. */
export const USER_ACTION_OF_STATUS: Record<UserStatusAction, UserAction> = {
  Active: 'activate',
  Inactive: 'deactivate',
  Deleted: 'delete',
};

/** The status after `action`, or null where the action is refused. */
export function userStatusAfter(
  from: UserStatus,
  action: UserAction,
  { hasSetPassword }: { hasSetPassword: boolean },
): UserStatus | null {
  if (from === 'X') return null;
  switch (action) {
    case 'activate':
      if (from === 'A') return 'A';
      if (from === 'D' || from === 'L') return hasSetPassword ? 'A' : 'N';
      return null;
    case 'deactivate':
      return 'D';
    case 'delete':
      return 'X';
    case 'reset':
      return from === 'A' || from === 'L' || from === 'R' ? 'A' : null;
    case 'firstLogin':
      return from === 'N' ? 'A' : null;
  }
}

/**
 * Whether a screen may offer `action` for a user in `from`: an action that is allowed and
 * changes something. Whether it is allowed never depends on the password, only its result does.
 */
export function canOfferUserAction(from: UserStatus, action: UserAction): boolean {
  const next = userStatusAfter(from, action, { hasSetPassword: true });
  return next !== null && next !== from;
}

/**
 * The one visibility rule of every user list and count: deleted users (X) are never
 * listed or counted, on the server (User/userList) or in the app (Manage User, the dashboard).
 */
export const UNLISTED_USER_STATUSES: readonly UserStatus[] = ['X'];

export function isListedUser(user: Readonly<Record<string, unknown>>): boolean {
  return !(UNLISTED_USER_STATUSES as readonly unknown[]).includes(user['status']);
}
