import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, VerifyToken } from '../../../src/contract';
import type { TestDb } from '../../test/test-db';
import {
  api,
  buildApp,
  readEnvelope,
  refreshCookieOf,
  setupTestDb,
  signIn,
  TEST_JWT_SECRET,
} from '../../test/test-app';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});

const refresh = (cookie?: string) =>
  app.request(api('/General/refresh-token'), { method: 'POST', headers: cookie ? { Cookie: cookie } : {} });
const verifyToken = (token?: string) =>
  app.request(api('/General/verifyUserToken'), {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
const signOut = (cookie?: string) =>
  app.request(api('/General/sign-out'), { headers: cookie ? { Cookie: cookie } : {} });

describe('POST /General/refresh-token', () => {
  it('rotates the refresh token and answers a new Session', async () => {
    const first = await signIn(app, 'merchant.admin');
    const cookie = refreshCookieOf(first.res);
    const res = await refresh(cookie);
    const body = await readEnvelope<Session>(res);
    expect(res.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data?.user.username).toBe('merchant.admin');
    expect(body.data?.accessToken).toEqual(expect.any(String));
    const next = refreshCookieOf(res);
    expect(next).not.toBe(cookie);
    expect((await refresh(next)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused', async () => {
    const first = await signIn(app, 'merchant.user');
    const stolen = refreshCookieOf(first.res);
    const rotated = refreshCookieOf(await refresh(stolen));
    const reuse = await refresh(stolen);
    expect(reuse.status).toBe(401);
    expect((await readEnvelope(reuse)).code).toBe('auth.sessionExpired');
    expect(reuse.headers.getSetCookie().join()).toMatch(/bo_refresh=;.*Max-Age=0/);
    // The legitimate holder of the newest token is signed out too.
    const after = await refresh(rotated);
    expect(after.status).toBe(401);
    expect((await readEnvelope(after)).code).toBe('auth.sessionExpired');
  });

  it('needs the cookie', async () => {
    const res = await refresh();
    expect(res.status).toBe(401);
    expect(await readEnvelope(res)).toMatchObject({ success: false, code: 'auth.unauthorized', data: null });
    expect((await readEnvelope(await refresh('bo_refresh=made-up'))).code).toBe('auth.sessionExpired');
  });

  it('re-checks the user status', async () => {
    const { res } = await signIn(app, 'maker');
    await testDb.db.query(`UPDATE users SET status = 'D' WHERE username = 'maker'`);
    try {
      const answer = await refresh(refreshCookieOf(res));
      expect(answer.status).toBe(401);
      expect((await readEnvelope(answer)).code).toBe('auth.statusDisabled');
    } finally {
      await testDb.db.query(`UPDATE users SET status = 'A' WHERE username = 'maker'`);
    }
  });

  it('refuses an expired session', async () => {
    const { res } = await signIn(app, 'admin');
    const cookie = refreshCookieOf(res);
    await testDb.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE username = 'admin')`,
    );
    expect((await readEnvelope(await refresh(cookie))).code).toBe('auth.sessionExpired');
  });
});

describe('GET /General/sign-out', () => {
  it('revokes the session and clears the cookie', async () => {
    const { res } = await signIn(app, 'merchant.admin');
    const cookie = refreshCookieOf(res);
    const out = await signOut(cookie);
    expect(out.status).toBe(200);
    expect(await readEnvelope(out)).toMatchObject({
      success: true,
      code: 'auth.signedOut',
      message: 'You have signed out.',
      data: null,
    });
    expect(out.headers.getSetCookie().join()).toMatch(/bo_refresh=;.*Max-Age=0.*Path=\/api\/v1\/bo\/General/);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it('works without any session', async () => {
    const out = await signOut();
    expect(out.status).toBe(200);
    expect((await readEnvelope(out)).code).toBe('auth.signedOut');
  });
});

describe('POST /General/verifyUserToken', () => {
  it('confirms a valid token with the user', async () => {
    const { body } = await signIn(app, 'admin');
    const res = await verifyToken(body.data?.accessToken);
    const answer = await readEnvelope<VerifyToken>(res);
    expect(res.status).toBe(200);
    expect(answer).toMatchObject({
      success: true,
      code: 'auth.tokenValid',
      data: { valid: true, user: { username: 'admin' } },
    });
  });

  it('refuses a missing or forged token', async () => {
    for (const token of [
      undefined,
      'not-a-jwt',
      await sign(
        { sub: 'x', role: 'y', exp: 4_000_000_000 },
        'another-secret-another-secret-another',
        'HS256',
      ),
    ]) {
      const res = await verifyToken(token);
      expect(res.status).toBe(401);
      expect(await readEnvelope(res)).toMatchObject({
        success: false,
        code: 'auth.unauthorized',
        data: null,
      });
    }
  });

  it('says the session expired for an expired token', async () => {
    const { body } = await signIn(app, 'admin');
    const user = body.data?.user;
    const expired = await sign(
      { sub: user?.userID, role: user?.roleId, exp: Math.floor(Date.now() / 1000) - 5 },
      TEST_JWT_SECRET,
      'HS256',
    );
    const res = await verifyToken(expired);
    expect(res.status).toBe(401);
    expect((await readEnvelope(res)).code).toBe('auth.sessionExpired');
  });

  it('refuses the token of a user disabled since sign-in', async () => {
    const { body } = await signIn(app, 'merchant.user');
    await testDb.db.query(`UPDATE users SET status = 'X' WHERE username = 'merchant.user'`);
    try {
      expect((await verifyToken(body.data?.accessToken)).status).toBe(401);
    } finally {
      await testDb.db.query(`UPDATE users SET status = 'A' WHERE username = 'merchant.user'`);
    }
  });
});
