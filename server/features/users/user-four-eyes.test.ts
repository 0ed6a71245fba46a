/**
 * Four eyes on user changes, as the attacker tries them (docs/security.md, Four-eyes changes):
 * a Maker promoting himself, signing up a Checker, taking over a Checker through their email,
 * deciding his own proposal; and the last active staff Checker kept.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src/contract';
import type { Db } from '../../db/client';
import { bearerOf, sendJson } from '../../test/as-user';
import { postJson, setupTestDb } from '../../test/test-app';
import { buildMailApp, mailTo } from '../account/account-test-kit';

let db: Db;
let drop: () => Promise<void>;
let app: ReturnType<typeof buildMailApp>;
let admin: Record<string, string>;
let maker: Record<string, string>;
let checker2: Record<string, string>;
let merchantAdmin: Record<string, string>;
let superAdminRole: string;

type Row = { id: string; version: number; level: string; email: string; status: string };

async function rowOf(username: string): Promise<Row> {
  const { rows } = await db.query<Row>(
    `SELECT id, version::float8 AS version, level, email, status FROM users WHERE username = $1`,
    [username],
  );
  const row = rows[0];
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

/** A second active staff Checker (Super Admin), so a proposal has someone to decide it. */
async function insertStaffChecker(username: string): Promise<void> {
  await db.query(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status,
                        password_set_at)
     SELECT $1, password_hash, 'Second', 'Checker', $1 || '@example.com', role_id, 'Checker', 'A', now()
     FROM users WHERE username = 'admin'`,
    [username],
  );
}

const update = (body: Record<string, unknown>, headers: Record<string, string>) =>
  sendJson<User>(app, 'POST', '/User/update', body, headers);
const decide = (body: Record<string, unknown>, headers: Record<string, string>) =>
  sendJson<User>(app, 'POST', '/User/approval', body, headers);

async function auditOf(entityId: string, action: string) {
  const { rows } = await db.query<{ user_id: string; details: Record<string, unknown> }>(
    `SELECT user_id, details FROM audit_log WHERE entity = 'user' AND entity_id = $1 AND action = $2
     ORDER BY id DESC LIMIT 1`,
    [entityId, action],
  );
  return rows[0];
}

beforeAll(async () => {
  ({ db, drop } = await setupTestDb());
  app = buildMailApp(db);
  await insertStaffChecker('checker.two');
  admin = await bearerOf(app, 'admin');
  maker = await bearerOf(app, 'maker');
  checker2 = await bearerOf(app, 'checker.two');
  merchantAdmin = await bearerOf(app, 'merchant.admin');
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM roles WHERE name = 'Super Admin'`);
  superAdminRole = rows[0]?.id ?? '';
}, 60_000);
afterAll(() => drop());

describe('own account', () => {
  it('a Maker cannot make himself a Checker by User/update (403, level unchanged)', async () => {
    const self = await rowOf('maker');
    const { status, body } = await update(
      { id: self.id, baseVersion: self.version, level: 'Checker' },
      maker,
    );
    expect(status).toBe(403);
    expect(body.code).toBe('user.ownAccountField');
    expect((await rowOf('maker')).level).toBe('Maker');
  });

  it('nor by an op of a Sync/push batch', async () => {
    const self = await rowOf('maker');
    const ops = [
      {
        id: randomUUID(),
        method: 'POST',
        path: '/User/update',
        body: { id: self.id, baseVersion: self.version, level: 'Checker' },
      },
    ];
    const { body } = await sendJson<{ results: { status: number }[] }>(
      app,
      'POST',
      '/Sync/push',
      { ops },
      maker,
    );
    expect(body.data?.results.map((result) => result.status)).toEqual([403]);
    expect((await rowOf('maker')).level).toBe('Maker');
  });

  it('nobody changes their own email, mobile or status through the user calls; their name still', async () => {
    const self = await rowOf('admin');
    const email = await update({ id: self.id, baseVersion: self.version, email: 'new@evil.test' }, admin);
    expect(email.status).toBe(403);
    expect(email.body.code).toBe('user.ownAccountField');
    const mobile = await update(
      { id: self.id, baseVersion: self.version, mobileNumber: '011-111-1111' },
      admin,
    );
    expect(mobile.status).toBe(403);
    const status = await sendJson(
      app,
      'POST',
      '/User/status/update',
      { id: self.id, status: 'Inactive', baseVersion: self.version },
      admin,
    );
    expect(status.status).toBe(403);
    const name = await update({ id: self.id, baseVersion: self.version, firstName: 'Aisyah' }, admin);
    expect(name.status).toBe(200);
    expect((await rowOf('admin')).email).toBe(self.email);
  });
});

describe('proposals', () => {
  it('a Maker signing up a staff Checker creates a Maker with the Checker level waiting', async () => {
    const input = {
      id: randomUUID(),
      username: `staff.${randomUUID().slice(0, 8)}`,
      roleId: superAdminRole,
      level: 'Checker',
      salutation: 'MR',
      firstName: 'Ah',
      lastName: 'Kow',
      idType: 'NRIC',
      idNumber: '900101-14-1111',
      email: 'ah.kow@example.com',
      mobileNumber: '012-345-6789',
      merchantId: null,
    };
    const { status, body } = await sendJson<User>(app, 'POST', '/User/sign-up', input, maker);
    expect(status).toBe(200);
    expect(body.code).toBe('user.createdForApproval');
    expect(body.data?.level).toBe('Maker');
    expect(body.data?.pendingChange).toMatchObject({
      fields: { level: 'Checker' },
      proposedBy: (await rowOf('maker')).id,
    });
    expect((await rowOf(input.username)).level).toBe('Maker');
  });

  it('a Maker changing a Checker’s email only proposes it; a password reset still mails the old address', async () => {
    const target = await rowOf('checker.two');
    const proposed = await update(
      { id: target.id, baseVersion: target.version, email: 'attacker@evil.test', firstName: 'Kedua' },
      maker,
    );
    expect(proposed.status).toBe(200);
    expect(proposed.body.code).toBe('user.changeProposed');
    // The other fields of the same edit apply at once; the email waits.
    expect(proposed.body.data).toMatchObject({
      firstName: 'Kedua',
      email: target.email,
      pendingChange: { fields: { email: 'attacker@evil.test' } },
    });
    expect((await rowOf('checker.two')).email).toBe(target.email);
    const reset = await postJson(app, '/General/request-password-reset', { username: 'checker.two' });
    expect(reset.status).toBe(200);
    await vi.waitFor(async () => expect(await mailTo(app, target.email)).toHaveLength(1));
    expect(await mailTo(app, 'attacker@evil.test')).toHaveLength(0);
  });

  it('nobody decides their own proposal, nor a change about themself, nor a Maker or a Merchant Admin', async () => {
    const target = await rowOf('checker.two');
    const own = await decide({ id: target.id, decision: 'approve' }, maker);
    expect(own.status).toBe(403);
    const subject = await decide({ id: target.id, decision: 'approve' }, checker2);
    expect(subject.status).toBe(403);
    expect(subject.body.code).toBe('user.ownChangeDecision');
    const merchant = await decide({ id: target.id, decision: 'approve' }, merchantAdmin);
    expect(merchant.status).toBe(403);
    expect((await rowOf('checker.two')).email).toBe(target.email);
  });

  it('a Checker approving his own proposal is refused (403 user.ownProposal)', async () => {
    const target = await rowOf('maker');
    const proposed = await update({ id: target.id, baseVersion: target.version, level: 'Checker' }, admin);
    expect(proposed.body.code).toBe('user.changeProposed');
    const own = await decide({ id: target.id, decision: 'approve' }, admin);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('user.ownProposal');
    expect((await rowOf('maker')).level).toBe('Maker');
  });

  it('another Checker approves: the change applies and the audit keeps old and new values', async () => {
    const target = await rowOf('checker.two');
    const approved = await decide({ id: target.id, decision: 'approve' }, admin);
    expect(approved.status).toBe(200);
    expect(approved.body.code).toBe('user.changeApproved');
    expect(approved.body.data).toMatchObject({ email: 'attacker@evil.test', pendingChange: null });
    const audit = await auditOf(target.id, 'user.approval');
    expect(audit?.details).toMatchObject({
      decision: 'approve',
      changes: { email: { from: target.email, to: 'attacker@evil.test' } },
    });
    const proposal = await auditOf(target.id, 'user.update');
    expect(proposal?.details).toMatchObject({
      changes: { firstName: { from: 'Second', to: 'Kedua' } },
      proposed: { email: { from: target.email, to: 'attacker@evil.test' } },
    });
  });

  it('a rejection drops the proposal and leaves the row as it was', async () => {
    const target = await rowOf('maker');
    const rejected = await decide({ id: target.id, decision: 'reject', reason: 'Not agreed' }, checker2);
    expect(rejected.status).toBe(200);
    expect(rejected.body.code).toBe('user.changeRejected');
    expect(rejected.body.data).toMatchObject({ level: 'Maker', pendingChange: null });
    const again = await decide({ id: target.id, decision: 'approve' }, checker2);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('user.noPendingChange');
  });
});

describe('the last active staff Checker', () => {
  it('is never demoted nor disabled', async () => {
    await db.query(
      `UPDATE users SET level = 'Maker'
       WHERE username <> 'admin' AND merchant_id IS NULL AND level = 'Checker'`,
    );
    const self = await rowOf('admin');
    const demote = await update({ id: self.id, baseVersion: self.version, level: 'Maker' }, maker);
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('user.lastChecker');
    const disable = await sendJson(
      app,
      'POST',
      '/User/status/update',
      { id: self.id, status: 'Inactive', baseVersion: self.version },
      maker,
    );
    expect(disable.status).toBe(409);
    expect(disable.body.code).toBe('user.lastChecker');
    expect(await rowOf('admin')).toMatchObject({ level: 'Checker', status: 'A' });
  });
});
