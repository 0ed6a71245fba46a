import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../../src/contract';
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

const devicesOf = async (headers: Record<string, string>) =>
  readEnvelope<Device[]>(await app.request(api('/Account/devices'), { headers }));

describe('devices', () => {
  it('lists each signed-in browser once, current first, and unbinding one ends its sessions', async () => {
    await createUser(testDb.db, 'dev.user', 'A');
    const laptop = await signIn(app, 'dev.user', undefined, { 'User-Agent': CHROME_WINDOWS });
    await signIn(app, 'dev.user', undefined, { 'User-Agent': CHROME_WINDOWS });
    const phone = await signIn(app, 'dev.user', undefined, { 'User-Agent': SAFARI_IPHONE });
    const laptopHeaders = authHeader(laptop.body.data?.accessToken);
    const list = await devicesOf(laptopHeaders);
    expect(list.data?.map((d) => [d.deviceName, d.isCurrent])).toEqual([
      ['Chrome on Windows', true],
      ['Safari on iOS', false],
    ]);
    expect(list.data?.[0]?.lastSignedInAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const phoneId = list.data?.[1]?.id;
    const res = await postJson(app, '/Account/devices/unbind', { id: phoneId }, laptopHeaders);
    expect(res.status).toBe(200);
    expect((await readEnvelope(res)).code).toBe('account.deviceUnbound');
    // The phone's access token and refresh cookie stop working at once.
    expect((await devicesOf(authHeader(phone.body.data?.accessToken))).code).toBe('auth.sessionExpired');
    const refresh = await app.request(api('/General/refresh-token'), {
      method: 'POST',
      headers: { Cookie: refreshCookieOf(phone.res) },
    });
    expect(refresh.status).toBe(401);
    expect((await devicesOf(laptopHeaders)).data).toHaveLength(1);
  });

  it("cannot unbind another user's device", async () => {
    await createUser(testDb.db, 'dev.a', 'A');
    await createUser(testDb.db, 'dev.b', 'A');
    const a = await signIn(app, 'dev.a');
    const b = await signIn(app, 'dev.b');
    const [bDevice] = (await devicesOf(authHeader(b.body.data?.accessToken))).data ?? [];
    const res = await postJson(
      app,
      '/Account/devices/unbind',
      { id: bDevice?.id },
      authHeader(a.body.data?.accessToken),
    );
    expect(res.status).toBe(404);
    expect((await devicesOf(authHeader(b.body.data?.accessToken))).data).toHaveLength(1);
    const bad = await postJson(
      app,
      '/Account/devices/unbind',
      { id: 'nope' },
      authHeader(a.body.data?.accessToken),
    );
    expect(bad.status).toBe(422);
  });

  it('sign-out ends the access token of that session at once', async () => {
    await createUser(testDb.db, 'dev.out', 'A');
    const { body, res } = await signIn(app, 'dev.out');
    await app.request(api('/General/sign-out'), { headers: { Cookie: refreshCookieOf(res) } });
    expect((await devicesOf(authHeader(body.data?.accessToken))).code).toBe('auth.sessionExpired');
  });
});
