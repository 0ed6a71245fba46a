import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, Merchant, Session } from '../../src/contract';
import { API_BASE_PATH } from '../../src/contract';
import { parseEnv } from '../env';
import { buildApp, DEMO_PASSWORD, setupTestDb, TEST_JWT_SECRET } from '../test/test-app';
import type { TestDb } from '../test/test-db';
import { REPLAYED_HEADER } from './idempotency';

let testDb: TestDb;
let server: ReturnType<typeof serve>;
let base: string;
let auth: Record<string, string>;
let merchantId: string;

beforeAll(async () => {
  testDb = await setupTestDb();
  const app = buildApp(testDb.db, { TEST_FAULTS: '1' });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE_PATH}`;
  const res = await fetch(`${base}/General/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  auth = { Authorization: `Bearer ${((await res.json()) as Envelope<Session>).data?.accessToken}` };
  const { rows } = await testDb.db.query<{ id: string }>(
    // An approved merchant: only those may be switched on (merchant-transitions.ts).
    "SELECT id FROM merchants WHERE approval_status = 'Approved' ORDER BY id LIMIT 1",
  );
  merchantId = rows[0]?.id ?? '';
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await testDb.drop();
});

const current = async () => {
  const res = await fetch(`${base}/Merchant/${merchantId}`, { headers: auth });
  return ((await res.json()) as Envelope<Merchant>).data;
};
const update = (body: unknown, headers: Record<string, string>) =>
  fetch(`${base}/Merchant/status/update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth, ...headers },
    body: JSON.stringify(body),
  });

describe('TEST_FAULTS', () => {
  it('commits, drops the connection, and a retry with the same key is applied once', async () => {
    const before = await current();
    const body = {
      id: merchantId,
      status: before?.status === 'Active' ? 'Inactive' : 'Active',
      baseVersion: before?.version,
    };
    await expect(
      update(body, { 'Idempotency-Key': 'drop-1', 'X-Test-Fault': 'drop-after-commit' }),
    ).rejects.toThrow();
    const committed = await current();
    expect(committed?.status).toBe(body.status);
    const retry = await update(body, { 'Idempotency-Key': 'drop-1' });
    expect(retry.status).toBe(200);
    expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(((await retry.json()) as Envelope<Merchant>).data?.version).toBe(committed?.version);
    expect(await current()).toEqual(committed);
  });

  it('is refused in production, and off unless enabled', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', TEST_FAULTS: '1', JWT_SECRET: TEST_JWT_SECRET })).toThrow(
      /TEST_FAULTS/,
    );
    expect(parseEnv({ TEST_FAULT_DROP_RATE: '0.5' })).toMatchObject({
      testFaults: false,
      testFaultDropRate: 0,
    });
    expect(parseEnv({ TEST_FAULTS: '1', TEST_FAULT_DROP_RATE: '0.25' }).testFaultDropRate).toBe(0.25);
    expect(() => parseEnv({ TEST_FAULTS: '1', TEST_FAULT_DROP_RATE: '2' })).toThrow();
  });
});
