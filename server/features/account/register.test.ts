import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '../../test/test-db';
import { postJson, readEnvelope, setupTestDb, signIn } from '../../test/test-app';
import { buildMailApp, mailTo, tokenFromMail } from './account-test-kit';
import { registration } from './registration-test-kit';

let testDb: TestDb;
let app: ReturnType<typeof buildMailApp>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildMailApp(testDb.db, { VERIFY_EMAIL_TOKEN_TTL: '3600' });
});
afterAll(async () => {
  await testDb.drop();
});

const register = (body: unknown, headers: Record<string, string> = {}) =>
  postJson(app, '/General/register', body, headers);
const verify = (token: string) => postJson(app, '/General/verify-email', { token });

type Row = {
  username: string;
  status: string;
  role: string;
  level: string;
  merchant_status: string;
  submission_status: string;
  approval_status: string;
  verified: boolean;
};
async function registrationOf(email: string): Promise<Row[]> {
  const { rows } = await testDb.db.query<Row>(
    `SELECT u.username, u.status, ro.name AS role, u.level, m.status AS merchant_status,
            m.submission_status, m.approval_status, r.email_verified_at IS NOT NULL AS verified
     FROM organization_registrations r JOIN users u ON u.id = r.user_id
     JOIN roles ro ON ro.id = u.role_id JOIN merchants m ON m.id = r.merchant_id
     WHERE lower(u.email) = lower($1)`,
    [email],
  );
  return rows;
}

describe('register', () => {
  it('creates a pending organization with a new Merchant Admin and mails a verification link', async () => {
    const res = await register(registration('aisyah@maju.test'), { 'Accept-Language': 'ms' });
    const body = await readEnvelope(res);
    expect(res.status).toBe(200);
    expect(body.code).toBe('account.registered');
    expect(await registrationOf('aisyah@maju.test')).toEqual([
      {
        username: 'aisyah',
        status: 'N',
        role: 'Merchant Admin',
        level: 'Checker',
        merchant_status: 'Inactive',
        submission_status: 'Submitted',
        approval_status: 'Pending',
        verified: false,
      },
    ]);
    const [mail] = await mailTo(app, 'aisyah@maju.test');
    expect(mail).toMatchObject({ kind: 'verifyEmail', locale: 'ms' });
    expect(mail?.text).toContain('Syarikat Maju Jaya Sdn Bhd');
    expect(mail?.text).toContain('http://portal.test/verify-email?token=');
    // No password yet: signing in explains the first-time login instead.
    const { body: signInBody } = await signIn(app, 'aisyah', 'Anything#123');
    expect(signInBody.code).toBe('auth.statusNew');
  });

  it('refuses bad input field by field', async () => {
    const res = await register(
      registration('not-an-email', {
        companyName: ' ',
        registrationNumber: 'AB',
        mobileNumber: '0123456789',
        lastName: 'x'.repeat(61),
      }),
    );
    const body = await readEnvelope(res);
    expect(res.status).toBe(422);
    const firstCodes: Record<string, string> = {};
    for (const error of body.errors ?? []) firstCodes[error.path] ??= error.code;
    expect(firstCodes).toEqual({
      companyName: 'validation.required',
      registrationNumber: 'validation.registrationNumber',
      lastName: 'validation.tooLong',
      email: 'validation.email',
      mobileNumber: 'validation.phone',
    });
    const missing = await readEnvelope(await register({}));
    expect(missing.errors?.map((e) => e.path).sort()).toEqual(
      ['companyName', 'email', 'firstName', 'lastName', 'mobileNumber', 'registrationNumber'].sort(),
    );
  });

  it('gives a taken email local part a suffixed username', async () => {
    await register(registration('Merchant.Admin@elsewhere.test'));
    expect((await registrationOf('merchant.admin@elsewhere.test'))[0]?.username).toBe('merchant.admin-2');
  });

  it('answers a duplicate exactly like a new registration and creates nothing', async () => {
    const fresh = await readEnvelope(await register(registration('fresh@dup.test')));
    await testDb.db.query(`UPDATE account_tokens SET created_at = now() - interval '2 minutes'`);
    const again = await readEnvelope(
      await register(registration('FRESH@dup.test', { companyName: 'Other' })),
    );
    expect(again).toEqual(fresh);
    expect(await registrationOf('fresh@dup.test')).toHaveLength(1);
    // The owner of the mailbox gets a new verification link (the first one is retired)...
    const mails = await mailTo(app, 'fresh@dup.test');
    expect(mails.map((m) => m.kind)).toEqual(['verifyEmail', 'verifyEmail']);
    const token = await tokenFromMail(app, 'fresh@dup.test');
    expect((await verify(token)).status).toBe(200);
    // ...and, once verified, a note that the registration is under review.
    await testDb.db.query(`UPDATE account_tokens SET created_at = now() - interval '2 minutes'`);
    const third = await readEnvelope(await register(registration('fresh@dup.test')));
    expect(third).toEqual(fresh);
    expect((await mailTo(app, 'fresh@dup.test'))[0]?.kind).toBe('registrationPending');
    expect(await registrationOf('fresh@dup.test')).toHaveLength(1);
  });

  it('sends at most one mail a minute for the same email', async () => {
    await register(registration('flood@dup.test'));
    await register(registration('flood@dup.test'));
    await register(registration('flood@dup.test'));
    expect(await mailTo(app, 'flood@dup.test')).toHaveLength(1);
  });
});

describe('verify email', () => {
  it('verifies once; a second click says it is already verified', async () => {
    await register(registration('once@verify.test'));
    const token = await tokenFromMail(app, 'once@verify.test');
    const first = await verify(token);
    expect(first.status).toBe(200);
    expect(await readEnvelope(first)).toMatchObject({
      code: 'account.emailVerified',
      data: { isAlreadyVerified: false },
    });
    expect((await registrationOf('once@verify.test'))[0]?.verified).toBe(true);
    const second = await verify(token);
    expect(second.status).toBe(200);
    expect(await readEnvelope(second)).toMatchObject({
      code: 'account.emailAlreadyVerified',
      data: { isAlreadyVerified: true },
    });
  });

  it('refuses an unknown, a retired and an expired link', async () => {
    expect((await readEnvelope(await verify('no-such-token'))).code).toBe('account.linkInvalid');
    await register(registration('old@verify.test'));
    const retired = await tokenFromMail(app, 'old@verify.test');
    await testDb.db.query(`UPDATE account_tokens SET created_at = now() - interval '2 minutes'`);
    await register(registration('old@verify.test'));
    const res = await verify(retired);
    expect(res.status).toBe(400);
    expect((await readEnvelope(res)).code).toBe('account.linkInvalid');

    const current = await tokenFromMail(app, 'old@verify.test');
    await testDb.db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second'
                           WHERE purpose = 'verifyEmail' AND used_at IS NULL`);
    expect((await verify(current)).status).toBe(400);
    expect((await registrationOf('old@verify.test'))[0]?.verified).toBe(false);
  });
});
