import type { MessageCode, SessionUser } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ROLE_GRANTS } from '../role-grants';

export type UserRecord = {
  id: string;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  email: string;
  level: 'Maker' | 'Checker';
  status: string;
  failed_attempts: number;
  role_id: string;
  role_name: string;
  scope: 'staff' | 'merchant';
  merchant_id: string | null;
  merchant_name: string | null;
  menu_keys: string[];
  functions: string[];
};

const userColumns = (grants: 'array' | 'json') => `
  u.id, u.username, u.password_hash, u.first_name, u.last_name, u.email, u.level, u.status,
  u.failed_attempts, u.role_id, r.name AS role_name, r.scope, u.merchant_id, m.merchant_name,
  ${ROLE_GRANTS('u.role_id', undefined, grants)}`;

const USER_FROM = `
  FROM users u
  JOIN roles r ON r.id = u.role_id
  LEFT JOIN merchants m ON m.id = u.merchant_id`;

const SELECT_USER = `SELECT ${userColumns('array')} ${USER_FROM}`;

/** Usernames are stored lower-case, so sign-in is case-insensitive. */
export async function findUserByUsername(db: Queryable, username: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} WHERE u.username = $1`, [
    username.toLowerCase(),
  ]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The caller of an authenticated request: its user row and whether its session family (`sid`,
 * null for a token without one) is still live, in one statement, so a request pays one round trip
 * for both (docs/ARCHITECTURE.md, "List throughput"). Both are read on every call, never cached.
 */
export async function findCaller(
  db: Queryable,
  userId: string,
  familyId: string | null,
): Promise<(UserRecord & { session_live: boolean }) | null> {
  const { rows } = await db.query<UserRecord & { session_live: boolean }>(
    `SELECT ${userColumns('json')},
            ($2::uuid IS NULL OR EXISTS (
              SELECT 1 FROM sessions s
              WHERE s.family_id = $2::uuid AND s.revoked_at IS NULL AND s.expires_at > now())) AS session_live
     ${USER_FROM} WHERE u.id = $1`,
    [userId, familyId],
  );
  return rows[0] ?? null;
}

export function toSessionUser(user: UserRecord): SessionUser {
  return {
    userID: user.id,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    role: user.role_name,
    roleId: user.role_id,
    level: user.level,
    userType: user.scope,
    merchantId: user.merchant_id,
    merchantName: user.merchant_name,
    permissions: { menus: user.menu_keys, functions: user.functions },
  };
}

/** docs/product.md, User statuses: why a user who is not active ('A') may not sign in. */
const STATUS_MESSAGES: Record<string, MessageCode> = {
  N: 'auth.statusNew',
  D: 'auth.statusDisabled',
  X: 'auth.statusDeleted',
  L: 'auth.locked',
  R: 'auth.statusReset',
};

export function inactiveStatusMessage(status: string): MessageCode | null {
  if (status === 'A') return null;
  return STATUS_MESSAGES[status] ?? 'auth.statusDisabled';
}
