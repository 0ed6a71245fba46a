/**
 * Credit (docs/product.md, Top-ups; docs/product.md, Credit actions;
 * docs/ARCHITECTURE.md, Credit). A merchant prepays credit and spends it on bookings. Three
 * mirrored entities:
 * - `topUps`: a merchant's bank transfer with its bank-in slip, Pending until a staff Checker
 *   approves or rejects it (four eyes: `credit-rules.ts`);
 * - `creditEntries`: the ledger, append-only: every movement of credit is one entry with its
 *   action code, signed amount and the figures after it; a mistake is corrected by a new entry;
 * - `creditAccounts`: per merchant, the figures of its last entry (limit, balance, pending) and a
 *   proposed credit limit awaiting a Checker. Derived from the entries in the transaction that
 *   writes them, never edited; a test holds it equal to the sums of the entries.
 * Every amount is integer sen (`money.ts`).
 */
import * as v from 'valibot';
import { malaysiaDay } from './business-date';
import { optionalOf, recordId, requiredText, text, wholeSen } from './fields';
import * as f from './area-fields';
import { StoredFileSchema } from './stored-file';

// --- Codes -------------------------------------------------------------------------------------

/**
 * The nine credit history action codes (docs/product.md, Credit actions). Shown as words in both languages.
 */
export const CREDIT_ACTIONS = [
  'ADJUST_CREDIT_LIMIT',
  'CANCELLED_PAYMENT',
  'PAYMENT_ENTRY',
  'PAYMENT_REJECTED',
  'PAYMENT_VERIFICATION',
  'REFUND_AGENT_CREDIT',
  'REDEEM_CREDIT',
  'SYSTEM_UPDATE',
  'UNDO_APPROVED_PAYMENT',
] as const;
export type CreditAction = (typeof CREDIT_ACTIONS)[number];

/**
 * A top-up's life: Pending → Approved | Rejected | Cancelled (by its merchant), and
 * Approved → Reversed (a Checker's "undo approved payment"). Only Pending is decided.
 */
export const TOP_UP_STATUSES = ['Pending', 'Approved', 'Rejected', 'Cancelled', 'Reversed'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** Payment methods with their method codes (docs/product.md, Top-ups). */
export const PAYMENT_METHOD_CODES = ['DUITNOW', 'IBG', 'FPX', 'CDM', 'CHQ', 'TT'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** The currency of credit: accounts are kept in ringgit. */
export const CREDIT_CURRENCY = 'MYR';

/** A top-up is at least RM 1.00 and at most RM 10,000,000.00. */
export const MIN_TOP_UP_SEN = 100;
export const MAX_TOP_UP_SEN = 1_000_000_000;
/** A credit limit is at most RM 10,000,000.00. */
export const MAX_CREDIT_LIMIT_SEN = 1_000_000_000;

// --- Top-ups -----------------------------------------------------------------------------------

const sort = true;
const column = 'default';
const nullable = true;

/**
 * GET Credit/topUpListPage: `merchantId`, `status`, `methodCode` equal; `referenceNumber`
 * contains; `dateFrom`/`dateTo` bound the day it was submitted (Malaysia). Newest first. Each
 * field once (docs/ARCHITECTURE.md, Fields: an area declared once), in the row's order; `order`
 * keeps the columns and the published query's order.
 */
export const topUpEntity = f.listArea({
  entity: 'topUps',
  area: 'Credit',
  menuKey: 'credit.topup',
  scope: 'merchantId',
  storage: 'blocks',
  defaultSort: ['createdAt', 'desc'],
  fields: {
    merchantId: f.reference({ filter: 'equals', column }),
    amountSen: f.money({ sort, column, currency: 'currency' }),
    currency: f.code(),
    methodCode: f.status(PAYMENT_METHOD_CODES, { sort, filter: 'equals', column, columnKind: 'text' }),
    bankName: f.text({ sort, column: 'extra' }),
    accountNumber: f.code(),
    referenceNumber: f.code({ sort, filter: 'contains', search: true, column }),
    /**
     * When the money went in, as the slip shows it: local time in Malaysia, `yyyy-mm-ddThh:mm`
     * (text, sorted as its text: no zone, never missing).
     */
    bankInAt: f.text({ sort, column, columnKind: 'timestamp' }),
    remark: f.text({ nullable }),
    /** Null only on the device, before the slip has reached the server. */
    slip: f.json(v.nullable(StoredFileSchema)),
    /** Another top-up carrying the same slip (same SHA-256), flagged to the Checker. */
    duplicateOfId: f.reference({ nullable }),
    duplicateOfAt: f.timestamp({ nullable }),
    status: f.status(TOP_UP_STATUSES, { sort, filter: 'equals', column }),
    submittedBy: f.reference(),
    submittedByName: f.text({ column: 'extra' }),
    /** The verify date or the rejection's, and who decided; null while Pending. */
    decidedBy: f.reference({ nullable }),
    decidedByName: f.text({ nullable }),
    decidedAt: f.timestamp({ nullable, column: 'extra' }),
    decisionReason: f.text({ nullable }),
    createdAt: f.timestamp({ sort, column }),
    /** The day it was submitted, in Malaysia: what its date range filters. */
    createdOn: f.derived('date', (row: { createdAt: string }) => malaysiaDay(row.createdAt), {
      filter: { from: 'dateFrom', to: 'dateTo' },
    }),
    updatedAt: f.timestamp({ sort, column: 'extra' }),
  },
  order: {
    columns: [
      'referenceNumber',
      'merchantId',
      'amountSen',
      'methodCode',
      'bankName',
      'bankInAt',
      'status',
      'createdAt',
      'submittedByName',
      'decidedAt',
      'updatedAt',
    ],
    sortKeys: [
      'createdAt',
      'bankInAt',
      'amountSen',
      'status',
      'methodCode',
      'referenceNumber',
      'bankName',
      'updatedAt',
    ],
    filters: ['merchantId', 'status', 'methodCode', 'referenceNumber', 'dateFrom', 'dateTo'],
  },
});

export const TopUpSchema = topUpEntity.rowSchema;
export type TopUp = v.InferOutput<typeof TopUpSchema>;
export type TopUpListQuery = f.ListQueryOf<typeof topUpEntity>;

/** `yyyy-mm-ddThh:mm`: the bank-in date and time as typed, Malaysian local time. */
export const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * POST Credit/topUp, sent as `multipart/form-data`: a `json` part holding this body and a `slip`
 * part holding the file (docs/ARCHITECTURE.md, Files). The op id is the Idempotency-Key. Staff
 * recording a top-up for a merchant name it in `merchantId`; a merchant's own is taken from its
 * session (a different one is 403).
 */
export const TopUpCreateSchema = v.object({
  id: recordId,
  merchantId: optionalOf(v.pipe(v.string(), v.uuid('validation.invalid'))),
  amountSen: wholeSen(MIN_TOP_UP_SEN, MAX_TOP_UP_SEN),
  methodCode: v.picklist(PAYMENT_METHOD_CODES, 'validation.required'),
  bankName: requiredText(80, 2),
  /** Digits only, 6 to 20 of them (docs/product.md, Validation messages). */
  accountNumber: v.pipe(
    requiredText(20),
    v.regex(/^\d+$/, 'validation.numberOnly'),
    v.minLength(6, 'validation.minLength'),
  ),
  referenceNumber: v.pipe(requiredText(40, 4), v.regex(/^[A-Za-z0-9/-]+$/, 'credit.referenceFormat')),
  bankInAt: v.pipe(
    v.string('validation.required'),
    v.nonEmpty('validation.required'),
    v.regex(LOCAL_DATE_TIME_PATTERN, 'validation.invalid'),
  ),
  remark: optionalOf(text(300)),
});
export type TopUpCreate = v.InferOutput<typeof TopUpCreateSchema>;
export type TopUpCreateInput = v.InferInput<typeof TopUpCreateSchema>;

/** POST Credit/approve, Credit/reject, Credit/undo (reverse an approval), Credit/cancel (merchant). */
export const TopUpDecisionSchema = v.object({
  id: recordId,
  /** Required to reject, undo or cancel; optional to approve. */
  reason: optionalOf(text(300)),
});
export type TopUpDecision = v.InferOutput<typeof TopUpDecisionSchema>;
