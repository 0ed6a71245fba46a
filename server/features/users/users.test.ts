/** User management through the API: creation and mail, scoping of merchant roles, edits, status rules. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, RoleOption, User } from '../../../src/contract';
import type { Db } from '../../db/client';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import { setupTestDb, signIn } from '../../test/test-app';
import { buildMailApp, mailTo } from '../account/account-test-kit';

let db: Db;
let drop: () => Promise<void>;
let app: ReturnType<typeof buildMailApp>;
let admin: Record<string, string>;
let merchantAdmin: Record<string, string>;
let roles: { superAdmin: string; merchantAdmin: string; merchantUser: string };
let ownMerchant: string;
let otherMerchant: string;

const newUser = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  username: `user.${randomUUID().slice(0, 8)}`,
  roleId: roles.merchantUser,
  level: 'Maker',
  salutation: 'MS',
  firstName: 'Nur',
  lastName: 'Aina',
  idType: 'NRIC',
  idNumber: '900101-14-5678',
  email: 'nur.aina@example.com',
  mobileNumber: '012-345-6789',
  merchantId: ownMerchant,
  ...overrides,
});

beforeAll(async () => {
  ({ db, drop } = await setupTestDb());
  app = buildMailApp(db);
  admin = await bearerOf(app, 'admin');
  merchantAdmin = await bearerOf(app, 'merchant.admin');
  const { rows } = await db.query<{ name: string; id: string }>('SELECT name, id FROM roles');
  const byName = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  roles = {
    superAdmin: byName['Super Admin'] ?? '',
    merchantAdmin: byName['Merchant Admin'] ?? '',
    merchantUser: byName['Merchant User'] ?? '',
  };
  const own = await db.query<{ merchant_id: string }>(
    `SELECT merchant_id FROM users WHERE username = 'merchant.admin'`,
  );
  ownMerchant = own.rows[0]?.merchant_id ?? '';
  const other = await db.query<{ id: string }>('SELECT id FROM merchants WHERE id <> $1 LIMIT 1', [
    ownMerchant,
  ]);
  otherMerchant = other.rows[0]?.id ?? '';
}, 60_000);
afterAll(() => drop());

describe('User/sign-up', () => {
  it('creates a new (N) user and mails the first-time login link', async () => {
    const input = newUser({ email: 'first.login@example.com' });
    const { status, body } = await sendJson<User>(app, 'POST', '/User/sign-up', input, admin);
    expect(status).toBe(200);
    expect(body.code).toBe('user.created');
    expect(body.data).toMatchObject({
      id: input.id,
      username: input.username,
      status: 'N',
      merchantId: ownMerchant,
    });
    const [mail] = await mailTo(app, 'first.login@example.com');
    expect(mail?.text).toMatch(/first-time-login\?token=/);
    const signInAttempt = await signIn(app, input.username);
    expect(signInAttempt.body.code).toBe('auth.statusNew');
  });

  it('through Sync/push, mails the link once the op committed', async () => {
    const input = newUser({ email: 'batch.created@example.com' });
    const ops = [{ id: randomUUID(), method: 'POST', path: '/User/sign-up', body: input }];
    const { body } = await sendJson<{ results: { status: number }[] }>(
      app,
      'POST',
      '/Sync/push',
      { ops },
      admin,
    );
    expect(body.data?.results.map((result) => result.status)).toEqual([200]);
    const [mail] = await mailTo(app, 'batch.created@example.com');
    expect(mail?.text).toMatch(/first-time-login\?token=/);
  });

  it('refuses a taken username as a field error, and a role that does not fit the merchant', async () => {
    const taken = await sendJson(app, 'POST', '/User/sign-up', newUser({ username: 'admin' }), admin);
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual([
      expect.objectContaining({ path: 'username', code: 'user.usernameTaken' }),
    ]);
    const staffWithMerchant = await sendJson(
      app,
      'POST',
      '/User/sign-up',
      newUser({ roleId: roles.superAdmin }),
      admin,
    );
    expect(staffWithMerchant.body.errors?.[0]).toMatchObject({
      path: 'merchantId',
      code: 'user.merchantNotAllowed',
    });
    const merchantWithout = await sendJson(
      app,
      'POST',
      '/User/sign-up',
      newUser({ merchantId: null }),
      admin,
    );
    expect(merchantWithout.body.errors?.[0]).toMatchObject({
      path: 'merchantId',
      code: 'user.merchantRequired',
    });
  });

  it('gives a Merchant Admin’s new users its own merchant, and never a staff role', async () => {
    const input = newUser({ merchantId: otherMerchant });
    const { status, body } = await sendJson<User>(app, 'POST', '/User/sign-up', input, merchantAdmin);
    expect(status).toBe(200);
    expect(body.data?.merchantId).toBe(ownMerchant);
    const staff = await sendJson(
      app,
      'POST',
      '/User/sign-up',
      newUser({ roleId: roles.superAdmin, merchantId: null }),
      merchantAdmin,
    );
    expect(staff.status).toBe(403);
    expect(staff.body.code).toBe('user.roleNotAllowed');
  });
});

describe('scoping of merchant roles', () => {
  it('lists only the Merchant Admin’s own merchant’s users', async () => {
    const { body } = await getJson<Page<User>>(app, '/User/userList?pageSize=50', merchantAdmin);
    expect(body.data?.totalCount).toBeGreaterThan(0);
    expect(body.data?.items.every((user) => user.merchantId === ownMerchant)).toBe(true);
    const all = await getJson<Page<User>>(app, '/User/userList?pageSize=50', admin);
    expect(all.body.data?.totalCount).toBeGreaterThan(body.data?.totalCount ?? 0);
  });

  it('does not reach another merchant’s user (404, nothing changes)', async () => {
    const { rows } = await db.query<{ id: string; version: number }>(
      `SELECT id, version::float8 AS version FROM users WHERE merchant_id = $1 AND status = 'A' LIMIT 1`,
      [otherMerchant],
    );
    const target = rows[0];
    if (!target) throw new Error('no user of the other merchant');
    const update = await sendJson(
      app,
      'POST',
      '/User/update',
      { id: target.id, baseVersion: target.version, firstName: 'Hacked' },
      merchantAdmin,
    );
    expect(update.status).toBe(404);
    const status = await sendJson(
      app,
      'POST',
      '/User/status/update',
      { id: target.id, status: 'Inactive', baseVersion: target.version },
      merchantAdmin,
    );
    expect(status.status).toBe(404);
  });

  it('offers a Merchant Admin only the merchant roles', async () => {
    const { body } = await getJson<RoleOption[]>(app, '/UAC/getroledropdown', merchantAdmin);
    expect(body.data?.map((role) => role.name).sort()).toEqual(['Merchant Admin', 'Merchant User']);
  });
});

describe('User/update and User/status/update', () => {
  async function created(headers = admin) {
    const input = newUser();
    const { body } = await sendJson<User>(app, 'POST', '/User/sign-up', input, headers);
    if (!body.data) throw new Error(body.message);
    return body.data;
  }

  it('updates the changed fields and answers 409 with the current row on a stale version', async () => {
    const user = await created();
    const first = await sendJson<User>(
      app,
      'POST',
      '/User/update',
      { id: user.id, baseVersion: user.version, firstName: 'Siti' },
      admin,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ firstName: 'Siti', fullName: 'Siti Aina' });
    const stale = await sendJson<{ current: User }>(
      app,
      'POST',
      '/User/update',
      { id: user.id, baseVersion: user.version, lastName: 'Zain' },
      admin,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.data?.current.firstName).toBe('Siti');
  });

  it('deactivates, activates and deletes after the rules of the user status changes', async () => {
    const { rows } = await db.query<{ id: string; username: string; version: number }>(
      `SELECT id, username, version::float8 AS version FROM users WHERE merchant_id = $1 AND status = 'A'
       AND username <> 'merchant.admin' LIMIT 1`,
      [ownMerchant],
    );
    const target = rows[0];
    if (!target) throw new Error('no active user of the merchant');
    const off = await sendJson<User>(
      app,
      'POST',
      '/User/status/update',
      { id: target.id, status: 'Inactive', baseVersion: target.version },
      merchantAdmin,
    );
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ code: 'user.deactivated', data: { status: 'D' } });
    expect((await signIn(app, target.username)).body.code).toBe('auth.statusDisabled');
    const on = await sendJson<User>(
      app,
      'POST',
      '/User/status/update',
      { id: target.id, status: 'Active', baseVersion: off.body.data?.version },
      merchantAdmin,
    );
    expect(on.body.data?.status).toBe('A');
    const gone = await sendJson<User>(
      app,
      'POST',
      '/User/status/update',
      { id: target.id, status: 'Deleted', baseVersion: on.body.data?.version },
      merchantAdmin,
    );
    expect(gone.body.data?.status).toBe('X');
    const list = await getJson<Page<User>>(
      app,
      `/User/userList?pageSize=50&fullName=${encodeURIComponent(gone.body.data?.fullName ?? '')}`,
      admin,
    );
    expect(list.body.data?.items.some((user) => user.id === target.id)).toBe(false);
  });

  it('a new user deactivated and activated again is new again, so their first-time login can be sent', async () => {
    const user = await created();
    const setStatus = (status: string, baseVersion: number | undefined) =>
      sendJson<User>(app, 'POST', '/User/status/update', { id: user.id, status, baseVersion }, admin);
    const off = await setStatus('Inactive', user.version);
    expect(off.body.data?.status).toBe('D');
    const on = await setStatus('Active', off.body.data?.version);
    expect(on.status).toBe(200);
    expect(on.body.data?.status).toBe('N');
    expect((await signIn(app, user.username)).body.code).toBe('auth.statusNew');
    const link = await sendJson(
      app,
      'POST',
      '/Account/send-first-time-login',
      { username: user.username },
      admin,
    );
    expect(link.status).toBe(200);
    expect(link.body.code).toBe('account.firstLoginLinkSent');
  });

  it('refuses activating a new user (they finish their emailed step) and changing one’s own status', async () => {
    const user = await created();
    const activate = await sendJson(
      app,
      'POST',
      '/User/status/update',
      { id: user.id, status: 'Active', baseVersion: user.version },
      admin,
    );
    expect(activate.status).toBe(409);
    expect(activate.body.code).toBe('user.statusNotAllowed');
    const { rows } = await db.query<{ id: string; version: number }>(
      `SELECT id, version::float8 AS version FROM users WHERE username = 'admin'`,
    );
    const self = await sendJson(
      app,
      'POST',
      '/User/status/update',
      { id: rows[0]?.id, status: 'Inactive', baseVersion: rows[0]?.version },
      admin,
    );
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('user.ownStatus');
  });
});
