import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract';
import { ApiError } from '../../lib/api/api-error';
import type { MirrorDb, MirrorRow, OutboxOp } from '../../lib/db';
import { enqueueChange } from '../../lib/sync/outbox';
import { replayOutbox } from '../../lib/sync/replay';
import { closeMirror, openMirror } from '../../lib/db';
import { createTestMirror } from '../../lib/sync/testing/fixtures';
import {
  createInvoiceChange,
  createNoteChange,
  issueInvoiceChange,
  saveInvoiceDraft,
  updateInvoiceChange,
  type InvoiceDraft,
} from './invoices.store';

const MERCHANT = '5f0c7a52-7d5e-4a36-9a51-1d2b8c3e4f60';

const draft: InvoiceDraft = {
  currency: 'MYR',
  exchangeRate: null,
  dueDate: '2026-12-31',
  tourCode: 'TC-1',
  guestName: 'Aminah Binti Ali',
  market: 'Domestic',
  remark: null,
  handledBy: 'Siti',
  revenueLines: [
    { salesType: 'Hotel', pax: 2, unitPriceSen: 12_345, taxRate: 8, amountSen: 0 },
    { salesType: 'Transfer', pax: 3, unitPriceSen: 1_001, taxRate: 6, amountSen: 0 },
  ],
  costLines: [{ bookingReference: 'BK-1', unit: 1, unitPriceSen: 15_000, amountSen: 0 }],
};

/** A server that numbers on issue and refuses what a real one would, recording the calls. */
function invoiceServer() {
  const rows = new Map<string, MirrorRow>();
  const calls: string[] = [];
  let sequence = 0;
  let offline = false;
  const transport = async (op: OutboxOp): Promise<unknown> => {
    if (offline) throw new ApiError('network', 0, 'offline');
    const body = op.body as Record<string, unknown>;
    const id = String(body.id);
    calls.push(`${op.path} ${id.slice(0, 4)}`);
    const current = rows.get(id);
    let next: MirrorRow;
    if (op.path === '/Invoice/create') next = { ...(op.patch as MirrorRow), id, version: 1 };
    else if (op.path === '/Invoice/issue') {
      if (!current || current.status !== 'Draft')
        throw new ApiError('http', 409, 'not draft', 'invoice.notDraft');
      sequence += 1;
      next = {
        ...current,
        status: 'Issued',
        invoiceNumber: `INV-2026-${String(sequence).padStart(6, '0')}`,
        version: current.version + 1,
      };
    } else if (op.path === '/Invoice/update') {
      if (!current) throw new ApiError('http', 404, 'not found', 'error.notFound');
      if (body.baseVersion !== current.version) throw new ApiError('http', 409, 'conflict', 'sync.conflict');
      next = { ...current, ...op.patch, version: current.version + 1 };
    } else {
      const invoice = rows.get(String(body.invoiceId));
      if (invoice?.status !== 'Issued')
        throw new ApiError('http', 409, 'not issued', 'note.invoiceNotIssued');
      next = { ...(op.patch as MirrorRow), id, documentNumber: 'CN-2026-000001', version: 1 };
    }
    rows.set(id, next);
    return next;
  };
  return { rows, calls, transport, setOffline: (value: boolean) => (offline = value) };
}

let db: MirrorDb;
beforeEach(() => {
  db = createTestMirror();
});
afterEach(() => db.delete());

describe('invoice changes', () => {
  it('a Draft row carries every derived figure and no number', () => {
    const change = createInvoiceChange('a7e1c2d4-0000-4000-8000-000000000001', MERCHANT, draft, {
      sendMerchant: true,
    });
    expect(change.patch).toMatchObject({
      invoiceNumber: null,
      status: 'Draft',
      revenueSen: 24_690 + 3_003,
      taxSen: 1_975 + 180,
      totalSen: 27_693 + 2_155,
      costSen: 15_000,
      grossProfitSen: 27_693 - 15_000,
      grossProfitBp: 4583,
      netSen: 29_848,
    });
    const body = change.request.body as { merchantId?: string; revenueLines: { amountSen: number }[] };
    expect(body.merchantId).toBe(MERCHANT);
    expect(body.revenueLines.map((line) => line.amountSen)).toEqual([24_690, 3_003]);
    expect(body.revenueLines[0]).not.toHaveProperty('taxSen');
  });

  it('a merchant-scoped caller does not send a merchant', () => {
    const change = createInvoiceChange('a7e1c2d4-0000-4000-8000-000000000002', MERCHANT, draft, {
      sendMerchant: false,
    });
    expect(change.request.body).not.toHaveProperty('merchantId');
  });

  it('drafted, edited, issued and given a credit note offline: replays create, update, issue, note in order', async () => {
    const server = invoiceServer();
    const id = 'a7e1c2d4-0000-4000-8000-000000000003';
    await enqueueChange(db, createInvoiceChange(id, MERCHANT, draft, { sendMerchant: true }));
    const drafted = (await db.rows('invoices').get(id)) as unknown as Invoice;
    await enqueueChange(db, updateInvoiceChange(drafted, { ...draft, guestName: 'Aminah' }));
    const edited = (await db.rows('invoices').get(id)) as unknown as Invoice;
    await enqueueChange(db, issueInvoiceChange(edited));
    const issued = (await db.rows('invoices').get(id)) as unknown as Invoice;
    expect(issued).toMatchObject({
      status: 'Issued',
      invoiceNumber: null,
      guestName: 'Aminah',
      _pending: true,
    });
    const noteId = 'b7e1c2d4-0000-4000-8000-000000000004';
    await enqueueChange(
      db,
      createNoteChange(noteId, issued, 'Credit', {
        documentDate: '2026-11-25',
        referenceNumber: null,
        paymentMode: 'Cash',
        exchangeRate: null,
        lines: [{ description: 'Refund', quantity: 1, unitPriceSen: 1_000, taxRate: 0, amountSen: 0 }],
      }),
    );
    expect(await db.rows('invoiceNotes').get(noteId)).toMatchObject({
      documentNumber: null,
      totalSen: 1_000,
    });

    server.setOffline(true);
    await replayOutbox(db, { transport: server.transport, now: () => 0, random: () => 0 });
    expect(await db.outbox.count()).toBe(4);

    server.setOffline(false);
    await replayOutbox(db, { transport: server.transport, now: () => 10 ** 12, random: () => 0 });
    expect(server.calls).toEqual([
      '/Invoice/create a7e1',
      '/Invoice/update a7e1',
      '/Invoice/issue a7e1',
      '/CreditNote/create b7e1',
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('invoices').get(id)).toMatchObject({
      status: 'Issued',
      invoiceNumber: 'INV-2026-000001',
      guestName: 'Aminah',
    });
    expect(await db.rows('invoiceNotes').get(noteId)).toMatchObject({ documentNumber: 'CN-2026-000001' });
  });
});

describe('saveInvoiceDraft', () => {
  it('corrects a failed create op from the form: same op (same Idempotency-Key), new body, queued again', async () => {
    const mirror = await openMirror(`user-${crypto.randomUUID()}`);
    try {
      const id = 'a7e1c2d4-0000-4000-8000-000000000009';
      await saveInvoiceDraft({ id, merchantId: MERCHANT, draft, existing: null, sendMerchant: false });
      const [op] = await mirror.outbox.toArray();
      if (!op) throw new Error('no op queued');
      await mirror.outbox.update(op.seq as number, {
        state: 'failed',
        error: { status: 422, code: 'invoice.bookingNotFound', message: 'Booking BK-1 was not found' },
      });
      const fixed = {
        ...draft,
        costLines: [{ ...draft.costLines[0], bookingReference: 'BK-2' }],
      } as InvoiceDraft;
      const row = (await mirror.rows('invoices').get(id)) as unknown as Invoice;
      await saveInvoiceDraft({
        id,
        merchantId: MERCHANT,
        draft: fixed,
        existing: row,
        sendMerchant: false,
        failedOp: { id: op.id, create: op.create, baseVersion: op.baseVersion },
      });
      const ops = await mirror.outbox.toArray();
      expect(ops).toHaveLength(1);
      expect(ops[0]).toMatchObject({ id: op.id, path: '/Invoice/create', state: 'queued', error: null });
      expect((ops[0]?.body as InvoiceDraft).costLines[0]?.bookingReference).toBe('BK-2');
      expect(await mirror.rows('invoices').get(id)).toMatchObject({
        costLines: [{ bookingReference: 'BK-2' }],
      });
    } finally {
      closeMirror();
    }
  });
});
