import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant, Page } from '../../../src/contract';
import { cases, rows } from '../../../tests/fixtures/merchant-list-cases';
import { bearerOf, getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import { clearMerchantData } from '../../test/clear-merchant-data';
import type { TestDb } from '../../test/test-db';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let admin: Record<string, string>;

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Only the shared fixture rows remain, so every case sees exactly the rows the app's test sees. */
beforeAll(async () => {
  testDb = await setupTestDb();
  const { db } = testDb;
  await clearMerchantData(db);
  await db.exec(`DELETE FROM e_invoices; DELETE FROM invoice_notes; DELETE FROM invoices; DELETE FROM bookings; UPDATE users SET merchant_id = NULL;
    DELETE FROM merchants;`);
  const columns = Object.keys(rows[0] ?? {}).filter((key) => key !== 'version');
  for (const row of rows) {
    const values = columns.map((key) => row[key as keyof typeof row]);
    await db.query(
      `INSERT INTO merchants (${columns.map(snake).join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      values,
    );
  }
  app = buildApp(db);
  admin = await bearerOf(app, 'admin');
});
afterAll(async () => {
  await testDb.drop();
});

describe('merchant lists answer the shared cases', () => {
  it.each(cases)('$list: $name', async ({ list, query, expectedIds, expectedTotal }) => {
    const { status, body } = await getJson<Page<Merchant>>(
      app,
      `/Merchant/${list}?${new URLSearchParams(query).toString()}`,
      admin,
    );
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual(expectedIds);
    expect(body.data?.totalCount).toBe(expectedTotal);
    expect(body.data?.pageSize).toBe(Number(query.pageSize ?? 10));
    expect(body.data?.curPageIndex).toBe(Number(query.curPageIndex ?? 1));
  });

  it('answers rows in the contract shape, timestamps to the millisecond', async () => {
    const { body } = await getJson<Page<Merchant>>(
      app,
      '/Merchant/merchantListPage?merchantName=bintang',
      admin,
    );
    const expected = rows.find((row) => row.merchantName.includes('Bintang'));
    expect(body.data?.items[0]).toEqual({
      submittedBy: null,
      proposedChanges: null,
      // No buyer identity on the shared cases (migration 034).
      tin: null,
      identificationType: null,
      identificationNumber: null,
      sstNumber: null,
      ...expected,
      version: body.data?.items[0]?.version,
    });
    expect(typeof body.data?.items[0]?.version).toBe('number');
  });

  it('rejects a page size outside 10/25/50 and an unknown sort key', async () => {
    for (const query of ['pageSize=7', 'sortKey=password', 'curPageIndex=0', 'sortOrder=up']) {
      const { status, body } = await getJson(app, `/Merchant/merchantListPage?${query}`, admin);
      expect(status).toBe(422);
      expect(body.code).toBe('error.validation');
    }
  });
});
