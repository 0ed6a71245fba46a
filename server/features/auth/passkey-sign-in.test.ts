import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Passkey, Session } from '../../../src/contract';
import { softwareAuthenticator } from '../../test/software-authenticator';
import type { TestDb } from '../../test/test-db';
import {
  api,
  createUser,
  DEMO_PASSWORD,
  postJson,
  readEnvelope,
  setupTestDb,
  signIn,
} from '../../test/test-app';
import {
  authHeader,
  buildMailApp,
  otpFromMail,
  requestOtp,
  signInNewUser,
} from '../account/account-test-kit';

let testDb: TestDb;
let app: ReturnType<typeof buildMailApp>;
const RP = { rpId: 'portal.test', origin: 'http://portal.test' };
const AGENT = {
  'User-Agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36',
};

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildMailApp(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});

type Options = { challenge: string; user?: { id: string } };

/** Signs a new user in and registers a software passkey after the OTP step. */
async function withPasskey(username: string) {
  await createUser(testDb.db, username, 'A');
  const email = `${username}@example.com`;
  const { body } = await signIn(app, username, DEMO_PASSWORD, AGENT);
  const signedIn = { ...authHeader(body.data?.accessToken), ...AGENT };
  const { body: otpBody } = await requestOtp(app, signedIn, 'passkey');
  const confirm = { challengeId: otpBody.data?.challengeId, otp: await otpFromMail(app, email) };
  const optionsRes = await postJson(app, '/Account/passkeys/options', confirm, signedIn);
  expect(optionsRes.status).toBe(200);
  const options = (await readEnvelope<Options>(optionsRes)).data as Options;
  const authenticator = softwareAuthenticator(RP);
  const res = await postJson(
    app,
    '/Account/passkeys/register',
    { ...confirm, credential: authenticator.register(options) },
    signedIn,
  );
  return { res, authenticator, headers: signedIn, email };
}

async function signInOptions() {
  const res = await postJson(app, '/General/passkey/options', {});
  return ((await readEnvelope<Options>(res)).data as Options).challenge;
}

const passkeySignIn = async (credential: unknown) => {
  const res = await postJson(app, '/General/passkey/sign-in', { credential }, AGENT);
  return { res, body: await readEnvelope<Session>(res) };
};

describe('passkeys', () => {
  it('registers this device after the OTP step, named from the browser, and lists it', async () => {
    const { res, headers } = await withPasskey('pk.register');
    expect(res.status).toBe(200);
    expect((await readEnvelope(res)).code).toBe('passkey.registered');
    const list = await readEnvelope<Passkey[]>(await app.request(api('/Account/passkeys'), { headers }));
    expect(list.data).toEqual([expect.objectContaining({ deviceName: 'Chrome on Linux', lastUsedAt: null })]);
  });

  it('asks for the browser only once the one-time password is right', async () => {
    const { headers, email } = await signInNewUser(app, testDb.db, 'pk.wrongotp');
    const { body } = await requestOtp(app, headers, 'passkey');
    const code = await otpFromMail(app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await postJson(
      app,
      '/Account/passkeys/options',
      { challengeId: body.data?.challengeId, otp: wrong },
      headers,
    );
    expect(res.status).toBe(400);
    expect((await readEnvelope(res)).code).toBe('account.otpInvalid');
  });

  it('signs in with the passkey, no username: a passkey session, the counter kept', async () => {
    const { authenticator } = await withPasskey('pk.signin');
    const { res, body } = await passkeySignIn(authenticator.assert(await signInOptions()));
    expect(res.status).toBe(200);
    expect(body.data?.user.username).toBe('pk.signin');
    const { rows } = await testDb.db.query<{ method: string }>(
      `SELECT s.method FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE u.username = 'pk.signin' ORDER BY s.created_at DESC LIMIT 1`,
    );
    expect(rows[0]?.method).toBe('passkey');
    const stored = await testDb.db.query<{ counter: string; last_used_at: Date | null }>(
      `SELECT counter::text AS counter, last_used_at FROM passkeys WHERE credential_id = $1`,
      [authenticator.credentialId],
    );
    expect(stored.rows[0]?.counter).toBe('1');
    expect(stored.rows[0]?.last_used_at).not.toBeNull();
  });

  it('refuses a challenge it never gave, and one already used', async () => {
    const { authenticator } = await withPasskey('pk.challenge');
    const forged = await passkeySignIn(authenticator.assert('bm90LWEtcmVhbC1jaGFsbGVuZ2U'));
    expect(forged.res.status).toBe(400);
    expect(forged.body.code).toBe('passkey.expired');
    const challenge = await signInOptions();
    expect((await passkeySignIn(authenticator.assert(challenge))).res.status).toBe(200);
    const reused = await passkeySignIn(authenticator.assert(challenge));
    expect(reused.res.status).toBe(400);
    expect(reused.body.code).toBe('passkey.expired');
  });

  it('refuses an unknown passkey without naming anyone', async () => {
    const stranger = softwareAuthenticator(RP);
    stranger.register({ challenge: 'x' });
    const { res, body } = await passkeySignIn(stranger.assert(await signInOptions()));
    expect(res.status).toBe(401);
    expect(body.code).toBe('passkey.unknown');
  });

  it("refuses another origin, another user's handle, and a counter that did not move", async () => {
    const { authenticator } = await withPasskey('pk.origin');
    const forged = await passkeySignIn(
      authenticator.assert(await signInOptions(), { from: 'http://evil.test' }),
    );
    expect(forged.body.code).toBe('passkey.signInFailed');
    const assertion = authenticator.assert(await signInOptions());
    const otherHandle = Buffer.from('another-user').toString('base64url');
    const otherUser = await passkeySignIn({
      ...assertion,
      response: { ...assertion.response, userHandle: otherHandle },
    });
    expect(otherUser.body.code).toBe('passkey.signInFailed');
    expect((await passkeySignIn(authenticator.assert(await signInOptions()))).res.status).toBe(200);
    const replayed = await passkeySignIn(
      authenticator.assert(await signInOptions(), { replayCounter: true }),
    );
    expect(replayed.res.status).toBe(401);
    expect(replayed.body.code).toBe('passkey.signInFailed');
  });

  it('keeps a locked account locked, and counts a failed assertion toward the lockout', async () => {
    const { authenticator } = await withPasskey('pk.lock');
    for (const expected of ['passkey.signInFailed', 'passkey.signInFailed', 'auth.locked']) {
      const failed = await passkeySignIn(authenticator.assert(await signInOptions(), { tamper: true }));
      expect(failed.res.status).toBe(401);
      expect(failed.body.code).toBe(expected);
    }
    const locked = await passkeySignIn(authenticator.assert(await signInOptions()));
    expect(locked.res.status).toBe(403);
    expect(locked.body.message).toBe('Your account is locked, please proceed to Forgot Password');
  });

  it('clears the failed count on a passkey success', async () => {
    const { authenticator } = await withPasskey('pk.clear');
    await passkeySignIn(authenticator.assert(await signInOptions(), { tamper: true }));
    expect((await passkeySignIn(authenticator.assert(await signInOptions()))).res.status).toBe(200);
    const { rows } = await testDb.db.query<{ failed_attempts: number }>(
      `SELECT failed_attempts FROM users WHERE username = 'pk.clear'`,
    );
    expect(rows[0]?.failed_attempts).toBe(0);
  });

  it('removes a passkey only with the OTP step; unbinding its browser removes it too', async () => {
    const { headers, email, authenticator } = await withPasskey('pk.remove');
    const list = async () =>
      (await readEnvelope<Passkey[]>(await app.request(api('/Account/passkeys'), { headers }))).data ?? [];
    const [passkey] = await list();
    const noCode = await postJson(app, '/Account/passkeys/remove', { id: passkey?.id }, headers);
    expect(noCode.status).toBe(422);
    const { body } = await requestOtp(app, headers, 'passkey');
    const res = await postJson(
      app,
      '/Account/passkeys/remove',
      { id: passkey?.id, challengeId: body.data?.challengeId, otp: await otpFromMail(app, email) },
      headers,
    );
    expect((await readEnvelope(res)).code).toBe('passkey.removed');
    expect(await list()).toEqual([]);
    expect((await passkeySignIn(authenticator.assert(await signInOptions()))).body.code).toBe(
      'passkey.unknown',
    );

    const second = await withPasskey('pk.unbind');
    const devices = await readEnvelope<{ id: string }[]>(
      await app.request(api('/Account/devices'), { headers: second.headers }),
    );
    const other = await signIn(app, 'pk.unbind');
    const unbind = await postJson(
      app,
      '/Account/devices/unbind',
      { id: devices.data?.[0]?.id },
      authHeader(other.body.data?.accessToken),
    );
    expect(unbind.status).toBe(200);
    const { rows } = await testDb.db.query(
      `SELECT 1 FROM passkeys p JOIN users u ON u.id = p.user_id WHERE u.username = 'pk.unbind'`,
    );
    expect(rows).toEqual([]);
  });
});
