import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityProfile } from '../../../src/contract';
import type { TestDb } from '../../test/test-db';
import { api, postJson, readEnvelope, setupTestDb, signIn } from '../../test/test-app';
import { authHeader, buildMailApp, mailTo, otpFromMail, requestOtp, signInNewUser } from './account-test-kit';
import { hashAnswer } from '../../lib/account/user-security';

let testDb: TestDb;
let app: ReturnType<typeof buildMailApp>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildMailApp(testDb.db, { OTP_MAX_ATTEMPTS: '3' });
});
afterAll(async () => {
  await testDb.drop();
});

const signedIn = (username: string) => signInNewUser(app, testDb.db, username);
const askOtp = (headers: Record<string, string>, purpose: string) => requestOtp(app, headers, purpose);

describe('security settings', () => {
  it('changes the password: checks the current one, ends the other sessions, keeps this one', async () => {
    const { headers, email, cookie } = await signedIn('sec.password');
    const other = await signIn(app, 'sec.password');
    const { body } = await askOtp(headers, 'password');
    const otp = await otpFromMail(app, email);
    const base = {
      challengeId: body.data?.challengeId,
      otp,
      password: 'Newer#Pass1',
      confirmPassword: 'Newer#Pass1',
    };
    const wrong = await postJson(
      app,
      '/Account/change-password',
      { ...base, currentPassword: 'Wrong#Pass1' },
      headers,
    );
    expect((await readEnvelope(wrong)).message).toBe('Your current password is incorrect.');
    const weak = await postJson(
      app,
      '/Account/change-password',
      { ...base, currentPassword: 'Demo@12345', password: 'weak', confirmPassword: 'weak' },
      headers,
    );
    expect((await readEnvelope(weak)).errors?.[0]?.message).toBe('Your password does not meet requirements');
    const res = await postJson(
      app,
      '/Account/change-password',
      { ...base, currentPassword: 'Demo@12345' },
      headers,
    );
    expect(res.status).toBe(200);
    expect((await readEnvelope(res)).code).toBe('account.passwordChanged');
    expect((await app.request(api('/Account/security'), { headers })).status).toBe(200);
    expect(
      (await app.request(api('/Account/security'), { headers: authHeader(other.body.data?.accessToken) }))
        .status,
    ).toBe(401);
    const refreshThis = await app.request(api('/General/refresh-token'), {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(refreshThis.status).toBe(200);
    expect((await signIn(app, 'sec.password', 'Newer#Pass1')).res.status).toBe(200);
  });

  it('changes the security question only with the current answer', async () => {
    const { headers, email } = await signedIn('sec.question');
    await testDb.db.query(
      `INSERT INTO user_security (user_id, question, answer_hash)
       SELECT id, 'firstPet', $1 FROM users WHERE username = 'sec.question'`,
      [await hashAnswer('Comel')],
    );
    const { body } = await askOtp(headers, 'question');
    const otp = await otpFromMail(app, email);
    const base = { challengeId: body.data?.challengeId, otp, question: 'birthTown', answer: 'Ipoh' };
    const wrong = await postJson(
      app,
      '/Account/change-security-question',
      { ...base, currentAnswer: 'Tompok' },
      headers,
    );
    expect((await readEnvelope(wrong)).message).toBe('Your answer is incorrect.');
    const special = await postJson(
      app,
      '/Account/change-security-question',
      { ...base, currentAnswer: 'comel', answer: 'Ipoh!' },
      headers,
    );
    expect((await readEnvelope(special)).errors?.[0]).toMatchObject({
      path: 'answer',
      code: 'account.answerInvalid',
    });
    const res = await postJson(
      app,
      '/Account/change-security-question',
      { ...base, currentAnswer: '  COMEL ' },
      headers,
    );
    expect(res.status).toBe(200);
    const profile = await readEnvelope<SecurityProfile>(
      await app.request(api('/Account/security'), { headers }),
    );
    expect(profile.data?.question).toBe('birthTown');
  });

  it('changes the security phrase under its policy, and later mail carries it', async () => {
    const { headers, email } = await signedIn('sec.phrase');
    const { body } = await askOtp(headers, 'phrase');
    const otp = await otpFromMail(app, email);
    const base = { challengeId: body.data?.challengeId, otp };
    for (const phrase of ['short', 'oneverylongwordonly', 'with symbols #!', 'x'.repeat(41)]) {
      const res = await postJson(app, '/Account/change-security-phrase', { ...base, phrase }, headers);
      expect((await readEnvelope(res)).errors?.[0]?.message, phrase).toBe(
        'Security phrase does not meet requirements',
      );
    }
    const res = await postJson(
      app,
      '/Account/change-security-phrase',
      { ...base, phrase: 'Teh tarik kurang manis' },
      headers,
    );
    expect(res.status).toBe(200);
    await testDb.db.query(`UPDATE otp_challenges SET expires_at = now() - interval '1 second'`);
    await askOtp(headers, 'mobile');
    const { text } = (await mailTo(app, email))[0] ?? { text: '' };
    expect(text).toContain('Your secret phrase: Teh tarik kurang manis.');
  });
});
