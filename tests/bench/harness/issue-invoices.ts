/**
 * The invoicing target: issuing 1,000 invoices through the outbox against the local server in at most
 * 10 s. A Merchant Admin's fresh mirror; 1,000 Drafts are created through the app's own change
 * builders and drained first (not timed as the target), then 1,000 issue ops are queued and the
 * app's replayer (batched, the app's transport) drains them: the figure is queue-to-empty.
 */
import Dexie from 'dexie';
import { computeDocumentTotals } from '../../../src/contract';
import {
  createInvoiceChange,
  issueInvoiceChange,
  type InvoiceDraft,
} from '../../../src/features/invoices/invoices.store';
import { openMirror, type MirrorDb } from '../../../src/lib/db';
import { enqueueChange } from '../../../src/lib/sync/outbox';
import { replayOutbox } from '../../../src/lib/sync/replay';
import type { Invoice } from '../../../src/contract';

async function drainAll(db: MirrorDb) {
  const started = performance.now();
  for (let pass = 0; pass < 50 && (await db.outbox.where('state').equals('queued').count()) > 0; pass += 1) {
    await replayOutbox(db);
  }
  return {
    ms: performance.now() - started,
    left: await db.outbox.count(),
    failed: await db.outbox.where('state').notEqual('queued').count(),
  };
}

function benchDraft(i: number): InvoiceDraft {
  const line = { salesType: 'Tour Package' as const, pax: 2, unitPriceSen: 12_345 + i, taxRate: 6 as const };
  const [amounts] = computeDocumentTotals([line]).revenueLines;
  return {
    currency: 'MYR',
    exchangeRate: null,
    dueDate: '2099-12-31',
    tourCode: null,
    guestName: `Bench Guest ${i}`,
    market: 'Domestic',
    remark: null,
    handledBy: 'Bench',
    revenueLines: [{ ...line, amountSen: amounts?.amountSen ?? 0 }],
    costLines: [],
  };
}

export async function issueInvoices(
  signIn: (username: string, password: string) => Promise<{ userId: string; merchantId: string | null }>,
  count: number,
) {
  const { userId, merchantId } = await signIn('merchant.admin', 'Demo@12345');
  if (!merchantId) throw new Error('merchant.admin has no merchant');
  await Dexie.delete(`bo-portal-${userId}`);
  const db = await openMirror(userId);
  try {
    const ids = Array.from({ length: count }, () => crypto.randomUUID());
    for (const [i, id] of ids.entries()) {
      await enqueueChange(db, createInvoiceChange(id, merchantId, benchDraft(i), { sendMerchant: false }));
    }
    const created = await drainAll(db);
    const queued = performance.now();
    for (const id of ids) {
      const row = (await db.rows('invoices').get(id)) as Invoice | undefined;
      if (!row) throw new Error(`draft ${id} is not in the mirror`);
      await enqueueChange(db, issueInvoiceChange(row));
    }
    const enqueueMs = performance.now() - queued;
    const issued = await drainAll(db);
    return {
      count,
      createMs: created.ms,
      createLeft: created.left,
      enqueueMs,
      issueMs: issued.ms,
      totalMs: enqueueMs + issued.ms,
      left: issued.left,
      failed: issued.failed,
    };
  } finally {
    db.close();
  }
}
