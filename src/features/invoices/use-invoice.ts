import { useLiveQuery } from 'dexie-react-hooks';
import type { Invoice, InvoiceNote } from '../../contract';
import type { MirrorDb, MirrorRow } from '../../lib/db';

/** An invoice as the mirror shows it (with `_pending` while changes wait), null when absent. */
export type InvoiceView = Invoice & { _pending?: boolean };
export type NoteView = InvoiceNote & { _pending?: boolean };

/** undefined while reading. */
export function useInvoice(db: MirrorDb, id: string): InvoiceView | null | undefined {
  return useLiveQuery(
    async () => ((await db.rows('invoices').get(id)) as InvoiceView | undefined) ?? null,
    [db, id],
  );
}

/** The invoice's credit and debit notes from the mirror, oldest first. */
export function useInvoiceNotes(db: MirrorDb, invoiceId: string | null): NoteView[] | undefined {
  return useLiveQuery(async () => {
    if (!invoiceId) return [];
    const rows = await db
      .rows('invoiceNotes')
      .find((row: MirrorRow) => row['invoiceId'] === invoiceId, 1_000);
    return (rows as NoteView[]).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }, [db, invoiceId]);
}

/**
 * What the notes on this device add up to: the active ones, those still waiting to be sent
 * included (the row's own sums are the server's, so they lag behind a note made offline).
 */
export function withDeviceNotes<
  T extends Pick<Invoice, 'totalSen' | 'creditedSen' | 'debitedSen' | 'netSen'>,
>(invoice: T, notes: readonly Pick<InvoiceNote, 'kind' | 'status' | 'totalSen'>[]): T {
  if (!notes.length) return invoice;
  const active = notes.filter((note) => note.status === 'Active');
  const sum = (kind: string) =>
    active.filter((note) => note.kind === kind).reduce((total, note) => total + note.totalSen, 0);
  const creditedSen = sum('Credit');
  const debitedSen = sum('Debit');
  return { ...invoice, creditedSen, debitedSen, netSen: invoice.totalSen + debitedSen - creditedSen };
}

/** The invoice's merchant from the mirror (its name and address), null when not on this device. */
export function useMerchant(db: MirrorDb, merchantId: string | null): MirrorRow | null | undefined {
  return useLiveQuery(
    async () => (merchantId ? ((await db.rows('merchants').get(merchantId)) ?? null) : null),
    [db, merchantId],
  );
}
