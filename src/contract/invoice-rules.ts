/**
 * The lifecycle of invoices and notes (docs/ARCHITECTURE.md, Invoicing), as pure functions: the
 * server runs them inside the transaction that locks the invoice, the app runs them to offer only
 * what will be accepted and to say why not. One home per rule.
 *
 *   Draft ──issue──▶ Issued ──deactivate (net 0)──▶ Deactivated
 *     └──────────────deactivate─────────────────────────▲
 */
import type { Invoice, InvoiceStatus } from './invoice';
import type { InvoiceNote, NoteKind, NoteLine } from './invoice-note';
import { needsExchangeRate } from './exchange-rate';
import { computeDocumentTotals, MAX_AMOUNT_SEN, type SstRate } from './money';

/** Message codes (messages.ts) a rule answers with. */
export type InvoiceBlock =
  | 'invoice.notDraft'
  | 'invoice.alreadyDeactivated'
  | 'invoice.unrefundedBalance'
  | 'invoice.dueBeforeIssue'
  | 'invoice.totalTooLarge'
  | 'invoice.zeroTotal'
  | 'invoice.exchangeRateRequired'
  | 'note.invoiceNotIssued'
  | 'note.exceedsRemaining'
  | 'note.wouldOverCredit'
  | 'note.alreadyDeactivated'
  | 'note.zeroTotal';

/** Only a Draft may change; an Issued invoice is corrected by notes. */
export const canEditInvoice = (status: InvoiceStatus) => status === 'Draft';

/** What the customer owes after the invoice's active notes: total + debited − credited. */
export const remainingSen = (invoice: Pick<Invoice, 'totalSen' | 'creditedSen' | 'debitedSen'>) =>
  invoice.totalSen + invoice.debitedSen - invoice.creditedSen;

/**
 * May this Draft be issued on `issueDate` (the server's day, `yyyy-mm-dd`)? A Draft may total
 * RM 0.00 while it is worked on, but an issued invoice charges something: issuing RM 0.00 would
 * take a number for a document that moves no money. A document in another currency than MYR needs
 * its exchange rate first: issued, it can no longer be given (docs/e-invoicing.md, Foreign currency).
 */
export function issueBlock(
  invoice: Pick<Invoice, 'status' | 'dueDate' | 'totalSen' | 'currency' | 'exchangeRate'>,
  issueDate: string,
): InvoiceBlock | null {
  if (invoice.status !== 'Draft') return 'invoice.notDraft';
  if (invoice.totalSen <= 0) return 'invoice.zeroTotal';
  if (invoice.dueDate < issueDate) return 'invoice.dueBeforeIssue';
  if (needsExchangeRate(invoice.currency, invoice.exchangeRate)) return 'invoice.exchangeRateRequired';
  if (invoice.totalSen > MAX_AMOUNT_SEN) return 'invoice.totalTooLarge';
  return null;
}

/**
 * May this invoice be deactivated? A Draft always; an Issued one only once nothing remains owed
 * (credit notes cover it all), so no charged amount disappears without a document.
 */
export function deactivationBlock(
  invoice: Pick<Invoice, 'status' | 'totalSen' | 'creditedSen' | 'debitedSen'>,
): InvoiceBlock | null {
  if (invoice.status === 'Deactivated') return 'invoice.alreadyDeactivated';
  if (invoice.status === 'Issued' && remainingSen(invoice) !== 0) return 'invoice.unrefundedBalance';
  return null;
}

/**
 * May a note of `totalSen` be added to this invoice? A note must move money (a total of RM 0.00
 * would only take a number), and a credit note never exceeds what remains.
 */
export function noteCreationBlock(
  invoice: Pick<Invoice, 'status' | 'totalSen' | 'creditedSen' | 'debitedSen'>,
  kind: NoteKind,
  totalSen: number,
): InvoiceBlock | null {
  if (invoice.status !== 'Issued') return 'note.invoiceNotIssued';
  if (totalSen <= 0) return 'note.zeroTotal';
  if (kind === 'Credit' && totalSen > remainingSen(invoice)) return 'note.exceedsRemaining';
  if (kind === 'Debit' && remainingSen(invoice) + totalSen > MAX_AMOUNT_SEN) return 'invoice.totalTooLarge';
  return null;
}

/**
 * May this note be deactivated? Not twice; not on a Deactivated invoice (it is closed); and not a
 * debit note whose removal would leave the invoice credited for more than it charges (deactivate
 * a credit note first).
 */
export function noteDeactivationBlock(
  invoice: Pick<Invoice, 'status' | 'totalSen' | 'creditedSen' | 'debitedSen'>,
  note: Pick<InvoiceNote, 'kind' | 'status' | 'totalSen'>,
): InvoiceBlock | null {
  if (note.status === 'Deactivated') return 'note.alreadyDeactivated';
  if (invoice.status === 'Deactivated') return 'invoice.alreadyDeactivated';
  if (note.kind === 'Debit' && remainingSen(invoice) - note.totalSen < 0) return 'note.wouldOverCredit';
  return null;
}

/** The invoice's note sums after a note of `totalSen` is added (`sign` 1) or deactivated (−1). */
export function withNote(
  invoice: Pick<Invoice, 'totalSen' | 'creditedSen' | 'debitedSen'>,
  kind: NoteKind,
  totalSen: number,
  sign: 1 | -1,
): Pick<Invoice, 'creditedSen' | 'debitedSen' | 'netSen'> {
  const creditedSen = invoice.creditedSen + (kind === 'Credit' ? sign * totalSen : 0);
  const debitedSen = invoice.debitedSen + (kind === 'Debit' ? sign * totalSen : 0);
  return { creditedSen, debitedSen, netSen: invoice.totalSen + debitedSen - creditedSen };
}

type NoteLineInput = { quantity: number; unitPriceSen: number; taxRate: SstRate };

/** A note's figures: its lines priced like revenue lines (quantity × unit price, tax per line). */
export function computeNoteTotals(lines: readonly NoteLineInput[]) {
  const totals = computeDocumentTotals(
    lines.map((line) => ({ pax: line.quantity, unitPriceSen: line.unitPriceSen, taxRate: line.taxRate })),
  );
  return {
    subtotalSen: totals.revenueSen,
    taxSen: totals.taxSen,
    totalSen: totals.totalSen,
    lines: totals.revenueLines satisfies Pick<NoteLine, 'amountSen' | 'taxSen'>[],
  };
}

/** The index of the first line whose stated amount is not quantity × unit price, or −1. */
export function firstWrongLine(
  lines: readonly { amountSen: number; unitPriceSen: number; quantity: number }[],
) {
  return lines.findIndex((line) => line.amountSen !== line.quantity * line.unitPriceSen);
}
