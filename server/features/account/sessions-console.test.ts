import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../src/contract';
import type { TestDb } from '../../test/test-db';
import {
  api,
  createUser,
  postJson,
  readEnvelope,
  refreshCookieOf,
  setupTestDb,
  signIn,
} from '../../test/test-app';
import { authHeader, buildMailApp, CHROME_WINDOWS, SAFARI_IPHONE } from './account-test-kit';

let testDb: TestDb;
let app: ReturnType<typeof buildMailApp>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildMailApp(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});

const sessionsOf = async (headers: Record<string, string>) =>
  readEnvelope<SessionInfo[]>(await app.request(api('/Account/sessions'), { headers }));

async function bearerOf(username: string, agent = CHROME_WINDOWS) {
  const { body, res } = await signIn(app, username, undefined, { 'User-Agent': agent });
  return { headers: authHeader(body.data?.accessToken), cookie: refreshCookieOf(res) };
}

describe('sessions console: own sessions', () => {
  it('lists each sign-in with its device, how it began and which is this one; a refresh keeps its method', async () => {
    await createUser(testDb.db, 'console.one', 'A');
    const laptop = await bearerOf('console.one');
    await bearerOf('console.one', SAFARI_IPHONE);
    await app.request(api('/General/refresh-token'), {
      method: 'POST',
      headers: { Cookie: laptop.cookie, 'User-Agent': CHROME_WINDOWS },
    });
    const list = (await sessionsOf(laptop.headers)).data ?? [];
    expect(list.map((s) => [s.deviceName, s.method, s.isCurrent])).toEqual([
      ['Chrome on Windows', 'password', true],
      ['Safari on iOS', 'password', false],
    ]);
    expect(list[0]?.signedInAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(list[0]?.lastSeenAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('signs one session out: that session’s next call is refused, the others go on', async () => {
    await createUser(testDb.db, 'console.two', 'A');
    const laptop = await bearerOf('console.two');
    const phone = await bearerOf('console.two', SAFARI_IPHONE);
    const phoneId = (await sessionsOf(laptop.headers)).data?.find((s) => !s.isCurrent)?.id;
    const res = await postJson(app, '/Account/sessions/sign-out', { id: phoneId }, laptop.headers);
    expect((await readEnvelope(res)).code).toBe('account.sessionSignedOut');
    expect((await sessionsOf(phone.headers)).code).toBe('auth.sessionExpired');
    const refresh = await app.request(api('/General/refresh-token'), {
      method: 'POST',
      headers: { Cookie: phone.cookie },
    });
    expect(refresh.status).toBe(401);
    expect((await sessionsOf(laptop.headers)).data).toHaveLength(1);
  });

  it('signs out everywhere else, keeping only the current session', async () => {
    await createUser(testDb.db, 'console.three', 'A');
    const first = await bearerOf('console.three', SAFARI_IPHONE);
    await bearerOf('console.three');
    const current = await bearerOf('console.three');
    const res = await postJson(app, '/Account/sessions/sign-out-others', {}, current.headers);
    const body = await readEnvelope<{ ended: number }>(res);
    expect([body.code, body.data?.ended]).toEqual(['account.otherSessionsSignedOut', 2]);
    expect((await sessionsOf(first.headers)).code).toBe('auth.sessionExpired');
    expect((await sessionsOf(current.headers)).data?.map((s) => s.isCurrent)).toEqual([true]);
  });

  it('refuses, as the attacker, to end a session of somebody else', async () => {
    await createUser(testDb.db, 'console.victim', 'A');
    await createUser(testDb.db, 'console.attacker', 'A');
    const victim = await bearerOf('console.victim');
    const attacker = await bearerOf('console.attacker');
    const victimId = (await sessionsOf(victim.headers)).data?.[0]?.id;
    const res = await postJson(app, '/Account/sessions/sign-out', { id: victimId }, attacker.headers);
    expect(res.status).toBe(404);
    expect((await sessionsOf(victim.headers)).data).toHaveLength(1);
  });
});

describe('sessions console: a staff Checker and another user', () => {
  it('lets a Checker who manages users see and end all of a user’s sessions, audited', async () => {
    const subjectId = await createUser(testDb.db, 'console.subject', 'A');
    const subject = await bearerOf('console.subject');
    const admin = await bearerOf('admin');
    const listed = await readEnvelope<SessionInfo[]>(
      await app.request(api(`/User/sessions?userId=${subjectId}`), { headers: admin.headers }),
    );
    expect(listed.data?.map((s) => [s.deviceName, s.isCurrent])).toEqual([['Chrome on Windows', false]]);
    const res = await postJson(app, '/User/sessions/end-all', { userId: subjectId }, admin.headers);
    const body = await readEnvelope<{ ended: number }>(res);
    expect([body.code, body.data?.ended]).toEqual(['user.sessionsEnded', 1]);
    expect((await sessionsOf(subject.headers)).code).toBe('auth.sessionExpired');
    const { rows } = await testDb.db.query(
      `SELECT a.action FROM audit_log a JOIN users u ON u.id = a.user_id
       WHERE u.username = 'admin' AND a.entity_id = $1`,
      [subjectId],
    );
    expect(rows).toEqual([{ action: 'user.sessionsEnded' }]);
  });

  it.each([
    ['a staff Maker', 'maker'],
    ['a Merchant Admin', 'merchant.admin'],
    ['a Merchant User', 'merchant.user'],
  ])('refuses %s, whatever the user asked about', async (_who, username) => {
    const subjectId = await createUser(testDb.db, `console.of.${username}`, 'A');
    const subject = await bearerOf(`console.of.${username}`);
    const caller = await bearerOf(username);
    const list = await app.request(api(`/User/sessions?userId=${subjectId}`), { headers: caller.headers });
    expect(list.status).toBe(403);
    const end = await postJson(app, '/User/sessions/end-all', { userId: subjectId }, caller.headers);
    expect(end.status).toBe(403);
    expect((await sessionsOf(subject.headers)).data).toHaveLength(1);
  });
});
