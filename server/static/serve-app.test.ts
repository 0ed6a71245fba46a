import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { TEST_JWT_SECRET, testEnv } from '../test/test-app';

// Static serving never touches the database.
const noDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  close: () => Promise.resolve(),
};

let dir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bo-static-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, 'builds'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'sw.js'), 'self.skipWaiting()');
  await writeFile(path.join(dir, 'builds', 'latest.json'), '{"buildId":"1"}');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg/>');
  app = createApp({ db: noDb, env: testEnv(), jwtSecret: TEST_JWT_SECRET, staticDir: dir });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it('caches hashed assets forever', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/index.html', '/sw.js', '/builds/latest.json'])('revalidates %s', async (file) => {
    const res = await app.request(file);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers client routes with index.html', async () => {
    const res = await app.request('/merchant/merchant-profile/42');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('gives 404, not the HTML shell, for a missing file', async () => {
    expect((await app.request('/assets/index-gone.js')).status).toBe(404);
  });

  it('keeps the JSON 404 for unknown API calls', async () => {
    const res = await app.request('/api/v1/bo/Nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 'error.routeNotFound' });
  });
});
