/**
 * Single sign-on against a real OpenID provider (oidc-provider on a loopback port): first-time
 * login through the provider, then sign-in with it, and every refusal docs/security.md (Single
 * sign-on) promises: a forged ID token, an unverified or other email, an unknown subject, a
 * replayed state or grant, and the portal's status rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstLoginInfo } from '../../../src/contract';
import type { TestDb } from '../../test/test-db';
import { parseEnv } from '../../env';
import { buildApp, createUser, postJson, readEnvelope, setupTestDb, signIn } from '../../test/test-app';
import {
  OTHER_CLIENT_ID,
  signInAtProvider,
  startTestProvider,
  type IdTokenTamper,
  type TestProvider,
} from '../../test/oidc-provider-kit';
import { authHeader, buildMailApp, tokenFromMail } from '../account/account-test-kit';
import { callback, completeSso, REDIRECT_URI, ssoEnv, ssoTrip, startSso } from './sso-test-kit';

let testDb: TestDb;
let provider: TestProvider;
let app: ReturnType<typeof buildMailApp>;
let adminHeaders: Record<string, string>;
let tampered = 0;

beforeAll(async () => {
  testDb = await setupTestDb();
  provider = await startTestProvider(REDIRECT_URI);
  app = buildMailApp(testDb.db, ssoEnv(provider));
  adminHeaders = authHeader((await signIn(app, 'admin')).body.data?.accessToken);
}, 30_000);
afterAll(async () => {
  await provider.close();
  await testDb.drop();
});

const answers = {
  question: 'firstSchool',
  answer: 'SK Taman Melawati',
  secretPhrase: 'nasi lemak pagi',
  acceptTerms: true,
};

/** A new (N) user invited by mail; answers the link's token. */
async function invite(username: string, email = `${username}@example.com`) {
  await createUser(testDb.db, username, 'N');
  await testDb.db.query('UPDATE users SET email = $2 WHERE username = $1', [username, email]);
  const res = await postJson(app, '/Account/send-first-time-login', { username }, adminHeaders);
  expect(res.status).toBe(200);
  return tokenFromMail(app, email);
}

const statusOf = async (username: string) =>
  (await testDb.db.query<{ status: string }>('SELECT status FROM users WHERE username = $1', [username]))
    .rows[0]?.status;

/** An active user already linked to `subject` at the provider, with that address. */
async function linkedUser(username: string, subject: string, status = 'A') {
  const id = await createUser(testDb.db, username, status);
  await testDb.db.query(
    'INSERT INTO sso_identities (user_id, issuer, subject, email) VALUES ($1, $2, $3, $4)',
    [id, provider.issuer, subject, `${username}@example.com`],
  );
  provider.accounts.set(subject, { email: `${username}@example.com`, emailVerified: true });
}

describe('single sign-on', () => {
  it('says it is on and names the provider', async () => {
    const body = await readEnvelope(await app.request('/api/v1/bo/General/sso'));
    expect(body.data).toEqual({ enabled: true, displayName: 'Company ID' });
  });

  it('first-time login through the provider links the account, then the user signs in with it', async () => {
    const token = await invite('sso.first', 'Nur.Aina@example.com');
    provider.accounts.set('sub-first', { email: 'nur.aina@example.com', emailVerified: true });
    const started = await startSso(app, { purpose: 'firstLogin', token, ...answers });
    const url = new URL(started.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    const back = await signInAtProvider(url.href, 'sub-first');
    const login = await callback(app, back, started.cookie);
    const grant = login.searchParams.get('sso');
    expect(grant).toMatch(/^[\w-]{40,}$/);
    expect([...login.searchParams.keys()]).toEqual(['sso']);
    const first = await completeSso(app, grant);
    expect(first.res.status).toBe(200);
    expect(first.body.code).toBe('auth.signedIn');
    expect(first.body.data?.user.username).toBe('sso.first');
    expect(await statusOf('sso.first')).toBe('A');
    const { rows } = await testDb.db.query<{ method: string; answer: string | null }>(
      `SELECT s.method, q.answer_hash AS answer FROM sessions s JOIN users u ON u.id = s.user_id
       JOIN user_security q ON q.user_id = u.id WHERE u.username = 'sso.first'`,
    );
    expect(rows[0]?.method).toBe('sso');
    expect(rows[0]?.answer).toMatch(/^\$argon2id\$/);
    // The grant, the state and the mailed link are each good once.
    expect((await completeSso(app, grant)).body.code).toBe('sso.expired');
    expect((await callback(app, back, started.cookie)).searchParams.get('ssoError')).toBe('sso.expired');
    const link = await postJson(app, '/General/first-time-login/validate', { token });
    expect((await readEnvelope<FirstLoginInfo>(link)).code).toBe('account.alreadyActivated');
    // Afterwards: "Sign in with Company ID", no password.
    const again = await ssoTrip(app, { purpose: 'signIn' }, 'sub-first');
    const session = await completeSso(app, again.login.searchParams.get('sso'));
    expect(session.res.status).toBe(200);
    expect(session.body.data?.user.username).toBe('sso.first');
  });

  it('goes through the second step where the role asks for one, as a password sign-in does', async () => {
    await linkedUser('sso.twostep', 'sub-twostep');
    const role = `(SELECT role_id FROM users WHERE username = 'sso.twostep')`;
    await testDb.db.query(`UPDATE roles SET second_factor = 'everyone' WHERE id = ${role}`);
    try {
      const trip = await ssoTrip(app, { purpose: 'signIn' }, 'sub-twostep');
      const answer = await completeSso(app, trip.login.searchParams.get('sso'));
      expect(answer.res.status).toBe(200);
      expect(answer.body.code).toBe('secondFactor.setupNeeded');
      expect(answer.body.data).not.toHaveProperty('accessToken');
      const { rows } = await testDb.db.query(
        `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = 'sso.twostep'`,
      );
      expect(rows).toEqual([]);
    } finally {
      await testDb.db.query(`UPDATE roles SET second_factor = 'none' WHERE id = ${role}`);
    }
  });

  it('links only an email the provider verified, and only the invited one', async () => {
    const token = await invite('sso.unverified');
    provider.accounts.set('sub-unverified', { email: 'sso.unverified@example.com', emailVerified: false });
    const unverified = await ssoTrip(app, { purpose: 'firstLogin', token, ...answers }, 'sub-unverified');
    expect(unverified.login.searchParams.get('ssoError')).toBe('sso.emailNotVerified');
    provider.accounts.set('sub-other', { email: 'someone.else@example.com', emailVerified: true });
    const other = await ssoTrip(app, { purpose: 'firstLogin', token, ...answers }, 'sub-other');
    expect(other.login.searchParams.get('ssoError')).toBe('sso.emailMismatch');
    expect(await statusOf('sso.unverified')).toBe('N');
    const { rows } = await testDb.db.query('SELECT 1 FROM sso_identities WHERE subject LIKE $1', [
      'sub-%ther',
    ]);
    expect(rows).toHaveLength(0);
    // The link still works: the user may try again, or set a password.
    const info = await postJson(app, '/General/first-time-login/validate', { token });
    expect(info.status).toBe(200);
  });

  it('refuses a subject already linked to another account', async () => {
    await linkedUser('sso.owner', 'sub-owned');
    const token = await invite('sso.second', 'sso.owner@example.com');
    const trip = await ssoTrip(app, { purpose: 'firstLogin', token, ...answers }, 'sub-owned');
    expect(trip.login.searchParams.get('ssoError')).toBe('sso.alreadyLinked');
    expect(await statusOf('sso.second')).toBe('N');
  });

  it('never creates a user: an unknown subject is told so', async () => {
    provider.accounts.set('sub-stranger', { email: 'admin@example.com', emailVerified: true });
    const trip = await ssoTrip(app, { purpose: 'signIn' }, 'sub-stranger');
    expect(trip.login.searchParams.get('ssoError')).toBe('sso.unknownSubject');
    const { rows } = await testDb.db.query(`SELECT 1 FROM users WHERE email = 'admin@example.com'`);
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['a wrong nonce', { claims: { nonce: 'not-the-one-we-sent' } }, /nonce/],
    ['a wrong audience', { claims: { aud: OTHER_CLIENT_ID } }, /aud/],
    ['a wrong issuer', { claims: { iss: 'https://evil.example' } }, /iss/],
    ['an expired time', { claims: { exp: Math.floor(Date.now() / 1000) - 3600 } }, /exp/],
    ['a signature by another key', { signWithOtherKey: true }, /signature/i],
  ])('refuses an ID token with %s', async (name, tamper: IdTokenTamper, reason) => {
    const subject = `sub-${name.replaceAll(' ', '-')}`;
    await linkedUser(`sso.tamper${++tampered}`, subject);
    provider.tamper = tamper;
    try {
      const trip = await ssoTrip(app, { purpose: 'signIn' }, subject);
      expect(trip.login.searchParams.get('ssoError')).toBe('sso.failed');
    } finally {
      provider.tamper = null;
    }
    const { rows } = await testDb.db.query<{ reason: string }>(
      `SELECT details->>'reason' AS reason FROM audit_log WHERE action = 'auth.signInFailed'
       ORDER BY created_at DESC LIMIT 1`,
    );
    expect(rows[0]?.reason).toMatch(reason);
    // The same subject signs in once the provider's tokens are honest again.
    const honest = await ssoTrip(app, { purpose: 'signIn' }, subject);
    expect(honest.login.searchParams.get('sso')).toBeTruthy();
  });

  it.each([
    ['D', 'auth.statusDisabled'],
    ['X', 'auth.statusDeleted'],
    ['L', 'auth.locked'],
  ])('keeps the status rules: a user in status %s is refused', async (status, code) => {
    await linkedUser(`sso.status${status.toLowerCase()}`, `sub-status-${status}`, status);
    const trip = await ssoTrip(app, { purpose: 'signIn' }, `sub-status-${status}`);
    const answer = await completeSso(app, trip.login.searchParams.get('sso'));
    expect(answer.res.status).toBe(403);
    expect(answer.body.code).toBe(code);
  });

  it('refuses a callback in another browser than the one that started (login CSRF)', async () => {
    await linkedUser('sso.victim', 'sub-attacker');
    const { url } = await startSso(app, { purpose: 'signIn' });
    const back = await signInAtProvider(url, 'sub-attacker');
    const otherBrowser = await callback(app, back, 'bo_sso=someone-elses-cookie');
    expect(otherBrowser.searchParams.get('ssoError')).toBe('sso.failed');
    expect(otherBrowser.searchParams.get('sso')).toBeNull();
  });

  it('refuses a made-up state and a made-up grant', async () => {
    const res = await app.request('/api/v1/bo/General/sso/callback?code=abc&state=made-up');
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('ssoError')).toBe('sso.expired');
    expect((await completeSso(app, 'x'.repeat(43))).body.code).toBe('sso.expired');
  });

  it('shows nothing of itself without OIDC_ISSUER', async () => {
    const plain = buildApp(testDb.db);
    const settings = await readEnvelope(await plain.request('/api/v1/bo/General/sso'));
    expect(settings.data).toEqual({ enabled: false, displayName: null });
    const start = await postJson(plain, '/General/sso/start', { purpose: 'signIn' });
    expect(start.status).toBe(404);
    expect((await readEnvelope(start)).code).toBe('sso.notConfigured');
  });

  it('reads its configuration from the environment, and needs a client id with an issuer', () => {
    expect(parseEnv({}).sso).toBeUndefined();
    expect(
      parseEnv({ OIDC_ISSUER: 'https://login.example.com/tenant', OIDC_CLIENT_ID: 'portal' }).sso,
    ).toEqual({
      issuer: 'https://login.example.com/tenant',
      clientId: 'portal',
      clientSecret: undefined,
      displayName: 'login.example.com',
    });
    expect(() => parseEnv({ OIDC_ISSUER: 'https://login.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => parseEnv({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'portal' })).toThrow(/OIDC_ISSUER/);
  });
});
