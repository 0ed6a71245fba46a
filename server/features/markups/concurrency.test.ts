/**
 * Overlap under concurrent writers. Real PostgreSQL only (PGlite has one connection,
 * so nothing interleaves): run with TEST_DB_KIND=postgres and TEST_DATABASE_URL. Without the
 * per-scope advisory lock of `refuseOverlap`, creates sent at once each see no other and all pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Markup } from '../../../src/contract';
import { readTestDbEnv } from '../../env';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import type { App, Headers } from './markup-test-kit';
import { markupBody, post, signInMarkupCallers } from './markup-test-kit';

const onPostgres = readTestDbEnv().kind === 'postgres';

let testDb: TestDb;
let app: App;
let staff: Headers;

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  staff = (await signInMarkupCallers(app)).staff;
  // The seed's open-ended markups would overlap the ones these tests make.
  await testDb.db.query(`UPDATE markups SET status = 'Inactive'`);
}, 60_000);
afterAll(async () => {
  await testDb?.drop();
});

describe.skipIf(!onPostgres)('overlapping creates at once (PostgreSQL)', () => {
  it('lets exactly one of each overlapping set pass, and the others name it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const year = 2040 + round;
      const bodies = Array.from({ length: 6 }, (_, index) =>
        markupBody({
          name: `Race ${year} ${index}`,
          cabinType: index % 2 === 0 ? 'Any' : 'Economy',
          validFrom: `${year}-01-0${index + 1}`,
          validTo: `${year}-12-31`,
        }),
      );
      const answers = await Promise.all(
        bodies.map((body) => post<Markup>(app, '/Markup/create', body, staff)),
      );
      const passed = answers.filter((answer) => answer.status === 200);
      expect(passed).toHaveLength(1);
      const winner = passed[0]?.body.data?.name ?? '';
      for (const answer of answers.filter((a) => a.status !== 200)) {
        expect([answer.status, answer.body.code, answer.body.message?.includes(winner)]).toEqual([
          409,
          'markup.overlaps',
          true,
        ]);
      }
      const { rows } = await testDb.db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM markups WHERE status = 'Active' AND valid_from BETWEEN $1 AND $2`,
        [`${year}-01-01`, `${year}-12-31`],
      );
      expect(rows[0]?.n).toBe('1');
    }
  });
});
