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
  // What vite/precompress.ts writes beside text files (contents only need to differ here).
  await writeFile(path.join(dir, 'assets', 'index-abc123.js.br'), 'brotli bytes');
  await writeFile(path.join(dir, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
  await writeFile(path.join(dir, 'index.html.br'), 'brotli shell');
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

  it('sends the precompressed file the browser accepts, brotli first', async () => {
    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
    const br = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe('brotli bytes');
    const gz = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('sends the shell of a client route precompressed too', async () => {
    const res = await app.request('/merchant/view-merchant-listing', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
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
