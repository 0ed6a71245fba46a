/** Test helpers of the second factor: staff users, a role that requires it, codes from otplib. */
import { generate } from 'otplib';
import type { Db } from '../db/client';
import type { SecondFactorChallenge, SecondStepAnswer } from '../../src/contract';
import { postJson, readEnvelope, signIn } from './test-app';
import { authHeader, otpFromMail, requestOtp, type buildMailApp } from '../features/account/account-test-kit';

type App = ReturnType<typeof buildMailApp>;

/** An active staff user of `role` (the demo's Super Admin unless named), with the demo password. */
export async function createStaffUser(
  db: Db,
  username: string,
  level: 'Maker' | 'Checker',
  role = 'Super Admin',
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status,
                        password_set_at)
     SELECT $1, u.password_hash, 'Test', 'Staff', $1 || '@example.com', r.id, $2, 'A', now()
     FROM users u, roles r WHERE u.username = 'admin' AND r.name = $3
     RETURNING id`,
    [username, level, role],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('could not create staff user');
  return id;
}

/** A staff role named `name` whose second-factor rule is `rule`. */
export async function createStaffRole(db: Db, name: string, rule: string): Promise<void> {
  await db.query(`INSERT INTO roles (name, scope, second_factor) VALUES ($1, 'staff', $2)`, [name, rule]);
}

/** The code an authenticator shows now, or `steps` periods later. */
export const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

export async function signInChallenge(app: App, username: string) {
  const { res, body } = await signIn(app, username);
  return { res, challenge: body.data as unknown as SecondFactorChallenge };
}

export async function answerSecondStep(app: App, body: Record<string, string>) {
  const res = await postJson(app, '/General/sign-in/second-factor', body);
  return { res, body: await readEnvelope<SecondStepAnswer>(res) };
}

/** Turns the factor on from Security settings (OTP step, QR, first code); answers its secret. */
export async function setUpFromSettings(app: App, accessToken: string, email: string) {
  const headers = authHeader(accessToken);
  const { body: otp } = await requestOtp(app, headers, 'secondFactor');
  const setup = await postJson(
    app,
    '/Account/second-factor/setup',
    { challengeId: otp.data?.challengeId, otp: await otpFromMail(app, email) },
    headers,
  );
  const { data } = await readEnvelope<{ secret: string; qrSvg: string; otpauthUrl: string }>(setup);
  const secret = data?.secret ?? '';
  const confirm = await postJson(
    app,
    '/Account/second-factor/confirm',
    { code: await codeOf(secret) },
    headers,
  );
  const confirmed = await readEnvelope<{ recoveryCodes: string[] }>(confirm);
  return { setup: data, secret, recoveryCodes: confirmed.data?.recoveryCodes ?? [], confirm };
}
