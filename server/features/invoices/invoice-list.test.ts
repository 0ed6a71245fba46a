import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eInvoiceEntity,
  EInvoiceSchema,
  invoiceEntity,
  invoiceNoteEntity,
  InvoiceNoteSchema,
  InvoiceSchema,
  queryEntityRows,
} from '../../../src/contract';
import type { EInvoice, Invoice, InvoiceNote, Page } from '../../../src/contract';
import {
  INVOICE_CASE_MERCHANTS,
  invoiceCaseRows,
  invoiceListCases,
} from '../../../tests/fixtures/invoice-list-cases';
import { noteCaseRows, noteListCases } from '../../../tests/fixtures/note-list-cases';
import { eInvoiceCaseRows, eInvoiceListCases } from '../../../tests/fixtures/e-invoice-list-cases';
import { bearerOf, getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let staff: Record<string, string>;
let merchantAdmin: Record<string, string>;

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const alpha = INVOICE_CASE_MERCHANTS.alpha.id;

async function insert(table: string, rows: readonly object[], skip: readonly string[]) {
  const columns = Object.keys(rows[0] ?? {}).filter((key) => !skip.includes(key));
  for (const row of rows) {
    const values = columns.map((key) => {
      const value = row[key as keyof typeof row] as unknown;
      return Array.isArray(value) ? JSON.stringify(value) : value;
    });
    await testDb.db.query(
      `INSERT INTO ${table} (${columns.map(snake).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      values,
    );
  }
}

/** Only the shared case rows remain; merchant.admin works for the first case merchant. */
beforeAll(async () => {
  testDb = await setupTestDb();
  const { db } = testDb;
  await db.exec('DELETE FROM e_invoices; DELETE FROM invoice_notes; DELETE FROM invoices;');
  for (const merchant of Object.values(INVOICE_CASE_MERCHANTS)) {
    await db.query(
      `INSERT INTO merchants (id, merchant_name, business_registration_number, email, contact_number)
       VALUES ($1, $2, '202001012345', 'case@example.com', '03-1234-5678')`,
      [merchant.id, merchant.name],
    );
  }
  await db.query(`UPDATE users SET merchant_id = $1 WHERE username = 'merchant.admin'`, [alpha]);
  await insert('invoices', invoiceCaseRows, ['version', 'netSen']);
  await insert('invoice_notes', noteCaseRows, ['version']);
  await insert('e_invoices', eInvoiceCaseRows, ['version']);
  app = buildApp(db);
  staff = await bearerOf(app, 'admin');
  merchantAdmin = await bearerOf(app, 'merchant.admin');
});
afterAll(async () => {
  await testDb.drop();
});

describe('the hand-worked cases agree with the reference query', () => {
  it.each(invoiceListCases)('invoices: $name', ({ query, expectedIds, expectedTotal }) => {
    const page = queryEntityRows(
      invoiceEntity,
      invoiceCaseRows,
      v.parse(invoiceEntity.querySchema, query),
      'list',
    );
    expect(page.items.map((row) => row.id)).toEqual(expectedIds);
    expect(page.totalCount).toBe(expectedTotal);
  });
  it.each(eInvoiceListCases)('e-invoices: $name', ({ query, expectedIds, expectedTotal }) => {
    const parsed = v.parse(eInvoiceEntity.querySchema, query);
    const page = queryEntityRows(eInvoiceEntity, eInvoiceCaseRows, parsed, 'list');
    expect(page.items.map((row) => row.id)).toEqual(expectedIds);
    expect(page.totalCount).toBe(expectedTotal);
  });
  it.each(noteListCases)('notes: $name', ({ query, expectedIds, expectedTotal }) => {
    const page = queryEntityRows(
      invoiceNoteEntity,
      noteCaseRows,
      v.parse(invoiceNoteEntity.querySchema, query),
      'list',
    );
    expect(page.items.map((row) => row.id)).toEqual(expectedIds);
    expect(page.totalCount).toBe(expectedTotal);
  });
});

describe('Invoice/invoiceListPage and Invoice/adjustmentEnquiry answer the shared cases', () => {
  it.each(invoiceListCases)('invoices: $name', async ({ query, expectedIds, expectedTotal }) => {
    const url = `/Invoice/invoiceListPage?${new URLSearchParams(query).toString()}`;
    const { status, body } = await getJson<Page<Invoice>>(app, url, staff);
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual(expectedIds);
    expect(body.data?.totalCount).toBe(expectedTotal);
  });

  it.each(noteListCases)('notes: $name', async ({ query, expectedIds, expectedTotal }) => {
    const url = `/Invoice/adjustmentEnquiry?${new URLSearchParams(query).toString()}`;
    const { status, body } = await getJson<Page<InvoiceNote>>(app, url, staff);
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual(expectedIds);
    expect(body.data?.totalCount).toBe(expectedTotal);
  });

  it.each(eInvoiceListCases)('e-invoices: $name', async ({ query, expectedIds, expectedTotal }) => {
    const url = `/EInvoice/eInvoiceListPage?${new URLSearchParams(query).toString()}`;
    const { status, body } = await getJson<Page<EInvoice>>(app, url, staff);
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual(expectedIds);
    expect(body.data?.totalCount).toBe(expectedTotal);
    for (const item of body.data?.items ?? []) {
      const expected = eInvoiceCaseRows.find((row) => row.id === item.id);
      expect(v.parse(EInvoiceSchema, item)).toEqual({ ...expected, version: item.version });
    }
  });

  it('answers rows exactly as the contract rows', async () => {
    const invoices = await getJson<Page<Invoice>>(app, '/Invoice/invoiceListPage?pageSize=50', staff);
    for (const item of invoices.body.data?.items ?? []) {
      const expected = invoiceCaseRows.find((row) => row.id === item.id);
      expect(v.parse(InvoiceSchema, item)).toEqual({ ...expected, version: item.version });
    }
    const notes = await getJson<Page<InvoiceNote>>(app, '/Invoice/adjustmentEnquiry?pageSize=50', staff);
    for (const item of notes.body.data?.items ?? []) {
      const expected = noteCaseRows.find((row) => row.id === item.id);
      expect(v.parse(InvoiceNoteSchema, item)).toEqual({ ...expected, version: item.version });
    }
  });

  it.each(invoiceListCases)('a merchant admin sees only their merchant: $name', async ({ query }) => {
    const own = invoiceCaseRows.filter((row) => row.merchantId === alpha);
    const expected = queryEntityRows(invoiceEntity, own, v.parse(invoiceEntity.querySchema, query), 'list');
    const url = `/Invoice/invoiceListPage?${new URLSearchParams(query).toString()}`;
    const { body } = await getJson<Page<Invoice>>(app, url, merchantAdmin);
    expect(body.data?.items.map((item) => item.id)).toEqual(expected.items.map((row) => row.id));
    expect(body.data?.totalCount).toBe(expected.totalCount);
  });

  it('answers 422 for a bad query, never 500', async () => {
    for (const query of ['sortKey=amount', 'status=Active', 'dateFrom=2025-1-1', 'pageSize=7']) {
      expect((await getJson(app, `/Invoice/invoiceListPage?${query}`, staff)).status, query).toBe(422);
    }
    for (const query of ['kind=Refund', 'merchantId=nope', 'sortKey=createdAt']) {
      expect((await getJson(app, `/Invoice/adjustmentEnquiry?${query}`, staff)).status, query).toBe(422);
    }
  });
});
