/**
 * Client writes racing on real PostgreSQL (PGlite has one connection, so nothing interleaves):
 * run with TEST_DB_KIND=postgres and TEST_DATABASE_URL. Each racer is its own app on its own pool.
 * Ops sharing one client id answer one 200 and 409s (the same client each, without a logo), never
 * a 500, and store one client and one logo; racing updates on one version give one 200 and 409 sync.conflict for the rest.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/contract';
import type { Client } from '../../../src/contract';
import type { Db } from '../../db/client';
import { openPostgres } from '../../db/postgres-db';
import { slipPng } from '../../db/seed/slip-files';
import { readTestDbEnv } from '../../env';
import { api, buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { bearerOf } from '../../test/as-user';
import { post, type App } from '../credit/credit-test-kit';

const onPostgres = readTestDbEnv().kind === 'postgres';
const RACERS = 10;

let testDb: TestDb;
let apps: App[] = [];
let tokens: Record<string, string>[] = [];
const pools: Db[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await setupTestDb();
  for (let i = 0; i < RACERS; i++) pools.push(await openPostgres(testDb.url ?? ''));
  apps = pools.map((db) => buildApp(db));
  tokens = await Promise.all(apps.map((app) => bearerOf(app, 'merchant.admin')));
}, 120_000);
afterAll(async () => {
  await Promise.all(pools.map((db) => db.close()));
  await testDb?.drop();
});

const body = (id: string) => ({
  id,
  accountType: 'Corporate',
  companyName: 'Syarikat Serentak Sdn Bhd',
  employeeCount: 'LessThan5',
  title: 'MS',
  firstName: 'Nur',
  lastName: 'Aina',
  email: 'nur.aina@serentak.com.my',
  phone: '012-345-6789',
});

describe.skipIf(!onPostgres)('on PostgreSQL, concurrently', () => {
  it('ops creating one client id with a logo: one 200, the rest 409, one client and one file', async () => {
    const id = randomUUID();
    const logo = slipPng(`race-${id}`);
    const answers = await Promise.all(
      apps.map(async (app, i) => {
        const form = new FormData();
        form.set('json', JSON.stringify(body(id)));
        form.set('logo', new File([Buffer.from(logo)], 'logo.png', { type: 'image/png' }));
        const res = await app.request(api('/Client/create'), {
          method: 'POST',
          headers: { ...tokens[i], [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
          body: form,
        });
        return res.status;
      }),
    );
    // The first commits; one that starts after it sees the same client and answers it (200).
    expect(answers.every((status) => status === 200 || status === 409)).toBe(true);
    expect(answers.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    const { rows } = await testDb.db.query<{ clients: number; files: number }>(
      `SELECT (SELECT count(*)::int FROM clients WHERE id = $1) AS clients,
              (SELECT count(*)::int FROM stored_files f JOIN clients c ON c.logo_file_id = f.id WHERE c.id = $1) AS files`,
      [id],
    );
    expect(rows[0]).toEqual({ clients: 1, files: 1 });
  });

  it('ops creating one client id without a logo, as an import sends them: every answer the same client', async () => {
    const id = randomUUID();
    const answers = await Promise.all(
      apps.map(async (app, i) => {
        const res = await app.request(api('/Client/create'), {
          method: 'POST',
          headers: {
            ...tokens[i],
            'Content-Type': 'application/json',
            [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
          },
          body: JSON.stringify(body(id)),
        });
        return { status: res.status, client: ((await res.json()) as { data: Client | null }).data };
      }),
    );
    // The later ones wait for the first insert, insert nothing and answer the stored client.
    expect(answers.map((answer) => answer.status)).toEqual(apps.map(() => 200));
    expect(new Set(answers.map((answer) => answer.client?.version)).size).toBe(1);
    const { rows } = await testDb.db.query<{ clients: number }>(
      'SELECT count(*)::int AS clients FROM clients WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ clients: 1 });
  });

  it('updates racing on one version: one 200, the rest 409 sync.conflict', async () => {
    const created = await post<Client>(apps[0] as App, '/Client/create', body(randomUUID()), tokens[0] ?? {});
    const client = created.body.data as Client;
    const answers = await Promise.all(
      apps.map((app, i) =>
        post(
          app,
          '/Client/update',
          { id: client.id, baseVersion: client.version, phone: `03-1234-56${String(i).padStart(2, '0')}` },
          tokens[i] ?? {},
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, answer.body.code])).toEqual(
      refused.map(() => [409, 'sync.conflict']),
    );
  });
});
