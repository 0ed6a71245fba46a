import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bookingCases from '../../../tests/fixtures/booking-list-cases';
import { clientCaseRows, clientListCases } from '../../../tests/fixtures/client-list-cases';
import { creditEntryCaseRows, creditEntryListCases } from '../../../tests/fixtures/credit-entry-list-cases';
import { eInvoiceCaseRows, eInvoiceListCases } from '../../../tests/fixtures/e-invoice-list-cases';
import { invoiceCaseRows, invoiceListCases } from '../../../tests/fixtures/invoice-list-cases';
import { markupCaseRows, markupListCases } from '../../../tests/fixtures/markup-list-cases';
import * as merchantCases from '../../../tests/fixtures/merchant-list-cases';
import { noteCaseRows, noteListCases } from '../../../tests/fixtures/note-list-cases';
import { topUpCaseRows, topUpListCases } from '../../../tests/fixtures/top-up-list-cases';
import * as userCases from '../../../tests/fixtures/user-list-cases';
import {
  bookingEntity,
  clientEntity,
  creditEntryEntity,
  eInvoiceEntity,
  invoiceEntity,
  invoiceNoteEntity,
  markupEntity,
  merchantEntity,
  topUpEntity,
  userEntity,
} from '../../contract';
import { MirrorDb, type MirrorRow } from '../db';
import { getEntityIndex } from './use-entity-index';

/** The same tables of cases the server's list tests run (docs/ARCHITECTURE.md, Contract). */
let db: MirrorDb;
const ENTITIES = [
  'merchants',
  'users',
  'bookings',
  'invoices',
  'invoiceNotes',
  'topUps',
  'creditEntries',
  'clients',
  'markups',
  'eInvoices',
] as const;

beforeAll(async () => {
  db = new MirrorDb('list-cases');
  await db.rows('merchants').bulkPut(merchantCases.rows as unknown as MirrorRow[]);
  await db.rows('users').bulkPut(userCases.rows as unknown as MirrorRow[]);
  await db.rows('bookings').bulkPut(bookingCases.rows as unknown as MirrorRow[]);
  await db.rows('invoices').bulkPut(invoiceCaseRows as unknown as MirrorRow[]);
  await db.rows('invoiceNotes').bulkPut(noteCaseRows as unknown as MirrorRow[]);
  await db.rows('topUps').bulkPut(topUpCaseRows as unknown as MirrorRow[]);
  await db.rows('creditEntries').bulkPut(creditEntryCaseRows as unknown as MirrorRow[]);
  await db.rows('clients').bulkPut(clientCaseRows as unknown as MirrorRow[]);
  await db.rows('markups').bulkPut(markupCaseRows as unknown as MirrorRow[]);
  await db.rows('eInvoices').bulkPut(eInvoiceCaseRows as unknown as MirrorRow[]);
  for (const entity of ENTITIES) await getEntityIndex(db, entity).load();
});
afterAll(async () => {
  for (const entity of ENTITIES) getEntityIndex(db, entity).dispose();
  await db.delete();
});

describe('the engine gives the server’s rows for the shared list cases', () => {
  it.each(merchantCases.cases)('merchants: $name', (listCase) => {
    const query = v.parse(merchantEntity.querySchema, listCase.query);
    const segment = listCase.list === 'pendingMerchantListPage' ? 'pending' : 'list';
    const page = getEntityIndex(db, 'merchants').query(query, segment);
    expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
    expect(page.totalCount).toBe(listCase.expectedTotal);
  });

  it.each(userCases.cases)('users: $name', (listCase) => {
    const page = getEntityIndex(db, 'users').query(v.parse(userEntity.querySchema, listCase.query), 'list');
    expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
    expect(page.totalCount).toBe(listCase.expectedTotal);
  });

  it.each(bookingCases.cases)('bookings: $name', (listCase) => {
    const page = getEntityIndex(db, 'bookings').query(
      v.parse(bookingEntity.querySchema, listCase.query),
      'list',
    );
    expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
    expect(page.totalCount).toBe(listCase.expectedTotal);
  });

  it.each(invoiceListCases)('invoices: $name', (listCase) => {
    const page = getEntityIndex(db, 'invoices').query(
      v.parse(invoiceEntity.querySchema, listCase.query),
      'list',
    );
    expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
    expect(page.totalCount).toBe(listCase.expectedTotal);
  });

  it.each(noteListCases)('credit and debit notes: $name', (listCase) => {
    const page = getEntityIndex(db, 'invoiceNotes').query(
      v.parse(invoiceNoteEntity.querySchema, listCase.query),
      'list',
    );
    expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
    expect(page.totalCount).toBe(listCase.expectedTotal);
  });

  it.each(topUpListCases)('top-ups: $name', (listCase) => {
    const page = getEntityIndex(db, 'topUps').query(v.parse(topUpEntity.querySchema, listCase.query), 'list');
    expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
    expect(page.totalCount).toBe(listCase.expectedTotal);
  });

  it.each(creditEntryListCases)('credit history: $name', (listCase) => {
    const page = getEntityIndex(db, 'creditEntries').query(
      v.parse(creditEntryEntity.querySchema, listCase.query),
      'list',
    );
    expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
    expect(page.totalCount).toBe(listCase.expectedTotal);
  });

  it.each(clientListCases)('clients: $name', (listCase) => {
    const query = v.parse(clientEntity.querySchema, listCase.query);
    const page = getEntityIndex(db, 'clients').query(query, 'list');
    expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
    expect(page.totalCount).toBe(listCase.expectedTotal);
  });

  it.each(markupListCases)('markups: $name', (listCase) => {
    const page = getEntityIndex(db, 'markups').query(
      v.parse(markupEntity.querySchema, listCase.query),
      'list',
    );
    expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
    expect(page.totalCount).toBe(listCase.expectedTotal);
  });

  it.each(eInvoiceListCases)('e-invoices: $name', (listCase) => {
    const page = getEntityIndex(db, 'eInvoices').query(
      v.parse(eInvoiceEntity.querySchema, listCase.query),
      'list',
    );
    expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
    expect(page.totalCount).toBe(listCase.expectedTotal);
  });
});
