/** Test helpers of the account flows: an app whose mail goes to a temporary folder, read back. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/client';
import type { StoredMail } from '../../lib/mail/file-transport';
import type { OtpChallenge } from '../../../src/contract';
import { buildApp, createUser, postJson, readEnvelope, refreshCookieOf, signIn } from '../../test/test-app';

type App = ReturnType<typeof buildApp>;

export function buildMailApp(db: Db, overrides: Record<string, string> = {}): App {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bo-mail-'));
  return buildApp(db, { DATA_DIR: dataDir, APP_URL: 'http://portal.test', ...overrides });
}

/** The socket of a caller on this machine, the only one the development mail page answers. */
export const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

export async function mailTo(app: App, to: string): Promise<StoredMail[]> {
  const res = await app.request(`/api/dev/mail?to=${encodeURIComponent(to)}`, {}, LOOPBACK);
  return (await readEnvelope<StoredMail[]>(res)).data ?? [];
}

/** The `token` of the link in the newest mail to `to`. */
export async function tokenFromMail(app: App, to: string): Promise<string> {
  const [latest] = await mailTo(app, to);
  const token = /[?&]token=([\w-]+)/.exec(latest?.text ?? '')?.[1];
  if (!token) throw new Error(`no link in the mail to ${to}`);
  return token;
}

export async function otpFromMail(app: App, to: string): Promise<string> {
  const [latest] = await mailTo(app, to);
  const code = /\b(\d{6})\b/.exec(latest?.subject ?? '')?.[1];
  if (!code) throw new Error(`no OTP in the mail to ${to}`);
  return code;
}

export const authHeader = (token: string | undefined) => ({ Authorization: `Bearer ${token ?? ''}` });

/** A fresh active user, signed in: its bearer headers, refresh cookie and mail address. */
export async function signInNewUser(app: App, db: Db, username: string) {
  await createUser(db, username, 'A');
  const { body, res } = await signIn(app, username);
  const headers = authHeader(body.data?.accessToken);
  return { headers, cookie: refreshCookieOf(res), email: `${username}@example.com` };
}

/** Asks for a one-time password for `purpose`. */
export async function requestOtp(app: App, headers: Record<string, string>, purpose: string) {
  const res = await postJson(app, '/Account/otp', { purpose }, headers);
  return { res, body: await readEnvelope<OtpChallenge>(res) };
}

/** Two browsers a person signs in from, as their user agents say them. */
export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
