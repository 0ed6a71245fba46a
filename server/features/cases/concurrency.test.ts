/**
 * Cases under concurrent writers. Real PostgreSQL only (PGlite has one connection):
 * run with TEST_DB_KIND=postgres and TEST_DATABASE_URL. Each racer is its own app on its own
 * pool, so the calls really interleave: every reply is kept in the thread (appended under the
 * row's lock), and case numbers stay gap-free and unique.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case } from '../../../src/contract';
import type { Db } from '../../db/client';
import { openPostgres } from '../../db/postgres-db';
import { readTestDbEnv } from '../../env';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import type { App, Callers } from '../credit/credit-test-kit';
import { post, signInAll } from '../credit/credit-test-kit';

const onPostgres = readTestDbEnv().kind === 'postgres';
const CONNECTIONS = 12;

let testDb: TestDb;
let app: App;
let as: Callers;
const pools: Db[] = [];
let apps: App[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  as = await signInAll(app);
  for (let i = 0; i < CONNECTIONS; i++) pools.push(await openPostgres(testDb.url ?? ''));
  apps = pools.map((db) => buildApp(db));
}, 120_000);
afterAll(async () => {
  await Promise.all(pools.map((db) => db.close()));
  await testDb?.drop();
});

const body = () => ({
  id: randomUUID(),
  category: 'Payment',
  subject: 'Payment not reflected',
  description: 'Paid by DuitNow yesterday, still unpaid.',
});

describe.skipIf(!onPostgres)('on PostgreSQL, concurrently', () => {
  it(`keeps all ${CONNECTIONS} replies sent to one case at once`, async () => {
    const created = await post<Case>(app, '/Case/create', body(), as.merchantUser);
    const id = created.body.data?.id ?? '';
    const answers = await Promise.all(
      apps.map((racer, index) =>
        post<Case>(
          racer,
          '/Case/reply',
          { id, replyId: randomUUID(), body: `Reply ${index}` },
          index % 2 ? as.admin : as.merchantUser,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(apps.map(() => 200));
    const { rows } = await testDb.db.query<{ bodies: string[] }>(
      `SELECT array(SELECT r->>'body' FROM jsonb_array_elements(replies) r) AS bodies FROM cases WHERE id = $1`,
      [id],
    );
    expect([...(rows[0]?.bodies ?? [])].sort()).toEqual(apps.map((_, index) => `Reply ${index}`).sort());
  });

  it(`numbers ${CONNECTIONS} cases created at once without a gap or a twin`, async () => {
    const answers = await Promise.all(
      apps.map((racer) => post<Case>(racer, '/Case/create', body(), as.merchantUser)),
    );
    const numbers = answers
      .map((answer) => Number(answer.body.data?.caseNumber?.slice(-6)))
      .sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(numbers.map((_, index) => first + index));
  });
});
