/**
 * POST /CreditNote/create and /DebitNote/create { id, invoiceId, documentDate, referenceNumber?,
 * paymentMode, exchangeRate?, lines }: numbered at once. The invoice is locked first, so notes on one invoice
 * queue and each sees the sums the previous one left: `noteCreationBlock` keeps credits within
 * what remains. The number is the next of CN-<year> / DN-<year> (the server's year in Malaysia),
 * and the invoice's credited/debited sums move with `withNote` (a new invoice version: devices
 * pull the new net). A note in another currency than MYR keeps its own exchange rate, or its
 * invoice's when it gives none (docs/e-invoicing.md, Foreign currency).
 */
import type { Context } from 'hono';
import {
  computeNoteTotals,
  documentExchangeRate,
  firstWrongLine,
  formatMessage,
  MAX_AMOUNT_SEN,
  NoteCreateSchema,
  noteCreationBlock,
  remainingSen,
  moneyParam,
  withNote,
} from '../../../src/contract';
import type { InvoiceNote, NoteCreate, NoteKind, SstRate } from '../../../src/contract';
import { queueEInvoice } from '../../e-invoice/e-invoice-rows';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { envelope } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { NOTE_COLUMNS } from '../../resources/invoice-notes';
import {
  auditInvoicing,
  lockInvoice,
  nextDocumentNumber,
  refuse,
  requireCalendarDay,
  serverToday,
} from './invoice-write';

const CREATED = { Credit: 'creditNote.created', Debit: 'debitNote.created' } as const;

export function createNote(kind: NoteKind) {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, NoteCreateSchema);
    const db = c.get('db');
    const user = c.get('user');
    requireCalendarDay(input.documentDate, 'documentDate');
    const wrong = firstWrongLine(input.lines);
    if (wrong >= 0) {
      const code = 'invoice.amountMismatch' as const;
      const errors = [{ path: `lines.${wrong}.amountSen`, code, message: formatMessage(code) }];
      throw new ApiError(422, code, { errors });
    }
    const totals = computeNoteTotals(
      input.lines.map((line) => ({ ...line, taxRate: line.taxRate as SstRate })),
    );
    if (totals.totalSen > MAX_AMOUNT_SEN) throw new ApiError(422, 'invoice.totalTooLarge');
    const invoice = await lockInvoice(c, input.invoiceId);
    const { rows: existing } = await db.query<InvoiceNote & { createdBy: string | null }>(
      `SELECT ${NOTE_COLUMNS}, n.created_by AS "createdBy" FROM invoice_notes n WHERE n.id = $1`,
      [input.id],
    );
    if (existing[0]) {
      // This caller's create replayed without its key answers the note; a different note under
      // the same id is a clash (another's id, or the same id with other content).
      const { createdBy, ...note } = existing[0];
      if (createdBy !== user.userID || note.invoiceId !== invoice.id || note.kind !== kind) {
        throw new ApiError(409, 'invoice.insertFailed');
      }
      if (!isSameNote(note, input)) throw new ApiError(422, 'idempotency.keyReused');
      const params = { documentNumber: note.documentNumber ?? '' };
      return c.json(envelope(c, { success: true, code: CREATED[kind], params, data: note }), 200);
    }
    const block = noteCreationBlock(invoice, kind, totals.totalSen);
    const remaining = moneyParam(remainingSen(invoice), invoice.currency);
    refuse(block, block === 'note.exceedsRemaining' ? { remaining } : undefined);
    const today = await serverToday(db);
    const documentNumber = await nextDocumentNumber(
      db,
      kind === 'Credit' ? 'credit' : 'debit',
      Number(today.slice(0, 4)),
    );
    const lines = input.lines.map((line, index) => ({
      description: line.description,
      quantity: line.quantity,
      unitPriceSen: line.unitPriceSen,
      taxRate: line.taxRate,
      amountSen: totals.lines[index]?.amountSen ?? 0,
      taxSen: totals.lines[index]?.taxSen ?? 0,
    }));
    const { rows } = await db.query<InvoiceNote>(
      `INSERT INTO invoice_notes AS n (id, kind, invoice_id, invoice_number, merchant_id, document_number,
         document_date, reference_number, payment_mode, currency, lines, subtotal_sen, tax_sen, total_sen,
         created_by, exchange_rate)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15, $16)
       RETURNING ${NOTE_COLUMNS}`,
      [
        input.id,
        kind,
        invoice.id,
        invoice.invoiceNumber,
        invoice.merchantId,
        documentNumber,
        input.documentDate,
        input.referenceNumber ?? null,
        input.paymentMode,
        invoice.currency,
        JSON.stringify(lines),
        totals.subtotalSen,
        totals.taxSen,
        totals.totalSen,
        user.userID,
        documentExchangeRate(invoice.currency, input.exchangeRate ?? invoice.exchangeRate),
      ],
    );
    const note = rows[0];
    if (!note) throw new ApiError(422, 'invoice.insertFailed');
    // Its e-invoice is queued with it: both commit or neither (docs/e-invoicing.md).
    await queueEInvoice(db, {
      kind: kind === 'Credit' ? 'credit' : 'debit',
      documentId: note.id,
      merchantId: note.merchantId,
      codeNumber: documentNumber,
    });
    const sums = withNote(invoice, kind, totals.totalSen, 1);
    await db.query('UPDATE invoices SET credited_sen = $2, debited_sen = $3 WHERE id = $1', [
      invoice.id,
      sums.creditedSen,
      sums.debitedSen,
    ]);
    await auditInvoicing(
      c,
      `${kind === 'Credit' ? 'creditNote' : 'debitNote'}.create`,
      'invoiceNote',
      note.id,
      {
        invoiceId: invoice.id,
        documentNumber,
        totalSen: totals.totalSen,
      },
    );
    const params = { documentNumber };
    return c.json(envelope(c, { success: true, code: CREATED[kind], params, data: note }), 200);
  };
}

/** Does a stored note say what this create says (a replay), as the server stored it? */
function isSameNote(note: InvoiceNote, input: NoteCreate): boolean {
  const sameLines =
    note.lines.length === input.lines.length &&
    note.lines.every((line, i) => {
      const sent = input.lines[i];
      return (
        sent !== undefined &&
        line.description === sent.description &&
        line.quantity === sent.quantity &&
        line.unitPriceSen === sent.unitPriceSen &&
        line.taxRate === sent.taxRate
      );
    });
  return (
    sameLines &&
    note.documentDate === input.documentDate &&
    note.paymentMode === input.paymentMode &&
    note.referenceNumber === (input.referenceNumber ?? null) &&
    (input.exchangeRate === null || note.exchangeRate === input.exchangeRate)
  );
}
