/**
 * What a caller may do to whom: the role and merchant given to a user must fit together
 * and fit the caller; a merchant role's caller only reaches its own merchant's users. The status
 * changes of docs/product.md, User status changes, follow one table, `userStatusAfter`
 * (src/contract/user-status.ts).
 */
import { formatMessage, UNLISTED_USER_STATUSES } from '../../../src/contract';
import type { MessageCode, SessionUser, UserStatus } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { grantsOf } from '../../lib/grant-rules';
import { findRole } from '../../resources/roles';
import { holdsAll } from '../../lib/grant-rules';

const fieldError = (path: string, code: MessageCode) =>
  new ApiError(422, 'error.validation', { errors: [{ path, code, message: formatMessage(code) }] });

/**
 * Checks a role and merchant for a user and answers the merchant to store: a merchant caller's
 * users always belong to the caller's merchant; a merchant role needs a merchant, a staff role
 * none.
 */
export async function checkAssignment(
  db: Queryable,
  caller: SessionUser,
  roleId: string,
  merchantId: string | null,
): Promise<string | null> {
  const role = await findRole(db, roleId);
  if (!role) throw fieldError('roleId', 'validation.invalid');
  if (caller.userType === 'merchant' && role.scope !== 'merchant')
    throw new ApiError(403, 'user.roleNotAllowed');
  if (!holdsAll(caller.permissions, grantsOf(role))) throw new ApiError(403, 'user.roleNotAllowed');
  if (role.scope === 'staff') {
    if (merchantId !== null) throw fieldError('merchantId', 'user.merchantNotAllowed');
    return null;
  }
  const merchant = caller.userType === 'merchant' ? caller.merchantId : merchantId;
  if (merchant === null) throw fieldError('merchantId', 'user.merchantRequired');
  const { rows } = await db.query('SELECT 1 FROM merchants WHERE id = $1', [merchant]);
  if (rows.length === 0) throw fieldError('merchantId', 'validation.invalid');
  return merchant;
}

type ManagedUser = {
  id: string;
  status: UserStatus;
  role_id: string;
  merchant_id: string | null;
  version: number;
  has_set_password: boolean;
};

/**
 * A user the caller may manage, locked for the change; 404 when out of reach or not listed
 * (deleted: the lists' visibility rule).
 */
export async function lockManagedUser(db: Queryable, caller: SessionUser, id: string): Promise<ManagedUser> {
  const { rows } = await db.query<ManagedUser>(
    `SELECT id, status, role_id, merchant_id, version::float8 AS version,
            (password_set_at IS NOT NULL
              OR EXISTS (SELECT 1 FROM sso_identities i WHERE i.user_id = users.id)) AS has_set_password
     FROM users WHERE id = $1 AND status <> ALL($2::text[]) FOR UPDATE`,
    [id, UNLISTED_USER_STATUSES],
  );
  const target = rows[0];
  if (!target || (caller.userType === 'merchant' && target.merchant_id !== caller.merchantId)) {
    throw new ApiError(404, 'error.notFound');
  }
  const role = await findRole(db, target.role_id);
  if (!role || !holdsAll(caller.permissions, grantsOf(role))) throw new ApiError(403, 'error.forbidden');
  return target;
}

/** Whether a role is a staff role: its users reach every merchant, and their level decides. */
export async function isStaffRole(db: Queryable, roleId: string): Promise<boolean> {
  return (await findRole(db, roleId))?.scope === 'staff';
}

/**
 * Refuses (409 user.lastChecker) a change that takes `userId` out of the active staff Checkers
 * when nobody else is one: the product always keeps someone who can decide four-eyes changes
 * (docs/security.md, Four-eyes changes). Checks run one at a time (a transaction-scoped advisory
 * lock), so two such changes made together cannot each count the other's Checker.
 */
export async function keepOneChecker(db: Queryable, userId: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('users:last-checker', 0))`);
  const { rows } = await db.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id
     WHERE u.status = 'A' AND u.level = 'Checker' AND r.scope = 'staff' LIMIT 2`,
  );
  if (rows.length === 1 && rows[0]?.id === userId) throw new ApiError(409, 'user.lastChecker');
}
