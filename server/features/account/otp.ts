/**
 * One-time passwords confirming a security-setting change: 6 digits, valid OTP_TTL seconds
 * (default 120), at most OTP_MAX_ATTEMPTS wrong tries (default 5), and a new code only after the
 * previous one expired (the countdown the screen shows). A code is stored as an HMAC keyed by the
 * server secret and bound to its challenge id, so a leaked table does not give codes away.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { MessageCode, OtpPurpose } from '../../../src/contract';
import { OTP_LENGTH } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { AppDeps } from '../../lib/context';

const codeHash = (secret: string, challengeId: string, code: string) =>
  createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');

/**
 * Codes a user may be sent in any hour, whatever their purpose: without it, a caller who burns a
 * code's tries at once could ask for the next at once, without end (docs/security.md, Hardening).
 */
export const OTP_CODES_PER_HOUR = 5;

/**
 * 429 `account.otpHourlyLimit` with Retry-After once the user has had OTP_CODES_PER_HOUR codes in
 * the last hour, until the oldest of them is an hour old. A transaction-scoped lock per user makes
 * concurrent requests take turns, so none slips past the count.
 */
async function refuseOverHourlyCap(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`otp:${userId}`]);
  const { rows } = await tx.query<{ sent: number; seconds: number }>(
    `SELECT count(*)::int AS sent,
            coalesce(ceil(EXTRACT(EPOCH FROM min(created_at) + interval '1 hour' - now())), 0)::int AS seconds
     FROM (SELECT created_at FROM otp_challenges
           WHERE user_id = $1 AND created_at > now() - interval '1 hour'
           ORDER BY created_at DESC LIMIT $2) AS recent`,
    [userId, OTP_CODES_PER_HOUR],
  );
  const { sent = 0, seconds = 0 } = rows[0] ?? {};
  if (sent < OTP_CODES_PER_HOUR) return;
  const wait = Math.max(seconds, 1);
  throw new ApiError(429, 'account.otpHourlyLimit', {
    params: { minutes: Math.ceil(wait / 60) },
    headers: { 'Retry-After': String(wait) },
  });
}

export async function issueOtp(
  { db, env, jwtSecret }: AppDeps,
  userId: string,
  purpose: OtpPurpose,
): Promise<{ challengeId: string; code: string }> {
  const { rows: open } = await db.query<{ seconds: number }>(
    `SELECT ceil(EXTRACT(EPOCH FROM expires_at - now()))::int AS seconds FROM otp_challenges
     WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
       AND attempts < $3
     ORDER BY created_at DESC LIMIT 1`,
    [userId, purpose, env.otpMaxAttempts],
  );
  const wait = open[0]?.seconds;
  if (wait !== undefined) {
    throw new ApiError(429, 'account.otpResendTooSoon', {
      params: { seconds: wait },
      headers: { 'Retry-After': String(wait) },
    });
  }
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  return db.transaction(async (tx) => {
    await refuseOverHourlyCap(tx, userId);
    await tx.query(
      'UPDATE otp_challenges SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
      [userId, purpose],
    );
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO otp_challenges (user_id, purpose, code_hash, expires_at)
       VALUES ($1, $2, '', now() + make_interval(secs => $3)) RETURNING id`,
      [userId, purpose, env.otpTtl],
    );
    const challengeId = rows[0]?.id ?? '';
    await tx.query('UPDATE otp_challenges SET code_hash = $2 WHERE id = $1', [
      challengeId,
      codeHash(jwtSecret, challengeId, code),
    ]);
    return { challengeId, code };
  });
}

type Challenge = { code_hash: string; attempts: number; is_expired: boolean; is_used: boolean };

/**
 * Counts a wrong try (a wrong code, or a wrong current password or answer, so those cannot be
 * guessed without limit either) and throws `code`, or 'too many' when no tries are left.
 */
export async function countOtpAttempt(
  db: Queryable,
  challengeId: string,
  max: number,
  code: MessageCode = 'account.otpInvalid',
): Promise<never> {
  const { rows } = await db.query<{ attempts: number }>(
    'UPDATE otp_challenges SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
    [challengeId],
  );
  if ((rows[0]?.attempts ?? max) >= max) throw new ApiError(429, 'account.otpTooManyAttempts');
  throw new ApiError(400, code);
}

/** Checks a code without using it up (the change may still fail on other checks). */
export async function checkOtp(
  { db, env, jwtSecret }: AppDeps,
  userId: string,
  purpose: OtpPurpose,
  challengeId: string,
  code: string,
): Promise<void> {
  const { rows } = await db.query<Challenge>(
    `SELECT code_hash, attempts, expires_at <= now() AS is_expired, used_at IS NOT NULL AS is_used
     FROM otp_challenges WHERE id = $1 AND user_id = $2 AND purpose = $3`,
    [challengeId, userId, purpose],
  );
  const challenge = rows[0];
  if (!challenge || challenge.is_used) throw new ApiError(400, 'account.otpInvalid');
  if (challenge.attempts >= env.otpMaxAttempts) throw new ApiError(429, 'account.otpTooManyAttempts');
  if (challenge.is_expired) throw new ApiError(400, 'account.otpExpired');
  const expected = Buffer.from(challenge.code_hash, 'hex');
  const given = Buffer.from(codeHash(jwtSecret, challengeId, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await countOtpAttempt(db, challengeId, env.otpMaxAttempts);
  }
}

/** Uses the code up inside the change's transaction; false if a parallel request used it first. */
export async function consumeOtp(db: Queryable, challengeId: string, maxAttempts: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE otp_challenges SET used_at = now()
     WHERE id = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2 RETURNING id`,
    [challengeId, maxAttempts],
  );
  return rows.length > 0;
}
