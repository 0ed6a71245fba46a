import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, migrationFiles } from '../test/migration-db';
import type { TestDb } from '../test/test-db';
import { migrate } from './migrate';

const WITH_AMOUNTS = '00000000-0000-4000-8000-0000000000e1';
const WITHOUT = '00000000-0000-4000-8000-0000000000e2';

let testDb: TestDb;

/** A database as it stood before 025, merchants holding decimal ringgit, then migrated. */
beforeAll(async () => {
  testDb = await databaseBefore(25);
  const { db } = testDb;
  const files = await migrationFiles();
  const insert = `INSERT INTO merchants (id, merchant_name, business_registration_number, email, contact_number,
      monthly_transaction_volume, company_turnover, proposed_changes)
    VALUES ($1, $2, $3, $4, '03-1234-5678', $5, $6, $7)`;
  await db.query(insert, [
    WITH_AMOUNTS,
    'Ringgit Merchant',
    '202001012345',
    'ringgit@example.com',
    '15000.50',
    '99999999999999.99',
    JSON.stringify({ companyTurnover: 2500000.5, monthlyTransactionVolume: null, city: 'Ipoh' }),
  ]);
  await db.query(insert, [WITHOUT, 'Blank Merchant', '202001012346', 'blank@example.com', null, null, null]);
  // 025 and every migration after it.
  expect(await migrate(db)).toEqual(files.filter((file) => Number(file.slice(0, 3)) >= 25));
});
afterAll(async () => {
  await testDb.drop();
});

describe('migration 025: merchant amounts in integer sen', () => {
  it('turns each amount into exactly its sen, and keeps a blank one blank', async () => {
    const { rows } = await testDb.db.query<{ id: string; volume: string | null; turnover: string | null }>(
      `SELECT id, monthly_transaction_volume_sen::text AS volume, company_turnover_sen::text AS turnover
       FROM merchants ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: WITH_AMOUNTS, volume: '1500050', turnover: '9999999999999999' },
      { id: WITHOUT, volume: null, turnover: null },
    ]);
  });

  it('moves a waiting proposal to the new names, in sen', async () => {
    const { rows } = await testDb.db.query<{ proposal: unknown }>(
      'SELECT proposed_changes AS proposal FROM merchants WHERE id = $1',
      [WITH_AMOUNTS],
    );
    expect(rows[0]?.proposal).toEqual({
      city: 'Ipoh',
      companyTurnoverSen: 250000050,
      monthlyTransactionVolumeSen: null,
    });
  });
});
