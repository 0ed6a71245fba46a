/**
 * A user gets at most OTP_CODES_PER_HOUR one-time passwords in any hour, whatever their purpose,
 * even when each code's tries are used up at once (docs/security.md, Hardening).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '../../../src/contract';
import { setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { buildMailApp, mailTo, requestOtp, signInNewUser } from './account-test-kit';
import { OTP_CODES_PER_HOUR } from './otp';

let testDb: TestDb;
let app: ReturnType<typeof buildMailApp>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildMailApp(testDb.db, { OTP_MAX_ATTEMPTS: '3' });
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

/** What a caller who burns each code's tries at once can do: ask again straight away. */
const useUp = (challengeId: string | undefined) =>
  testDb.db.query('UPDATE otp_challenges SET attempts = 3 WHERE id = $1', [challengeId]);

describe('one-time passwords per hour', () => {
  it(`refuses the code after the ${OTP_CODES_PER_HOUR}th in an hour with 429 and Retry-After`, async () => {
    const { headers, email } = await signInNewUser(app, testDb.db, 'otp.flood');
    for (let sent = 0; sent < OTP_CODES_PER_HOUR; sent += 1) {
      const { res, body } = await requestOtp(app, headers, sent % 2 === 0 ? 'mobile' : 'phrase');
      expect(res.status).toBe(200);
      await useUp(body.data?.challengeId);
    }
    const refused = await requestOtp(app, headers, 'password');
    expect(refused.res.status).toBe(429);
    expect(refused.body.code).toBe('account.otpHourlyLimit');
    const minutes = Number(refused.body.params?.minutes);
    expect(minutes).toBeGreaterThanOrEqual(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(refused.body.message).toBe(formatMessage('account.otpHourlyLimit', { minutes }));
    const retryAfter = Number(refused.res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await mailTo(app, email)).toHaveLength(OTP_CODES_PER_HOUR);
  });

  it('sends again once the oldest code of the hour is an hour old', async () => {
    const { headers } = await signInNewUser(app, testDb.db, 'otp.later');
    for (let sent = 0; sent < OTP_CODES_PER_HOUR; sent += 1) {
      await useUp((await requestOtp(app, headers, 'mobile')).body.data?.challengeId);
    }
    expect((await requestOtp(app, headers, 'mobile')).res.status).toBe(429);
    await testDb.db.query(
      `UPDATE otp_challenges SET created_at = now() - interval '61 minutes'
       WHERE id = (SELECT o.id FROM otp_challenges o JOIN users u ON u.id = o.user_id
                   WHERE u.username = 'otp.later' ORDER BY o.created_at LIMIT 1)`,
    );
    expect((await requestOtp(app, headers, 'mobile')).res.status).toBe(200);
  });
});
