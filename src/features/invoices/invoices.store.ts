/**
 * Local writes of invoices and their credit and debit notes. Every write goes through
 * the outbox, online or offline (docs/ARCHITECTURE.md, Offline core): the row shows the change at
 * once, marked pending, and the replayer sends it in order. The optimistic rows carry every figure
 * `computeDocumentTotals` derives, so the lists and the detail show totals before the server has
 * answered; numbers stay null ("Number pending") until the pull brings the server's.
 *
 * The `…Change` builders are pure (tested with the outbox and a fake server); the exported actions
 * queue them.
 */
import type { Invoice, InvoiceCreate, InvoiceNote, NoteCreate, NoteKind, SstRate } from '../../contract';
import {
  businessToday,
  computeDocumentTotals,
  computeNoteTotals,
  documentExchangeRate,
} from '../../contract';
import { edit, enqueue, type NewChange } from '../../lib/sync';

/** The editable fields of a Draft, parsed (the body of create and update without id/version). */
export type InvoiceDraft = Omit<InvoiceCreate, 'id' | 'merchantId'>;
export type NoteDraft = Omit<NoteCreate, 'id' | 'invoiceId'>;

export const INVOICE_PATHS = {
  create: '/Invoice/create',
  update: '/Invoice/update',
  issue: '/Invoice/issue',
  deactivate: '/Invoice/deactivate',
} as const;
export const NOTE_PATHS = {
  Credit: { create: '/CreditNote/create', deactivate: '/CreditNote/deactivate' },
  Debit: { create: '/DebitNote/create', deactivate: '/DebitNote/deactivate' },
} as const;

/** The Draft's lines with their amounts and every derived figure, as the server will store them. */
export function draftFigures(draft: InvoiceDraft) {
  const totals = computeDocumentTotals(
    draft.revenueLines.map((line) => ({ ...line, taxRate: line.taxRate as SstRate })),
    draft.costLines,
  );
  return {
    revenueLines: draft.revenueLines.map((line, index) => ({
      ...line,
      amountSen: totals.revenueLines[index]?.amountSen ?? 0,
      taxSen: totals.revenueLines[index]?.taxSen ?? 0,
    })),
    costLines: draft.costLines.map((line, index) => ({ ...line, amountSen: totals.costLines[index] ?? 0 })),
    revenueSen: totals.revenueSen,
    taxSen: totals.taxSen,
    totalSen: totals.totalSen,
    costSen: totals.costSen,
    grossProfitSen: totals.grossProfitSen,
    grossProfitBp: totals.grossProfitBp,
  };
}

/** The wire body's lines: each line with its stated amount (the server checks it). */
const bodyOf = (draft: InvoiceDraft) => {
  const figures = draftFigures(draft);
  return {
    ...draft,
    revenueLines: figures.revenueLines.map(({ taxSen: _tax, ...line }) => line),
    costLines: figures.costLines,
  };
};

/** The patch of a Draft's fields and figures (what an update changes). */
function draftPatch(draft: InvoiceDraft, previous: Pick<Invoice, 'creditedSen' | 'debitedSen'> | null) {
  const figures = draftFigures(draft);
  const creditedSen = previous?.creditedSen ?? 0;
  const debitedSen = previous?.debitedSen ?? 0;
  return {
    currency: draft.currency,
    exchangeRate: documentExchangeRate(draft.currency, draft.exchangeRate),
    dueDate: draft.dueDate,
    tourCode: draft.tourCode,
    guestName: draft.guestName,
    market: draft.market,
    remark: draft.remark,
    handledBy: draft.handledBy,
    ...figures,
    netSen: figures.totalSen + debitedSen - creditedSen,
  };
}

/**
 * A new Draft under the client's uuid. `merchantId` is sent by staff only; a merchant-scoped
 * caller's own merchant is used by the server (the row shows it at once).
 */
export function createInvoiceChange(
  id: string,
  merchantId: string,
  draft: InvoiceDraft,
  options: { sendMerchant: boolean; now?: Date },
): NewChange {
  const now = (options.now ?? new Date()).toISOString();
  const row: Omit<Invoice, 'version'> = {
    id,
    merchantId,
    invoiceNumber: null,
    status: 'Draft',
    issueDate: null,
    ...draftPatch(draft, null),
    creditedSen: 0,
    debitedSen: 0,
    deactivationReason: null,
    eInvoiceState: null,
    issuedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const body = { id, ...(options.sendMerchant ? { merchantId } : {}), ...bodyOf(draft) };
  return {
    entity: 'invoices',
    entityId: id,
    baseVersion: 0,
    create: true,
    patch: row,
    request: { method: 'POST', path: INVOICE_PATHS.create, body },
  };
}

/** A Draft's new fields on the version it was edited on (a Draft not yet created: version 0). */
export function updateInvoiceChange(row: Invoice, draft: InvoiceDraft, now = new Date()): NewChange {
  return {
    entity: 'invoices',
    entityId: row.id,
    baseVersion: row.version,
    patch: { ...draftPatch(draft, row), updatedAt: now.toISOString() },
    request: {
      method: 'POST',
      path: INVOICE_PATHS.update,
      body: { id: row.id, baseVersion: row.version, ...bodyOf(draft) },
    },
  };
}

/**
 * Issue: shown as Issued at once, its number still null until the server's answer or the pull
 * brings it. Its own op, behind the create and updates of the same row: the replayer sends one op
 * of a record per batch, in order, so a Draft made and issued offline is created, then issued.
 */
export function issueInvoiceChange(row: Invoice, now = new Date()): NewChange {
  return {
    entity: 'invoices',
    entityId: row.id,
    baseVersion: row.version,
    patch: { status: 'Issued', issueDate: businessToday(now), issuedAt: now.toISOString() },
    request: { method: 'POST', path: INVOICE_PATHS.issue, body: { id: row.id } },
  };
}

export function deactivateInvoiceChange(row: Invoice, reason: string): NewChange {
  return {
    entity: 'invoices',
    entityId: row.id,
    baseVersion: row.version,
    patch: { status: 'Deactivated', deactivationReason: reason },
    request: { method: 'POST', path: INVOICE_PATHS.deactivate, body: { id: row.id, reason } },
  };
}

/**
 * A new credit or debit note on `invoice`, numbered by the server (null until then). Queued after
 * every op already waiting, so a note on an invoice created or issued offline goes after them.
 */
export function createNoteChange(
  id: string,
  invoice: Invoice,
  kind: NoteKind,
  draft: NoteDraft,
  now = new Date(),
): NewChange {
  const totals = computeNoteTotals(
    draft.lines.map((line) => ({ ...line, taxRate: line.taxRate as SstRate })),
  );
  const lines = draft.lines.map((line, index) => ({
    ...line,
    amountSen: totals.lines[index]?.amountSen ?? 0,
    taxSen: totals.lines[index]?.taxSen ?? 0,
  }));
  const stamp = now.toISOString();
  const row: Omit<InvoiceNote, 'version'> = {
    id,
    kind,
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber ?? '',
    merchantId: invoice.merchantId,
    documentNumber: null,
    documentDate: draft.documentDate,
    referenceNumber: draft.referenceNumber,
    paymentMode: draft.paymentMode,
    eInvoiceState: null,
    currency: invoice.currency,
    exchangeRate: documentExchangeRate(invoice.currency, draft.exchangeRate ?? invoice.exchangeRate),
    lines,
    subtotalSen: totals.subtotalSen,
    taxSen: totals.taxSen,
    totalSen: totals.totalSen,
    status: 'Active',
    deactivationReason: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
  const body = {
    id,
    invoiceId: invoice.id,
    ...draft,
    lines: lines.map(({ taxSen: _tax, ...line }) => line),
  };
  return {
    entity: 'invoiceNotes',
    entityId: id,
    baseVersion: 0,
    create: true,
    patch: row,
    request: { method: 'POST', path: NOTE_PATHS[kind].create, body },
  };
}

export function deactivateNoteChange(note: InvoiceNote, reason: string): NewChange {
  return {
    entity: 'invoiceNotes',
    entityId: note.id,
    baseVersion: note.version,
    patch: { status: 'Deactivated', deactivationReason: reason },
    request: { method: 'POST', path: NOTE_PATHS[note.kind].deactivate, body: { id: note.id, reason } },
  };
}

// --- The actions screens call --------------------------------------------------------------

/**
 * Saves a Draft: a create (`existing` null) or an update. With `failedOpId`, the form corrects
 * that failed op (the pending-changes screen's Edit) instead of queueing a new one.
 */
export async function saveInvoiceDraft(args: {
  id: string;
  merchantId: string;
  draft: InvoiceDraft;
  existing: Invoice | null;
  sendMerchant: boolean;
  failedOp?: { id: string; create: boolean; baseVersion: number } | null;
}) {
  const { id, merchantId, draft, existing, sendMerchant, failedOp } = args;
  if (failedOp) {
    const change = failedOp.create
      ? createInvoiceChange(id, merchantId, draft, { sendMerchant })
      : updateInvoiceChange({ ...(existing as Invoice), version: failedOp.baseVersion }, draft);
    const corrected = await edit(failedOp.id, { patch: change.patch, body: change.request.body });
    if (corrected) return;
  }
  await enqueue(
    existing
      ? updateInvoiceChange(existing, draft)
      : createInvoiceChange(id, merchantId, draft, { sendMerchant }),
  );
}

export const issueInvoice = (row: Invoice) => enqueue(issueInvoiceChange(row));
export const deactivateInvoice = (row: Invoice, reason: string) =>
  enqueue(deactivateInvoiceChange(row, reason));
export const createNote = (id: string, invoice: Invoice, kind: NoteKind, draft: NoteDraft) =>
  enqueue(createNoteChange(id, invoice, kind, draft));
export const deactivateNote = (note: InvoiceNote, reason: string) =>
  enqueue(deactivateNoteChange(note, reason));
