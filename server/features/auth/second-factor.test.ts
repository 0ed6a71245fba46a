import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Role, Session } from '../../../src/contract';
import type { TestDb } from '../../test/test-db';
import { api, postJson, readEnvelope, setupTestDb, signIn } from '../../test/test-app';
import { authHeader, buildMailApp, mailTo } from '../account/account-test-kit';
import {
  answerSecondStep,
  codeOf,
  createStaffRole,
  createStaffUser,
  setUpFromSettings,
  signInChallenge,
} from '../../test/second-factor-kit';
import { secondStepChallenge } from '../../lib/second-factor/second-step-challenge';

let testDb: TestDb;
let app: ReturnType<typeof buildMailApp>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildMailApp(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});

/** A staff Checker of the demo's Super Admin role (no rule) who turned the factor on. */
async function userWithFactor(username: string) {
  await createStaffUser(testDb.db, username, 'Checker');
  const { body } = await signIn(app, username);
  const accessToken = (body.data as Session).accessToken;
  const factor = await setUpFromSettings(app, accessToken, `${username}@example.com`);
  return { ...factor, accessToken };
}

const statusOf = async (username: string) =>
  (await testDb.db.query<{ status: string }>('SELECT status FROM users WHERE username = $1', [username]))
    .rows[0]?.status;

describe('second factor: setup and sign-in', () => {
  it('sets up from Security settings with a QR code and answers ten recovery codes once', async () => {
    const { setup, recoveryCodes, confirm } = await userWithFactor('sf.setup');
    expect(confirm.status).toBe(200);
    expect(setup?.qrSvg).toMatch(/^<svg/);
    expect(setup?.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*sf\.setup.*secret=/);
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const { rows } = await testDb.db.query<{ secret_enc: string }>(
      `SELECT f.secret_enc FROM user_second_factors f JOIN users u ON u.id = f.user_id WHERE u.username = 'sf.setup'`,
    );
    expect(rows[0]?.secret_enc).not.toContain(setup?.secret ?? '-');
  });

  it('asks a user with a factor for the second step, then signs in with a code under the password method', async () => {
    const { secret } = await userWithFactor('sf.code');
    const { res, challenge } = await signInChallenge(app, 'sf.code');
    expect(res.status).toBe(200);
    expect(challenge).toMatchObject({ secondStep: 'code', expiresIn: 300 });
    expect(res.headers.getSetCookie().some((line) => line.startsWith('bo_refresh='))).toBe(false);
    const answer = await answerSecondStep(app, { ticket: challenge.ticket, code: await codeOf(secret, 1) });
    expect(answer.res.status).toBe(200);
    expect(answer.body.data?.user.username).toBe('sf.code');
    const { rows } = await testDb.db.query<{ method: string }>(
      `SELECT s.method FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = 'sf.code'
       ORDER BY s.created_at DESC LIMIT 1`,
    );
    expect(rows[0]?.method).toBe('password');
    const me = await app.request(api('/Account/second-factor'), {
      headers: authHeader(answer.body.data?.accessToken),
    });
    expect((await readEnvelope(me)).data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
  });

  it('refuses a code already used, even on a new ticket, and the ticket once used', async () => {
    const { secret } = await userWithFactor('sf.replay');
    const code = await codeOf(secret, 1);
    const first = await signInChallenge(app, 'sf.replay');
    expect((await answerSecondStep(app, { ticket: first.challenge.ticket, code })).res.status).toBe(200);
    const again = await answerSecondStep(app, { ticket: first.challenge.ticket, code });
    expect(again.body.code).toBe('secondFactor.ticketInvalid');
    const second = await signInChallenge(app, 'sf.replay');
    const replay = await answerSecondStep(app, { ticket: second.challenge.ticket, code });
    expect(replay.res.status).toBe(401);
    expect(replay.body.code).toBe('secondFactor.codeUsed');
    const older = await answerSecondStep(app, {
      ticket: second.challenge.ticket,
      code: await codeOf(secret),
    });
    expect(older.body.code).toBe('secondFactor.codeUsed');
  });

  it('accepts a recovery code once', async () => {
    const { recoveryCodes } = await userWithFactor('sf.recovery');
    const recoveryCode = (recoveryCodes[3] ?? '').toUpperCase().replace('-', '');
    const first = await signInChallenge(app, 'sf.recovery');
    const used = await answerSecondStep(app, { ticket: first.challenge.ticket, recoveryCode });
    expect(used.res.status).toBe(200);
    const second = await signInChallenge(app, 'sf.recovery');
    const reused = await answerSecondStep(app, { ticket: second.challenge.ticket, recoveryCode });
    expect(reused.res.status).toBe(401);
    expect(reused.body.code).toBe('secondFactor.wrongCode');
    expect(reused.body.params).toEqual({ left: 4 });
  });

  it('locks the account after five wrong codes over several tickets and mails the holder', async () => {
    const { secret } = await userWithFactor('sf.lock');
    let ticket = (await signInChallenge(app, 'sf.lock')).challenge.ticket;
    const codes: (string | undefined)[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      if (attempt === 3) ticket = (await signInChallenge(app, 'sf.lock')).challenge.ticket;
      const { body } = await answerSecondStep(app, { ticket, code: '000000' });
      codes.push(body.code);
    }
    expect(codes).toEqual([
      'secondFactor.wrongCode',
      'secondFactor.wrongCode',
      'secondFactor.wrongCode',
      'secondFactor.wrongCode1',
      'auth.locked',
    ]);
    expect(await statusOf('sf.lock')).toBe('L');
    const rightCode = await answerSecondStep(app, { ticket, code: await codeOf(secret, 1) });
    expect(rightCode.body.code).toBe('secondFactor.ticketInvalid');
    expect((await signIn(app, 'sf.lock')).body.code).toBe('auth.locked');
    const [mail] = await mailTo(app, 'sf.lock@example.com');
    expect(mail?.text).toContain('two-step verification codes');
  });

  it('never asks a passkey sign-in for a second step', async () => {
    const { rows } = await testDb.db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'sf.code'`);
    const deps = { db: testDb.db, jwtSecret: 'x'.repeat(40) };
    expect(await secondStepChallenge(deps, rows[0]?.id ?? '', 'passkey')).toBeNull();
    expect(await secondStepChallenge(deps, rows[0]?.id ?? '', 'sso')).toMatchObject({ secondStep: 'code' });
  });
});

describe('second factor: the role requires it', () => {
  beforeAll(async () => {
    await createStaffRole(testDb.db, 'Approvers', 'checkers');
    await createStaffUser(testDb.db, 'sf.approver', 'Checker', 'Approvers');
    await createStaffUser(testDb.db, 'sf.preparer', 'Maker', 'Approvers');
  });

  it('leads a Checker without a factor through setting it up, then signs them in', async () => {
    const { challenge } = await signInChallenge(app, 'sf.approver');
    expect(challenge.secondStep).toBe('setup');
    const setup = await postJson(app, '/General/sign-in/second-factor/setup', { ticket: challenge.ticket });
    const { data } = await readEnvelope<{ secret: string; qrSvg: string }>(setup);
    expect(data?.qrSvg).toMatch(/^<svg/);
    const wrong = await answerSecondStep(app, { ticket: challenge.ticket, code: '000000' });
    expect(wrong.body.code).toBe('secondFactor.wrongCode');
    const done = await answerSecondStep(app, {
      ticket: challenge.ticket,
      code: await codeOf(data?.secret ?? ''),
    });
    expect(done.res.status).toBe(200);
    expect(done.body.data?.recoveryCodes).toHaveLength(10);
    expect(done.body.data?.user.username).toBe('sf.approver');
    const next = await signInChallenge(app, 'sf.approver');
    expect(next.challenge.secondStep).toBe('code');
    const off = await postJson(
      app,
      '/Account/second-factor/disable',
      { challengeId: '00000000-0000-4000-8000-000000000000', otp: '123456' },
      authHeader(done.body.data?.accessToken),
    );
    expect((await readEnvelope(off)).code).toBe('secondFactor.required');
  });

  it('signs a Maker of the role in with the password alone', async () => {
    const { body } = await signIn(app, 'sf.preparer');
    expect((body.data as Session).accessToken).toBeTruthy();
  });
});

describe('second factor: the role setting', () => {
  it('requires it of staff Checkers by default, of nobody in merchant roles, and audits a change', async () => {
    const { body } = await signIn(app, 'admin');
    const headers = authHeader((body.data as Session).accessToken);
    const create = async (scope: string) => {
      const id = randomUUID();
      const res = await postJson(
        app,
        '/UAC/createrole',
        { id, name: `SF ${id.slice(0, 8)}`, scope },
        headers,
      );
      return (await readEnvelope<Role>(res)).data;
    };
    const staff = await create('staff');
    expect(staff?.secondFactor).toBe('checkers');
    expect((await create('merchant'))?.secondFactor).toBe('none');
    const res = await postJson(
      app,
      '/UAC/updaterole',
      { id: staff?.id, baseVersion: staff?.version, secondFactor: 'everyone' },
      headers,
    );
    expect((await readEnvelope<Role>(res)).data?.secondFactor).toBe('everyone');
    const audit = await testDb.db.query<{ details: unknown }>(
      `SELECT details FROM audit_log WHERE action = 'role.update' AND entity_id = $1`,
      [staff?.id],
    );
    expect(audit.rows[0]?.details).toMatchObject({ secondFactor: { from: 'checkers', to: 'everyone' } });
  });
});

describe('second factor: as the attacker', () => {
  it("refuses another user's ticket with one's own code, and an expired ticket", async () => {
    const victim = await userWithFactor('sf.victim');
    const attacker = await userWithFactor('sf.attacker');
    const { challenge } = await signInChallenge(app, 'sf.victim');
    const stolen = await answerSecondStep(app, {
      ticket: challenge.ticket,
      code: await codeOf(attacker.secret, 1),
    });
    expect(stolen.res.status).toBe(401);
    expect(stolen.body.code).toBe('secondFactor.wrongCode');
    await testDb.db.query(
      `UPDATE second_factor_tickets SET expires_at = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM users WHERE username = 'sf.victim')`,
    );
    const expired = await answerSecondStep(app, {
      ticket: challenge.ticket,
      code: await codeOf(victim.secret, 1),
    });
    expect(expired.res.status).toBe(401);
    expect(expired.body.code).toBe('secondFactor.ticketInvalid');
    const forged = await answerSecondStep(app, { ticket: 'made-up', code: '123456' });
    expect(forged.body.code).toBe('secondFactor.ticketInvalid');
  });

  it('lets only another staff Checker reset a lost factor: audited, mailed', async () => {
    await userWithFactor('sf.lost');
    const { rows } = await testDb.db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'sf.lost'`);
    const id = rows[0]?.id ?? '';
    const reset = async (username: string, target = id) => {
      const { body } = await signIn(app, username);
      const res = await postJson(
        app,
        '/User/second-factor/reset',
        { id: target },
        authHeader((body.data as Session).accessToken),
      );
      return { status: res.status, code: (await readEnvelope(res)).code };
    };
    const self = await userWithFactor('sf.self');
    const selfId = (await testDb.db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'sf.self'`))
      .rows[0]?.id;
    const ownTicket = (await signInChallenge(app, 'sf.self')).challenge.ticket;
    const own = await answerSecondStep(app, { ticket: ownTicket, code: await codeOf(self.secret, 1) });
    const selfRes = await postJson(
      app,
      '/User/second-factor/reset',
      { id: selfId },
      authHeader(own.body.data?.accessToken),
    );
    expect([selfRes.status, (await readEnvelope(selfRes)).code]).toEqual([403, 'secondFactor.resetOwn']);
    expect((await reset('maker')).status).toBe(403);
    expect((await reset('merchant.admin')).status).toBe(403);
    expect(await reset('admin')).toEqual({ status: 200, code: 'secondFactor.reset' });
    const { body } = await signIn(app, 'sf.lost');
    expect((body.data as Session).accessToken).toBeTruthy();
    const audit = await testDb.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE action = 'user.secondFactorReset' AND entity_id = $1`,
      [id],
    );
    expect(audit.rows).toHaveLength(1);
    const [mail] = await mailTo(app, 'sf.lost@example.com');
    expect(mail?.subject).toBe('Your two-step verification was reset');
    expect(await reset('admin')).toEqual({ status: 409, code: 'secondFactor.notEnabled' });
  });
});
