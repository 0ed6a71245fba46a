import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { MirrorDb, type MirrorRow } from '../../lib/db';
import { getEntityIndex } from '../../lib/list-engine';
import {
  bookingRows,
  invoiceRows,
  merchantRows,
  noteRows,
  random,
  userRows,
} from '../../lib/list-engine/testing/random-rows';
import { findPages, findRows, rowSources } from './search-sources';

const pages = [
  { title: 'Merchant Listing', path: '/merchant/view-merchant-listing' },
  { title: 'Create Merchant', path: '/merchant/create-merchant' },
  { title: 'Dashboard', path: '/dashboard' },
];

describe('navbar search', () => {
  it('finds menu screens by any part of their title, ignoring case', () => {
    expect(findPages(pages, 'MERCHANT').map((hit) => hit.to)).toEqual([
      '/merchant/view-merchant-listing',
      '/merchant/create-merchant',
    ]);
    expect(findPages(pages, '  ')).toEqual([]);
  });

  it('links a row only to a screen the user may open', () => {
    const row: MirrorRow = { id: 'u1', version: 1, fullName: 'Siti Aminah' };
    expect(rowSources(() => true).users.to(row)).toBe('/user/manage-user');
    expect(rowSources(() => false).users.to(row)).toBeNull();
    expect(rowSources(() => true).merchants.to({ id: 'm9', version: 1 })).toBe(
      '/merchant/merchant-profile/m9',
    );
    // An invoice opens its detail; a note opens the detail of its invoice.
    expect(rowSources(() => true).invoices.to({ id: 'i9', version: 1 })).toBe('/invoice/invoice/i9');
    expect(rowSources(() => true).invoiceNotes.to({ id: 'n9', version: 1, invoiceId: 'i9' })).toBe(
      '/invoice/invoice/i9',
    );
    expect(rowSources(() => false).invoices.to({ id: 'i9', version: 1 })).toBeNull();
  });
});

describe('searching the mirror', () => {
  it('finds merchants, users, bookings, invoices and notes on their search fields, a few of each', async () => {
    const next = random(3);
    const db = new MirrorDb(`search-${crypto.randomUUID()}`);
    const merchants = merchantRows(20, next).map((row, i) => ({ ...row, merchantName: `Kedai ${i}` }));
    const users = userRows(20, next).map((row, i) => ({ ...row, fullName: `Kedai Staff ${i}`, status: 'A' }));
    const gone = { ...(users[0] as MirrorRow), id: 'deleted-user', status: 'X' };
    const bookings = bookingRows(20, next).map((row, i) => ({ ...row, travelerName: `Kedai Guest ${i}` }));
    await db.merchants.bulkPut(merchants as unknown as MirrorRow[]);
    await db.users.bulkPut([...users, gone] as unknown as MirrorRow[]);
    await db.bookings.bulkPut(bookings as unknown as MirrorRow[]);
    const [invoice, ...otherInvoices] = invoiceRows(10, next).map((row) => ({ ...row, guestName: 'Guest' }));
    const kedaiInvoice = { ...(invoice as NonNullable<typeof invoice>), guestName: 'KEDAI guest' };
    const [note, ...otherNotes] = noteRows(10, next).map((row) => ({ ...row, documentNumber: null }));
    const kedaiNote = { ...(note as NonNullable<typeof note>), documentNumber: 'CN-KEDAI-1' };
    await db.invoices.bulkPut([kedaiInvoice, ...otherInvoices] as unknown as MirrorRow[]);
    await db.invoiceNotes.bulkPut([kedaiNote, ...otherNotes] as unknown as MirrorRow[]);
    const hits = await findRows(db, ' kedai ', () => true);
    const kinds = hits.map((hit) => hit.kind);
    for (const kind of ['merchant', 'user', 'booking'] as const)
      expect(kinds.filter((found) => found === kind)).toHaveLength(5);
    expect(hits.filter((hit) => hit.kind === 'invoice').map((hit) => hit.id)).toEqual([
      `invoice:${kedaiInvoice.id}`,
    ]);
    expect(hits.filter((hit) => hit.kind === 'note').map((hit) => hit.to)).toEqual([
      `/invoice/invoice/${kedaiNote.invoiceId}`,
    ]);
    expect(hits.some((hit) => hit.id === 'user:deleted-user')).toBe(false);
    expect(await findRows(db, 'k', () => true)).toEqual([]);
    for (const entity of ['merchants', 'users', 'bookings', 'invoices', 'invoiceNotes'] as const)
      getEntityIndex(db, entity).dispose();
    await db.delete();
  });
});
