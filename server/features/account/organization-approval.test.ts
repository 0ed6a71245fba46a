import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant, OrganizationRegistration } from '../../../src/contract';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import type { TestDb } from '../../test/test-db';
import { postJson, readEnvelope, setupTestDb, signIn } from '../../test/test-app';
import { buildMailApp, mailTo, tokenFromMail } from './account-test-kit';
import { registration } from './registration-test-kit';

let testDb: TestDb;
let app: ReturnType<typeof buildMailApp>;
let staff: Record<string, string>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildMailApp(testDb.db);
  staff = await bearerOf(app, 'admin');
});
afterAll(async () => {
  await testDb.drop();
});

/** Registers an organization (optionally verifying its email) and answers its merchant id. */
async function registered(email: string, { verified = true, locale = 'en' } = {}): Promise<string> {
  await postJson(app, '/General/register', registration(email), { 'Accept-Language': locale });
  if (verified) await postJson(app, '/General/verify-email', { token: await tokenFromMail(app, email) });
  const { rows } = await testDb.db.query<{ merchant_id: string }>(
    `SELECT r.merchant_id FROM organization_registrations r JOIN users u ON u.id = r.user_id
     WHERE u.email = $1`,
    [email],
  );
  const id = rows[0]?.merchant_id;
  if (!id) throw new Error(`no registration for ${email}`);
  return id;
}

const list = (headers = staff) =>
  getJson<OrganizationRegistration[]>(app, '/Organization/registrations', headers);
const approve = (merchantId: string, headers = staff) =>
  sendJson(app, 'POST', '/Organization/approve', { merchantId }, headers);
const reject = (merchantId: string, reason: string, headers = staff) =>
  sendJson(app, 'POST', '/Organization/reject', { merchantId, reason }, headers);

async function merchantOf(id: string) {
  const { rows } = await testDb.db.query<{ approval_status: string; status: string; user_status: string }>(
    `SELECT m.approval_status, m.status, u.status AS user_status
     FROM merchants m JOIN organization_registrations r ON r.merchant_id = m.id
     JOIN users u ON u.id = r.user_id WHERE m.id = $1`,
    [id],
  );
  return rows[0];
}

describe('organization approval', () => {
  it('lists open registrations for staff, marking unverified emails and reused registration numbers', async () => {
    const verifiedId = await registered('listed@org.test');
    const unverifiedId = await registered('unverified@org.test', { verified: false });
    const { status, body } = await list();
    expect(status).toBe(200);
    const byId = new Map(body.data?.map((item) => [item.merchantId, item]));
    expect(byId.get(verifiedId)).toMatchObject({
      companyName: 'Syarikat Maju Jaya Sdn Bhd',
      registrationNumber: '202301012345',
      contactName: 'Aisyah Rahman',
      username: 'listed',
      email: 'listed@org.test',
      mobileNumber: '012-345-6789',
      isEmailVerified: true,
      isRegistrationNumberInUse: true,
    });
    expect(byId.get(unverifiedId)?.isEmailVerified).toBe(false);
  });

  it('refuses merchant users and anonymous callers', async () => {
    const id = await registered('forbidden@org.test');
    const merchantAdmin = await bearerOf(app, 'merchant.admin');
    expect((await list(merchantAdmin)).status).toBe(403);
    expect((await approve(id, merchantAdmin)).status).toBe(403);
    expect((await reject(id, 'Not allowed here', merchantAdmin)).status).toBe(403);
    expect((await approve(id, {})).status).toBe(401);
    expect((await merchantOf(id))?.approval_status).toBe('Pending');
  });

  it('refuses to approve before the email is verified', async () => {
    const id = await registered('early@org.test', { verified: false, locale: 'ms' });
    const { status, body } = await approve(id);
    expect(status).toBe(409);
    expect(body.code).toBe('organization.emailNotVerified');
    expect((await merchantOf(id))?.approval_status).toBe('Pending');
  });

  it('approves: the merchant becomes active and its admin gets the first-time login link', async () => {
    const id = await registered('approved@org.test', { locale: 'ms' });
    const { status, body } = await approve(id);
    expect(status).toBe(200);
    expect(body.code).toBe('organization.approved');
    expect(await merchantOf(id)).toEqual({ approval_status: 'Approved', status: 'Active', user_status: 'N' });
    const [mail] = await mailTo(app, 'approved@org.test');
    // In the language the registrant used.
    expect(mail).toMatchObject({ kind: 'firstLogin', locale: 'ms' });
    expect(mail?.text).toContain('pendaftaran Syarikat Maju Jaya Sdn Bhd telah diluluskan');
    expect(mail?.text).toContain('http://portal.test/first-time-login?token=');
    expect((await list()).body.data?.some((item) => item.merchantId === id)).toBe(false);
    const again = await approve(id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('organization.notPending');
  });

  it('a verified registration waits in the Checkers’ notifications until it is decided', async () => {
    const unverified = await registered('told-later@org.test', { verified: false });
    const waiting = async () => {
      const { rows } = await testDb.db.query<{ read: boolean }>(
        `SELECT n.read_at IS NOT NULL AS read FROM notifications n JOIN users u ON u.id = n.user_id
         WHERE u.username = 'admin' AND n.kind = 'organization.pending' AND n.subject_id = $1`,
        [unverified],
      );
      return rows.map((row) => row.read);
    };
    expect(await waiting()).toEqual([]);
    await postJson(app, '/General/verify-email', { token: await tokenFromMail(app, 'told-later@org.test') });
    expect(await waiting()).toEqual([false]);
    expect((await approve(unverified)).status).toBe(200);
    expect(await waiting()).toEqual([true]);
  });

  it('rejects with a reason: the registrant is told, the account is disabled', async () => {
    const id = await registered('rejected@org.test');
    const short = await reject(id, 'no');
    expect(short.status).toBe(422);
    const { status, body } = await reject(id, 'The registration number does not match the company.');
    expect(status).toBe(200);
    expect(body.code).toBe('organization.rejected');
    expect(await merchantOf(id)).toEqual({
      approval_status: 'Rejected',
      status: 'Inactive',
      user_status: 'D',
    });
    const [mail] = await mailTo(app, 'rejected@org.test');
    expect(mail?.kind).toBe('organizationRejected');
    expect(mail?.text).toContain('The registration number does not match the company.');
    expect((await approve(id)).body.code).toBe('organization.notPending');
    const { body: signInBody } = await signIn(app, 'rejected', 'Whatever#123');
    expect(signInBody.code).toBe('auth.statusDisabled');
  });

  it('rejects an unverified registration without mailing the unverified address again', async () => {
    const id = await registered('spam@org.test', { verified: false });
    const token = await tokenFromMail(app, 'spam@org.test');
    expect((await reject(id, 'Looks like spam')).status).toBe(200);
    expect((await mailTo(app, 'spam@org.test')).map((m) => m.kind)).toEqual(['verifyEmail']);
    // Its verification link dies with it.
    const res = await postJson(app, '/General/verify-email', { token });
    expect((await readEnvelope(res)).code).toBe('account.linkInvalid');
  });

  it('four eyes: only a staff Checker decides, and never after submitting the merchant themself', async () => {
    const id = await registered('four-eyes@org.test');
    const maker = await bearerOf(app, 'maker');
    for (const answer of [await approve(id, maker), await reject(id, 'Not complete, please fix', maker)]) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('error.forbidden');
    }
    // A Checker who edited the merchant has submitted it: another Checker must decide.
    const merchant = await getJson<Merchant>(app, `/Merchant/${id}`, staff);
    const edited = await sendJson(
      app,
      'POST',
      '/Merchant/update',
      { id, baseVersion: merchant.body.data?.version, city: 'Ipoh' },
      staff,
    );
    expect(edited.status).toBe(200);
    const own = await approve(id, staff);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('merchant.ownSubmission');
    expect((await merchantOf(id))?.approval_status).toBe('Pending');
    await testDb.db.query(
      `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status)
       SELECT 'org.checker2', password_hash, 'Farid', 'Hassan', 'farid@example.com', role_id, 'Checker', 'A'
       FROM users WHERE username = 'admin'`,
    );
    expect((await approve(id, await bearerOf(app, 'org.checker2'))).status).toBe(200);
    expect(await merchantOf(id)).toEqual({ approval_status: 'Approved', status: 'Active', user_status: 'N' });
  });

  it('replays an approval sent again with the same Idempotency-Key', async () => {
    const id = await registered('replay@org.test');
    const headers = { ...staff, 'Idempotency-Key': `approve-${id}` };
    const first = await approve(id, headers);
    const second = await approve(id, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.res.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await mailTo(app, 'replay@org.test')).filter((m) => m.kind === 'firstLogin')).toHaveLength(1);
  });
});
