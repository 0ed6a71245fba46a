/**
 * Headers and caches (docs/security.md, Hardening): a strict Content-Security-Policy on the app's
 * HTML and on API answers, `no-store` on API answers and stored files, and no source map served.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { postTopUp, signInAll, topUpBody } from './features/credit/credit-test-kit';
import type { Callers } from './features/credit/credit-test-kit';
import { api, setupTestDb, TEST_JWT_SECRET, testEnv } from './test/test-app';
import type { TestDb } from './test/test-db';

const THEME_SCRIPT = "document.documentElement.dataset.theme = 'dark';";
const THEME_HASH = "'sha256-DHbFh4o+L8meQM6JMbt/D2AhqsPiSksdB2N5Ub9s4aI='";

let testDb: TestDb;
let dir: string;
let app: ReturnType<typeof createApp>;
let as: Callers;

beforeAll(async () => {
  testDb = await setupTestDb();
  dir = await mkdtemp(path.join(tmpdir(), 'bo-csp-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><script>${THEME_SCRIPT}</script><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>`,
  );
  await writeFile(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  // A build made before maps were turned off may still hold them.
  await writeFile(path.join(dir, 'assets', 'index-abc.js.map'), '{"sources":["src/main.tsx"]}');
  app = createApp({
    db: testDb.db,
    env: testEnv({ CORS_ORIGINS: 'https://app.example.com' }),
    jwtSecret: TEST_JWT_SECRET,
    staticDir: dir,
  });
  as = await signInAll(app);
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await testDb.drop();
});

const directives = (res: Response) =>
  new Map(
    (res.headers.get('Content-Security-Policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

function expectStrictPolicy(res: Response) {
  const policy = directives(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-src')).toEqual(["'self'", 'blob:']);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('connect-src')).toEqual(["'self'", 'https://app.example.com']);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  return policy;
}

describe('security headers', () => {
  it('an API answer carries the policy and is not stored', async () => {
    const res = await app.request(api('/Booking/bookingListPage'), { headers: as.admin });
    expect(res.status).toBe(200);
    expectStrictPolicy(res);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const refused = await app.request(api('/Booking/bookingListPage'));
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
  });

  it('a stored file is not stored by the browser either', async () => {
    const { body } = await postTopUp(app, as.merchantUser, topUpBody());
    const res = await app.request(api(`/Credit/slip/${body.data?.id}`), { headers: as.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expectStrictPolicy(res);
  });

  it('the app’s HTML allows its own inline script by hash, no other inline script', async () => {
    for (const route of ['/', '/merchant/merchant-list']) {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(THEME_SCRIPT);
      expect(expectStrictPolicy(res).get('script-src')).toEqual(["'self'", THEME_HASH]);
    }
  });

  it('serves no source map', async () => {
    expect((await app.request('/assets/index-abc.js')).status).toBe(200);
    const map = await app.request('/assets/index-abc.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('sources');
  });
});
