/**
 * The callers of the fuzz suite: nobody (with no, a broken or a forged token) and the four demo
 * accounts (server/db/seed/demo.ts). Fuzzed calls lock, disable, re-role and sign out those
 * accounts and edit their roles' grants; `stateOf` reads what the caller may do right before a
 * request (the permission rule judges the answer by it), and `restore` puts an account back as it
 * was seeded and signs it in again through the test kit, so every caller stays usable all run long.
 */
import { randomUUID } from 'node:crypto';
import { sign } from 'hono/jwt';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/seed/demo';
import { findUserById, toSessionUser } from '../lib/auth/user-record';
import { isSessionFamilyActive } from '../lib/auth/session-store';
import { signAccessToken } from '../lib/tokens';
import { bearerOf } from '../test/as-user';
import type { Caller } from '../test/call-requirements';
import { TEST_JWT_SECRET } from '../test/test-app';

type AppLike = Parameters<typeof bearerOf>[0];

export const ANONYMOUS = 'anonymous';
export const CALLER_NAMES = [ANONYMOUS, ...DEMO_ACCOUNTS.map((account) => account.username)];

/** What the call table judges by, and the merchant a merchant-scoped caller is confined to. */
export type CallerState = (NonNullable<Caller> & { merchantId: string | null }) | null;

type Seeded = {
  id: string;
  role_id: string;
  level: string;
  merchant_id: string | null;
  password_hash: string;
  email: string;
};

const familyOf = (headers: Record<string, string>) => {
  const token = headers.Authorization?.split(' ')[1] ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}') as {
    sid?: string;
  };
  return payload.sid ?? '';
};

/** Tokens nobody may pass with: wrong secret, expired, unknown user, ended session, no signature. */
export async function forgedTokens(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ id: string; role_id: string }>(
    "SELECT id, role_id FROM users WHERE username = 'admin'",
  );
  const admin = rows[0];
  if (!admin) throw new Error('no demo admin');
  const claims = { sub: admin.id, role: admin.role_id, sid: randomUUID() };
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify({ ...claims, exp: 4_102_444_800 })).toString('base64url');
  return [
    await signAccessToken(claims, 'another-secret-that-is-long-enough-for-hs256-xx', 900),
    await signAccessToken(claims, TEST_JWT_SECRET, -60),
    await signAccessToken({ ...claims, sub: randomUUID() }, TEST_JWT_SECRET, 900),
    await signAccessToken(claims, TEST_JWT_SECRET, 900),
    await sign({ sub: 42, role: [], exp: 4_102_444_800 }, TEST_JWT_SECRET, 'HS256'),
    `${header}.${body}.`,
  ];
}

export async function createCallers(app: AppLike, db: Db) {
  const usernames = DEMO_ACCOUNTS.map((account) => account.username);
  const { rows: seededRows } = await db.query<Seeded & { username: string }>(
    `SELECT username, id, role_id, level, merchant_id, password_hash, email FROM users WHERE username = ANY($1)`,
    [usernames],
  );
  const seeded = new Map(seededRows.map((row) => [row.username, row]));
  const roleIds = [...new Set(seededRows.map((row) => row.role_id))];
  const grantsPrint = async () => {
    const { rows } = await db.query<{ print: string }>(
      `SELECT (SELECT coalesce(string_agg(role_id || ':' || menu_id, ',' ORDER BY role_id, menu_id), '')
               FROM role_menus WHERE role_id = ANY($1::uuid[]))
           || '|' ||
              (SELECT coalesce(string_agg(role_id || ':' || menu_id || ':' || action, ','
                                          ORDER BY role_id, menu_id, action), '')
               FROM role_functions WHERE role_id = ANY($1::uuid[])) AS print`,
      [roleIds],
    );
    return rows[0]?.print ?? '';
  };
  const seededGrants = await grantsPrint();
  const { rows: menuGrants } = await db.query(
    'SELECT role_id, menu_id FROM role_menus WHERE role_id = ANY($1::uuid[])',
    [roleIds],
  );
  const { rows: functionGrants } = await db.query(
    'SELECT role_id, menu_id, action FROM role_functions WHERE role_id = ANY($1::uuid[])',
    [roleIds],
  );

  const headers = new Map<string, Record<string, string>>();
  for (const username of usernames) headers.set(username, await bearerOf(app, username));
  const states = new Map<string, CallerState>();
  let restores = 0;

  async function restoreGrants() {
    if ((await grantsPrint()) === seededGrants) return;
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM role_menus WHERE role_id = ANY($1::uuid[])', [roleIds]);
      await tx.query('DELETE FROM role_functions WHERE role_id = ANY($1::uuid[])', [roleIds]);
      await tx.query(
        'INSERT INTO role_menus SELECT * FROM jsonb_to_recordset($1::jsonb) AS g(role_id uuid, menu_id uuid)',
        [JSON.stringify(menuGrants)],
      );
      await tx.query(
        `INSERT INTO role_functions
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS g(role_id uuid, menu_id uuid, action text)`,
        [JSON.stringify(functionGrants)],
      );
    });
    states.clear();
  }

  /** Puts the account back as seeded (status, role, level, merchant, password) and signs in again. */
  async function restore(username: string) {
    const row = seeded.get(username);
    if (!row) return;
    restores += 1;
    await db.query(
      `UPDATE users SET status = 'A', failed_attempts = 0, role_id = $2, level = $3, merchant_id = $4,
                        password_hash = $5
       WHERE id = $1`,
      [row.id, row.role_id, row.level, row.merchant_id, row.password_hash],
    );
    await restoreGrants();
    headers.set(username, await bearerOf(app, username));
    states.delete(username);
  }

  async function readState(username: string): Promise<CallerState> {
    const row = seeded.get(username);
    const user = row ? await findUserById(db, row.id) : null;
    const own = headers.get(username) ?? {};
    if (!user || user.status !== 'A' || !(await isSessionFamilyActive(db, familyOf(own)))) return null;
    const session = toSessionUser(user);
    const merchantId = session.userType === 'merchant' ? session.merchantId : null;
    return { permissions: session.permissions, isChecker: session.level === 'Checker', merchantId };
  }

  return {
    headersOf: (name: string) => headers.get(name) ?? {},
    /** The demo account a mail address belongs to. */
    ownerOf: (address: string) =>
      [...seeded].find(([, row]) => row.email.toLowerCase() === address.toLowerCase())?.[0],
    get restores() {
      return restores;
    },
    /** What `name` may do now; a demo account that can no longer call is restored first. */
    async stateOf(name: string): Promise<CallerState> {
      if (name === ANONYMOUS) return null;
      const cached = states.get(name);
      if (cached) return cached;
      let state = await readState(name);
      if (!state) {
        await restore(name);
        state = await readState(name);
      }
      states.set(name, state);
      return state;
    },
    /** After any call that may have changed accounts, roles or sessions. */
    forget: () => states.clear(),
    /** Every few hundred calls: undo drift that does not lock anyone out (a role or level change). */
    async restoreDrift() {
      const { rows } = await db.query<{ username: string }>(
        `SELECT u.username FROM users u JOIN jsonb_to_recordset($1::jsonb)
           AS s(id uuid, role_id uuid, level text, merchant_id uuid, username text) ON s.id = u.id
         WHERE u.role_id <> s.role_id OR u.level <> s.level OR u.merchant_id IS DISTINCT FROM s.merchant_id`,
        [JSON.stringify(seededRows.map(({ password_hash: _hash, email: _email, ...rest }) => rest))],
      );
      for (const { username } of rows) await restore(username);
      await restoreGrants();
    },
  };
}
