/**
 * Sessions on shared devices (docs/security.md): a sign-out the device queued while offline, the
 * idle timeout and the absolute lifetime, each as the next person on the device would meet them:
 * plain calls with the refresh cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../src/contract';
import type { TestDb } from '../../test/test-db';
import { api, buildApp, readEnvelope, refreshCookieOf, setupTestDb, signIn } from '../../test/test-app';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});

type AppLike = ReturnType<typeof buildApp>;

const refresh = (cookie: string, on: AppLike = app) =>
  on.request(api('/General/refresh-token'), { method: 'POST', headers: { Cookie: cookie } });

/** The queued sign-out of the app: names its session and proves it was given that session. */
const signOutNamed = (body: unknown, cookie?: string) =>
  app.request(api('/General/sign-out'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

async function signInOn(on: AppLike, username: string) {
  const { res, body } = await signIn(on, username);
  expect(res.status).toBe(200);
  return { cookie: refreshCookieOf(res), session: body.data as Session };
}

/** Moves a session family's clock back, as if `interval` had passed since it was last used. */
async function age(session: Session, interval: string) {
  await testDb.db.query(
    `UPDATE sessions SET created_at = created_at - $2::interval, last_used_at = last_used_at - $2::interval,
                         expires_at = expires_at - $2::interval
     WHERE family_id = $1`,
    [session.sessionId, interval],
  );
}

describe('sign-out', () => {
  it('a refresh after sign-out fails', async () => {
    const { cookie, session } = await signInOn(app, 'merchant.user');
    const out = await signOutNamed({ sessionId: session.sessionId, proof: session.signOutProof }, cookie);
    expect(out.status).toBe(200);
    expect((await readEnvelope(out)).code).toBe('auth.signedOut');
    expect(out.headers.getSetCookie().join()).toMatch(/bo_refresh=;.*Max-Age=0/);
    const after = await refresh(cookie);
    expect(after.status).toBe(401);
  });

  it('a queued sign-out sent later revokes the old session, not the one signed in since', async () => {
    const previous = await signInOn(app, 'merchant.user');
    // The device went offline, signed out, and the next person signed in: their cookie replaced it.
    const next = await signInOn(app, 'merchant.admin');
    const out = await signOutNamed(
      { sessionId: previous.session.sessionId, proof: previous.session.signOutProof },
      next.cookie,
    );
    expect(out.status).toBe(200);
    // The next person's cookie is left alone.
    expect(out.headers.getSetCookie().join()).not.toMatch(/bo_refresh=/);
    expect((await refresh(previous.cookie)).status).toBe(401);
    const nextRefresh = await refresh(next.cookie);
    expect(nextRefresh.status).toBe(200);
    expect((await readEnvelope<Session>(nextRefresh)).data?.user.username).toBe('merchant.admin');
  });

  it('the queued sign-out stays valid across refreshes of the session it names', async () => {
    const { cookie, session } = await signInOn(app, 'maker');
    const rotated = refreshCookieOf(await refresh(cookie));
    expect((await signOutNamed({ sessionId: session.sessionId, proof: session.signOutProof })).status).toBe(
      200,
    );
    expect((await refresh(rotated)).status).toBe(401);
  });

  it('cannot sign out anybody else: a guessed or borrowed proof is refused', async () => {
    const victim = await signInOn(app, 'admin');
    const attacker = await signInOn(app, 'merchant.user');
    for (const body of [
      { sessionId: victim.session.sessionId, proof: attacker.session.signOutProof },
      { sessionId: victim.session.sessionId, proof: 'x'.repeat(43) },
      { sessionId: victim.session.sessionId, proof: '' },
    ]) {
      const out = await signOutNamed(body, attacker.cookie);
      expect(out.status).toBe(403);
      expect((await readEnvelope(out)).code).toBe('auth.signOutRefused');
    }
    expect((await signOutNamed({ sessionId: 'not-a-uuid', proof: 'x' })).status).toBe(422);
    expect((await refresh(victim.cookie)).status).toBe(200);
  });
});

describe('idle timeout', () => {
  it('refuses a refresh after the idle time (staff: 30 minutes by default)', async () => {
    const { cookie, session } = await signInOn(app, 'admin');
    expect(session.idleTimeout).toBe(1800);
    await age(session, '31 minutes');
    const res = await refresh(cookie);
    expect(res.status).toBe(401);
    expect(await readEnvelope(res)).toMatchObject({ code: 'auth.sessionIdle', params: { minutes: 30 } });
    expect(res.headers.getSetCookie().join()).toMatch(/bo_refresh=;.*Max-Age=0/);
    // The session is over, not just this answer.
    expect((await refresh(cookie)).status).toBe(401);
  });

  it('gives merchants 60 minutes by default, and the server setting changes both', async () => {
    const merchant = await signInOn(app, 'merchant.admin');
    expect(merchant.session.idleTimeout).toBe(3600);
    await age(merchant.session, '45 minutes');
    expect((await refresh(merchant.cookie)).status).toBe(200);

    const strict = buildApp(testDb.db, { SESSION_IDLE_TIMEOUT_MERCHANT: '600' });
    const short = await signInOn(strict, 'merchant.user');
    expect(short.session.idleTimeout).toBe(600);
    expect(short.session.expiresIn).toBe(600);
    await age(short.session, '11 minutes');
    expect((await readEnvelope(await refresh(short.cookie, strict))).code).toBe('auth.sessionIdle');
  });

  it('counts activity the app reports: a session in use is not idle', async () => {
    const { cookie, session } = await signInOn(app, 'maker');
    await age(session, '25 minutes');
    const touch = await app.request(api('/General/session-activity'), {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(touch.status).toBe(200);
    await age(session, '25 minutes');
    expect((await refresh(cookie)).status).toBe(200);
  });

  it('activity cannot revive an idle session', async () => {
    const { cookie, session } = await signInOn(app, 'maker');
    await age(session, '31 minutes');
    const touch = await app.request(api('/General/session-activity'), {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(touch.status).toBe(401);
    expect((await refresh(cookie)).status).toBe(401);
  });
});

describe('absolute lifetime', () => {
  it('refuses a refresh 15 days after the password sign-in, even refreshed every day', async () => {
    // Idle limits above a day, so only the absolute lifetime can end this session.
    const daily = buildApp(testDb.db, {
      SESSION_IDLE_TIMEOUT_STAFF: '172800',
      SESSION_IDLE_TIMEOUT_MERCHANT: '172800',
    });
    let { cookie, session } = await signInOn(daily, 'merchant.user');
    for (let day = 1; day <= 14; day++) {
      await age(session, '1 day');
      const res = await refresh(cookie, daily);
      expect(res.status, `day ${day}`).toBe(200);
      cookie = refreshCookieOf(res);
      const maxAge = Number(/Max-Age=(\d+)/.exec(res.headers.getSetCookie().join())?.[1]);
      // The cookie lives only as long as the session still may.
      expect(maxAge).toBeLessThanOrEqual((15 - day) * 86_400);
      session = { ...session, ...(await readEnvelope<Session>(res)).data };
    }
    await age(session, '1 day');
    const res = await refresh(cookie, daily);
    expect(res.status).toBe(401);
    expect((await readEnvelope(res)).code).toBe('auth.sessionExpired');
  });
});
