import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityProfile } from '../../../src/contract';
import type { TestDb } from '../../test/test-db';
import { api, postJson, readEnvelope, setupTestDb } from '../../test/test-app';
import { buildMailApp, otpFromMail, requestOtp, signInNewUser } from './account-test-kit';

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

describe('one-time passwords', () => {
  it('mails a 6-digit code, says when it expires, and refuses a new one until then', async () => {
    const { headers, email } = await signedIn('otp.basic');
    const { res, body } = await askOtp(headers, 'mobile');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      code: 'account.otpSent',
      data: { challengeId: expect.any(String), expiresIn: 120, sentTo: 'ot***@example.com' },
    });
    expect(await otpFromMail(app, email)).toMatch(/^\d{6}$/);
    const again = await askOtp(headers, 'mobile');
    expect(again.res.status).toBe(429);
    expect(again.body.code).toBe('account.otpResendTooSoon');
    expect(Number(again.body.params?.seconds)).toBeGreaterThan(100);
    // After the countdown a new code may be sent, and the old one stops working.
    await testDb.db.query(`UPDATE otp_challenges SET expires_at = now() - interval '1 second'`);
    const resent = await askOtp(headers, 'mobile');
    expect(resent.res.status).toBe(200);
    const stale = await postJson(
      app,
      '/Account/change-mobile',
      { challengeId: body.data?.challengeId, otp: '000000', mobileNumber: '012-111-2222' },
      headers,
    );
    expect((await readEnvelope(stale)).code).toBe('account.otpInvalid');
  });

  it('changes the mobile number with the right code, once', async () => {
    const { headers, email } = await signedIn('otp.mobile');
    const { body } = await askOtp(headers, 'mobile');
    const otp = await otpFromMail(app, email);
    const change = { challengeId: body.data?.challengeId, otp, mobileNumber: '019-876-5432' };
    const res = await postJson(app, '/Account/change-mobile', change, headers);
    expect(res.status).toBe(200);
    expect(await readEnvelope(res)).toMatchObject({
      code: 'account.infoUpdated',
      data: { mobileNumber: '019-876-5432' },
    });
    const profile = await readEnvelope<SecurityProfile>(
      await app.request(api('/Account/security'), { headers }),
    );
    expect(profile.data?.mobileNumber).toBe('019-876-5432');
    const replay = await postJson(app, '/Account/change-mobile', change, headers);
    expect(replay.status).toBe(400);
    expect((await readEnvelope(replay)).message).toBe('OTP is invalid');
  });

  it("says 'OTP is invalid' on a wrong code and stops after the attempt limit", async () => {
    const { headers, email } = await signedIn('otp.limit');
    const { body } = await askOtp(headers, 'mobile');
    const right = await otpFromMail(app, email);
    const wrong = right === '123456' ? '654321' : '123456';
    const attempt = (otp: string) =>
      postJson(
        app,
        '/Account/change-mobile',
        { challengeId: body.data?.challengeId, otp, mobileNumber: '012-222-3333' },
        headers,
      );
    expect((await readEnvelope(await attempt(wrong))).message).toBe('OTP is invalid');
    expect((await readEnvelope(await attempt(wrong))).message).toBe('OTP is invalid');
    const third = await attempt(wrong);
    expect(third.status).toBe(429);
    expect((await readEnvelope(third)).code).toBe('account.otpTooManyAttempts');
    // Even the right code is refused now; a new one may be requested at once.
    expect((await attempt(right)).status).toBe(429);
    expect((await askOtp(headers, 'mobile')).res.status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { headers, email } = await signedIn('otp.late');
    const { body } = await askOtp(headers, 'phrase');
    const otp = await otpFromMail(app, email);
    await testDb.db.query(
      `UPDATE otp_challenges SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [body.data?.challengeId],
    );
    const res = await postJson(
      app,
      '/Account/change-security-phrase',
      { challengeId: body.data?.challengeId, otp, phrase: 'blue river morning' },
      headers,
    );
    expect(res.status).toBe(400);
    expect((await readEnvelope(res)).code).toBe('account.otpExpired');
  });

  it("does not accept another purpose's code, nor a malformed one", async () => {
    const { headers, email } = await signedIn('otp.purpose');
    const { body } = await askOtp(headers, 'mobile');
    const otp = await otpFromMail(app, email);
    const cross = await postJson(
      app,
      '/Account/change-security-phrase',
      { challengeId: body.data?.challengeId, otp, phrase: 'blue river morning' },
      headers,
    );
    expect((await readEnvelope(cross)).code).toBe('account.otpInvalid');
    const malformed = await postJson(
      app,
      '/Account/change-mobile',
      { challengeId: body.data?.challengeId, otp: '12ab', mobileNumber: '0123' },
      headers,
    );
    expect(malformed.status).toBe(422);
    expect((await readEnvelope(malformed)).errors?.map((e) => e.code)).toEqual([
      'account.otpInvalid',
      'validation.phone',
    ]);
  });

  it('needs a signed-in user', async () => {
    expect((await postJson(app, '/Account/otp', { purpose: 'mobile' })).status).toBe(401);
    expect((await app.request(api('/Account/security'))).status).toBe(401);
  });
});
