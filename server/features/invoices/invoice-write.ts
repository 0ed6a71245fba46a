/**
 * Shared pieces of the invoicing writes (docs/ARCHITECTURE.md, Invoicing): the locked invoice in
 * the caller's scope, the checks of a Draft's lines, the server's day, the next number of a
 * series, how a rule's block answers, and the audit entry. Every rule itself is the contract's
 * (src/contract/invoice-rules.ts); nothing here re-derives one.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  BUSINESS_TIME_ZONE,
  computeDocumentTotals,
  documentExchangeRate,
  documentNumber,
  firstWrongLine,
  formatMessage,
  MAX_AMOUNT_SEN,
} from '../../../src/contract';
import type { DocumentKind, Invoice, InvoiceBlock, InvoiceCreate, SstRate } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { findRow } from '../../lib/entity-list/find-row';
import { merchantScope } from '../../lib/scope';
import { invoiceResource } from '../../resources/invoices';

/** The invoice, locked for the transaction, if the caller may see it (else 404: ids do not leak). */
export async function lockInvoice(c: Context<AppBindings>, id: string): Promise<Invoice> {
  const invoice = await findRow<Invoice>(c.get('db'), invoiceResource, id, merchantScope(c.get('user')), {
    forUpdate: true,
  });
  if (!invoice) throw new ApiError(404, 'error.notFound');
  return invoice;
}

/** How each rule's block answers: a state the call cannot change is 409, a wrong figure 422. */
const BLOCK_STATUS: Record<InvoiceBlock, ContentfulStatusCode> = {
  'invoice.notDraft': 409,
  'invoice.alreadyDeactivated': 409,
  'invoice.unrefundedBalance': 409,
  'invoice.dueBeforeIssue': 422,
  'invoice.totalTooLarge': 422,
  'invoice.zeroTotal': 422,
  'invoice.exchangeRateRequired': 422,
  'note.invoiceNotIssued': 409,
  'note.exceedsRemaining': 422,
  'note.wouldOverCredit': 409,
  'note.alreadyDeactivated': 409,
  'note.zeroTotal': 422,
};

export function refuse(block: InvoiceBlock | null, params?: Record<string, string>): void {
  if (block !== null) throw new ApiError(BLOCK_STATUS[block], block, params ? { params } : {});
}

/** A `yyyy-mm-dd` the schema let through by its shape must also be a calendar day (2024-02-30 is not). */
export function requireCalendarDay(value: string, path: string): void {
  const day = new Date(`${value}T00:00:00Z`);
  if (!Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value) return;
  const code = 'validation.invalid';
  throw new ApiError(422, 'error.validation', { errors: [{ path, code, message: formatMessage(code) }] });
}

export type DraftInput = Omit<InvoiceCreate, 'id' | 'merchantId'>;

/**
 * A Draft's lines checked and priced: every stated amount must be quantity × unit price
 * (`invoice.amountMismatch`), the totals within 10^13 sen (`invoice.totalTooLarge`), and every
 * cost line's booking one of `merchantId`'s (`invoice.bookingNotFound`). Answers the columns to
 * store.
 */
export async function priceDraft(db: Queryable, merchantId: string, input: DraftInput) {
  requireCalendarDay(input.dueDate, 'dueDate');
  const revenueWrong = firstWrongLine(input.revenueLines.map((line) => ({ ...line, quantity: line.pax })));
  const costWrong = firstWrongLine(input.costLines.map((line) => ({ ...line, quantity: line.unit })));
  if (revenueWrong >= 0 || costWrong >= 0) {
    const path =
      revenueWrong >= 0 ? `revenueLines.${revenueWrong}.amountSen` : `costLines.${costWrong}.amountSen`;
    const code = 'invoice.amountMismatch';
    throw new ApiError(422, code, { errors: [{ path, code, message: formatMessage(code) }] });
  }
  const totals = computeDocumentTotals(
    input.revenueLines.map((line) => ({ ...line, taxRate: line.taxRate as SstRate })),
    input.costLines,
  );
  if (totals.totalSen > MAX_AMOUNT_SEN || totals.costSen > MAX_AMOUNT_SEN) {
    throw new ApiError(422, 'invoice.totalTooLarge');
  }
  const references = [...new Set(input.costLines.map((line) => line.bookingReference))];
  if (references.length > 0) {
    const { rows } = await db.query<{ reference: string }>(
      `SELECT booking_reference AS reference FROM bookings
       WHERE merchant_id = $1 AND booking_reference = ANY($2::text[])`,
      [merchantId, references],
    );
    const known = new Set(rows.map((row) => row.reference));
    const missing = references.find((reference) => !known.has(reference));
    if (missing !== undefined) {
      throw new ApiError(422, 'invoice.bookingNotFound', { params: { bookingReference: missing } });
    }
  }
  return {
    revenue_lines: JSON.stringify(
      input.revenueLines.map((line, index) => ({
        salesType: line.salesType,
        pax: line.pax,
        unitPriceSen: line.unitPriceSen,
        taxRate: line.taxRate,
        amountSen: totals.revenueLines[index]?.amountSen ?? 0,
        taxSen: totals.revenueLines[index]?.taxSen ?? 0,
      })),
    ),
    cost_lines: JSON.stringify(
      input.costLines.map((line) => ({
        bookingReference: line.bookingReference,
        unit: line.unit,
        unitPriceSen: line.unitPriceSen,
        amountSen: line.amountSen,
      })),
    ),
    revenue_sen: totals.revenueSen,
    tax_sen: totals.taxSen,
    total_sen: totals.totalSen,
    cost_sen: totals.costSen,
    gross_profit_sen: totals.grossProfitSen,
    gross_profit_bp: totals.grossProfitBp,
    currency: input.currency,
    exchange_rate: documentExchangeRate(input.currency, input.exchangeRate),
    due_date: input.dueDate,
    tour_code: input.tourCode ?? null,
    guest_name: input.guestName,
    market: input.market,
    remark: input.remark ?? null,
    handled_by: input.handledBy,
  };
}

/** The server's day in Malaysia (`yyyy-mm-dd`), from the database clock all processes share. */
export async function serverToday(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ today: string }>(
    `SELECT to_char(now() AT TIME ZONE '${BUSINESS_TIME_ZONE}', 'YYYY-MM-DD') AS today`,
  );
  const today = rows[0]?.today;
  if (!today) throw new Error('no date from the database');
  return today;
}

/**
 * The next number of `kind`'s series for `year`, in the caller's transaction: the counter row is
 * created or incremented and stays locked until commit, so concurrent issuers of one series
 * queue there and a rollback gives the number back (gap-free). Take it last, after the document's
 * own lock, so locks are always taken in the same order.
 */
export async function nextDocumentNumber(db: Queryable, kind: DocumentKind, year: number): Promise<string> {
  const series = documentNumber(kind, year, 0).slice(0, -7);
  const { rows } = await db.query<{ n: string | number }>(
    `INSERT INTO document_series (series, last_number) VALUES ($1, 1)
     ON CONFLICT (series) DO UPDATE SET last_number = document_series.last_number + 1
     RETURNING last_number AS n`,
    [series],
  );
  return documentNumber(kind, year, Number(rows[0]?.n));
}

export function auditInvoicing(
  c: Context<AppBindings>,
  action: string,
  entity: 'invoice' | 'invoiceNote',
  entityId: string,
  details: Record<string, unknown>,
) {
  return recordAudit(c.get('db'), c, { userId: c.get('user').userID, action, entity, entityId, details });
}
