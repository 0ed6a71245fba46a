/**
 * The development mail inbox shows password-reset and first-time-login links, so it answers only
 * a caller on this machine, in demo mode, outside production (docs/security.md, "Demo and
 * production starts"). Tests pass the socket the Node server would (`incoming.socket`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { buildMailApp } from './account-test-kit';

const socketOf = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

let testDb: TestDb;
beforeAll(async () => {
  testDb = await setupTestDb();
});
afterAll(async () => {
  await testDb.drop();
});

describe('the development mail inbox', () => {
  it('answers a caller on this machine in demo mode (IPv4, IPv6 and IPv4-mapped loopback)', async () => {
    const app = buildMailApp(testDb.db);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await app.request('/api/dev/mail', {}, socketOf(address))).status, address).toBe(200);
      const inbox = await app.request('/api/dev/mail/inbox', {}, socketOf(address));
      expect(await inbox.text()).toContain('Development mail (0)');
    }
  });

  it('is not found for a caller on another machine, as any unknown path', async () => {
    const app = buildMailApp(testDb.db);
    const unknown = await app.request('/api/dev/nothing', {}, socketOf('192.168.1.20'));
    for (const path of ['/api/dev/mail', '/api/dev/mail/inbox', '/api/dev/mail?to=admin']) {
      const res = await app.request(path, {}, socketOf('192.168.1.20'));
      expect(res.status, path).toBe(404);
      expect((await res.json()) as unknown).toMatchObject({
        success: false,
        code: ((await unknown.clone().json()) as { code: string }).code,
      });
    }
    // No socket at all (nothing to prove the caller is local).
    expect((await app.request('/api/dev/mail')).status).toBe(404);
  });

  it('does not take a forwarded address for a local caller', async () => {
    const trusting = buildMailApp(testDb.db, { TRUST_PROXY: '1' });
    const forged = { 'X-Forwarded-For': '127.0.0.1' };
    expect(
      (await trusting.request('/api/dev/mail', { headers: forged }, socketOf('203.0.113.9'))).status,
    ).toBe(404);
    // A proxy on this machine forwards callers from anywhere: the socket is local, the caller is not.
    const proxied = { 'X-Forwarded-For': '203.0.113.9' };
    // ...nor does one whose forwarded chain starts with a written local address (the proxy appends
    // the address it took the call from).
    const chained = { 'X-Forwarded-For': '127.0.0.1, 203.0.113.9' };
    for (const app of [trusting, buildMailApp(testDb.db)]) {
      for (const headers of [proxied, chained, { Forwarded: 'for=127.0.0.1' }]) {
        expect((await app.request('/api/dev/mail', { headers }, socketOf('127.0.0.1'))).status).toBe(404);
      }
    }
  });

  it('answers through the development server’s proxy for a browser on this machine', async () => {
    const app = buildMailApp(testDb.db);
    const local = { 'X-Forwarded-For': '::1' };
    expect((await app.request('/api/dev/mail', { headers: local }, socketOf('127.0.0.1'))).status).toBe(200);
  });

  it('does not exist in production, nor outside demo mode, even for a local caller', async () => {
    const closed: Record<string, string>[] = [{ NODE_ENV: 'production' }, { SEED_DEMO: '0' }];
    for (const overrides of closed) {
      const app = buildMailApp(testDb.db, overrides);
      expect((await app.request('/api/dev/mail', {}, socketOf('127.0.0.1'))).status).toBe(404);
      expect((await app.request('/api/dev/mail/inbox', {}, socketOf('127.0.0.1'))).status).toBe(404);
    }
  });
});
