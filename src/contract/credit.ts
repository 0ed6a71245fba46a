/**
 * Credit (SPEC §3 credit top-up or payment, §4 credit history action codes; issue 17;
 * docs/ARCHITECTURE.md, Credit). A merchant prepays credit and spends it on bookings. Three
 * mirrored entities:
 * - `topUps`: a merchant's bank transfer with its bank-in slip, Pending until a staff Checker
 *   approves or rejects it (four eyes: `credit-rules.ts`);
 * - `creditEntries`: the ledger, append-only: every movement of credit is one entry with its SPEC §4
 *   action code, signed amount and the figures after it; a mistake is corrected by a new entry;
 * - `creditAccounts`: per merchant, the figures of its last entry (limit, balance, pending) and a
 *   proposed credit limit awaiting a Checker. Derived from the entries in the transaction that
 *   writes them, never edited; a test holds it equal to the sums of the entries.
 * Every amount is integer sen (`money.ts`).
 */
import * as v from 'valibot';
import type { ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import { optionalOf, range, recordId, requiredText, text } from './fields';
import { dateBound } from './invoice';
import { LIST_PAGING, listFilter, SORT_ORDERS } from './list-query';

// --- Codes -------------------------------------------------------------------------------------

/** SPEC §4's nine credit history action codes, in its order. Shown as words in both languages. */
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

/** Payment methods with their method codes (SPEC §3 "payment method and method code"). */
export const PAYMENT_METHOD_CODES = ['DUITNOW', 'IBG', 'FPX', 'CDM', 'CHQ', 'TT'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** The currency of credit: accounts are kept in ringgit. */
export const CREDIT_CURRENCY = 'MYR';

/** A top-up is at least RM 1.00 and at most RM 10,000,000.00. */
export const MIN_TOP_UP_SEN = 100;
export const MAX_TOP_UP_SEN = 1_000_000_000;
/** A credit limit is at most RM 10,000,000.00. */
export const MAX_CREDIT_LIMIT_SEN = 1_000_000_000;

const int = v.pipe(v.number(), v.safeInteger());
const uuid = v.pipe(v.string(), v.uuid());

// --- Stored files (bank-in slips; logos and attachments later) ---------------------------------

/** What a row knows of its stored file; the bytes come from `GET <area>/…/{id}`. */
export const StoredFileSchema = v.object({
  id: uuid,
  name: v.string(),
  /** The type sniffed from the bytes by the server (`file-type.ts`), never the name's. */
  type: v.string(),
  size: int,
  sha256: v.string(),
});
export type StoredFile = v.InferOutput<typeof StoredFileSchema>;

// --- Top-ups -----------------------------------------------------------------------------------

export const TopUpSchema = v.object({
  id: uuid,
  merchantId: uuid,
  amountSen: int,
  currency: v.string(),
  methodCode: v.picklist(PAYMENT_METHOD_CODES),
  bankName: v.string(),
  accountNumber: v.string(),
  referenceNumber: v.string(),
  /** When the money went in, as the slip shows it: local time in Malaysia, `yyyy-mm-ddThh:mm`. */
  bankInAt: v.string(),
  remark: v.nullable(v.string()),
  /** Null only on the device, before the slip has reached the server. */
  slip: v.nullable(StoredFileSchema),
  /** Another top-up carrying the same slip (same SHA-256), flagged to the Checker. */
  duplicateOfId: v.nullable(uuid),
  duplicateOfAt: v.nullable(v.string()),
  status: v.picklist(TOP_UP_STATUSES),
  submittedBy: uuid,
  submittedByName: v.string(),
  /** The verify date (SPEC §3) or the rejection's, and who decided; null while Pending. */
  decidedBy: v.nullable(uuid),
  decidedByName: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
  decisionReason: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  version: v.number(),
});
export type TopUp = v.InferOutput<typeof TopUpSchema>;

export const TOP_UP_SORT_KEYS = [
  'createdAt',
  'bankInAt',
  'amountSen',
  'status',
  'methodCode',
  'referenceNumber',
  'bankName',
  'updatedAt',
] as const;

const choice = <T extends readonly string[]>(values: T) =>
  v.optional(v.union([v.literal(''), v.picklist(values)], 'validation.invalid'), '');
const merchantFilter = v.optional(
  v.union([v.literal(''), v.pipe(v.string(), v.uuid('validation.invalid'))]),
  '',
);

/**
 * GET Credit/topUpListPage: `merchantId`, `status`, `methodCode` equal; `referenceNumber`
 * contains; `dateFrom`/`dateTo` bound the day it was submitted (Malaysia). Newest first.
 */
export const TopUpListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(TOP_UP_SORT_KEYS, 'validation.invalid'), 'createdAt'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'desc'),
  merchantId: merchantFilter,
  status: choice(TOP_UP_STATUSES),
  methodCode: choice(PAYMENT_METHOD_CODES),
  referenceNumber: listFilter,
  dateFrom: dateBound,
  dateTo: dateBound,
});
export type TopUpListQuery = v.InferOutput<typeof TopUpListQuerySchema>;

/** The Malaysian calendar day of a server timestamp (UTC+8 all year), for date filters. */
export const malaysiaDay = (isoTimestamp: string) =>
  new Date(Date.parse(isoTimestamp) + 8 * 3_600_000).toISOString().slice(0, 10);

export const topUpEntity: ListEntity<TopUp, TopUpListQuery> = {
  entity: 'topUps',
  area: 'Credit',
  menuKey: 'credit.topup',
  scope: 'merchantId',
  storage: 'blocks',
  searchFields: ['referenceNumber'],
  rowSchema: TopUpSchema,
  querySchema: TopUpListQuerySchema,
  sortValues: {
    createdAt: (row) => row.createdAt,
    bankInAt: (row) => row.bankInAt,
    amountSen: (row) => row.amountSen,
    status: (row) => foldCase(row.status),
    methodCode: (row) => foldCase(row.methodCode),
    referenceNumber: (row) => foldCase(row.referenceNumber),
    bankName: (row) => foldCase(row.bankName),
    updatedAt: (row) => row.updatedAt,
  },
  filters: {
    merchantId: { match: 'equals', value: (row) => row.merchantId },
    status: { match: 'equals', value: (row) => row.status },
    methodCode: { match: 'equals', value: (row) => row.methodCode },
    referenceNumber: { match: 'contains', value: (row) => row.referenceNumber },
    dateFrom: { match: 'from', value: (row) => malaysiaDay(row.createdAt) },
    dateTo: { match: 'to', value: (row) => malaysiaDay(row.createdAt) },
  },
  segments: { list: () => true },
  columns: [
    { key: 'referenceNumber', kind: 'code', sortKey: 'referenceNumber', isDefault: true },
    { key: 'merchantId', kind: 'text', isDefault: true },
    { key: 'amountSen', kind: 'money', sortKey: 'amountSen', isDefault: true },
    { key: 'methodCode', kind: 'text', sortKey: 'methodCode', isDefault: true },
    { key: 'bankName', kind: 'text', sortKey: 'bankName', isDefault: false },
    { key: 'bankInAt', kind: 'timestamp', sortKey: 'bankInAt', isDefault: true },
    { key: 'status', kind: 'status', sortKey: 'status', isDefault: true },
    { key: 'createdAt', kind: 'timestamp', sortKey: 'createdAt', isDefault: true },
    { key: 'submittedByName', kind: 'text', isDefault: false },
    { key: 'decidedAt', kind: 'timestamp', isDefault: false },
    { key: 'updatedAt', kind: 'timestamp', sortKey: 'updatedAt', isDefault: false },
  ],
};

/** `yyyy-mm-ddThh:mm`: the bank-in date and time as typed, Malaysian local time. */
export const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const wholeSen = (min: number, max: number) =>
  v.pipe(v.number('validation.numberOnly'), v.integer('validation.integer'), range(min, max));

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
  /** Digits only, 6 to 20 of them (SPEC §5 "digit counts"). */
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

// --- Ledger ------------------------------------------------------------------------------------

export const CreditEntrySchema = v.object({
  id: uuid,
  merchantId: uuid,
  /** Per merchant, 1, 2, 3…: the ledger's order (timestamps can tie). */
  entryNo: int,
  action: v.picklist(CREDIT_ACTIONS),
  /**
   * Signed change of the figure the action moves (`entryDeltas`): the balance for verification,
   * undo, redeem, refund and system updates; the pending amount for payment entry, rejection and
   * cancellation; the limit for a limit adjustment.
   */
  amountSen: int,
  balanceAfterSen: int,
  limitAfterSen: int,
  pendingAfterSen: int,
  /** The related top-up or booking, if any, and its reference for people to read. */
  topUpId: v.nullable(uuid),
  bookingId: v.nullable(uuid),
  reference: v.nullable(v.string()),
  note: v.nullable(v.string()),
  createdBy: v.nullable(uuid),
  createdByName: v.string(),
  createdAt: v.string(),
  version: v.number(),
});
export type CreditEntry = v.InferOutput<typeof CreditEntrySchema>;

export const CREDIT_ENTRY_SORT_KEYS = ['entryNo', 'createdAt', 'action', 'amountSen', 'reference'] as const;

/**
 * GET Credit/historyListPage: `merchantId`, `action` equal; `reference` contains; `dateFrom` /
 * `dateTo` bound the Malaysian day of the entry. Newest first (entry number, per merchant).
 */
export const CreditEntryListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(CREDIT_ENTRY_SORT_KEYS, 'validation.invalid'), 'createdAt'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'desc'),
  merchantId: merchantFilter,
  action: choice(CREDIT_ACTIONS),
  reference: listFilter,
  bookingId: merchantFilter,
  dateFrom: dateBound,
  dateTo: dateBound,
});
export type CreditEntryListQuery = v.InferOutput<typeof CreditEntryListQuerySchema>;

export const creditEntryEntity: ListEntity<CreditEntry, CreditEntryListQuery> = {
  entity: 'creditEntries',
  area: 'Credit',
  menuKey: 'credit.history',
  scope: 'merchantId',
  storage: 'blocks',
  searchFields: [],
  rowSchema: CreditEntrySchema,
  querySchema: CreditEntryListQuerySchema,
  sortValues: {
    entryNo: (row) => row.entryNo,
    createdAt: (row) => row.createdAt,
    action: (row) => foldCase(row.action),
    amountSen: (row) => row.amountSen,
    reference: (row) => foldCase(row.reference ?? ''),
  },
  filters: {
    merchantId: { match: 'equals', value: (row) => row.merchantId },
    action: { match: 'equals', value: (row) => row.action },
    reference: { match: 'contains', value: (row) => row.reference },
    bookingId: { match: 'equals', value: (row) => row.bookingId },
    dateFrom: { match: 'from', value: (row) => malaysiaDay(row.createdAt) },
    dateTo: { match: 'to', value: (row) => malaysiaDay(row.createdAt) },
  },
  segments: { list: () => true },
  columns: [
    { key: 'createdAt', kind: 'timestamp', sortKey: 'createdAt', isDefault: true },
    { key: 'action', kind: 'status', sortKey: 'action', isDefault: true },
    { key: 'reference', kind: 'code', sortKey: 'reference', isDefault: true },
    { key: 'amountSen', kind: 'money', sortKey: 'amountSen', isDefault: true },
    { key: 'balanceAfterSen', kind: 'money', isDefault: true },
    { key: 'limitAfterSen', kind: 'money', isDefault: false },
    { key: 'pendingAfterSen', kind: 'money', isDefault: false },
    { key: 'merchantId', kind: 'text', isDefault: false },
    { key: 'note', kind: 'text', isDefault: false },
    { key: 'createdByName', kind: 'text', isDefault: false },
    { key: 'entryNo', kind: 'number', sortKey: 'entryNo', isDefault: false },
  ],
};

// --- Accounts ----------------------------------------------------------------------------------

export const CreditAccountSchema = v.object({
  /** The merchant's id: one account per merchant. */
  id: uuid,
  merchantId: uuid,
  currency: v.string(),
  limitSen: int,
  balanceSen: int,
  pendingSen: int,
  /** Balance + limit: what bookings may still spend. */
  availableSen: int,
  /** The last entry's number (0: no entry yet). */
  entryCount: int,
  /** A credit limit a Maker proposed, awaiting a Checker; null when none is waiting. */
  proposedLimitSen: v.nullable(int),
  proposedBy: v.nullable(uuid),
  proposedByName: v.nullable(v.string()),
  proposedAt: v.nullable(v.string()),
  proposalReason: v.nullable(v.string()),
  updatedAt: v.string(),
  version: v.number(),
});
export type CreditAccount = v.InferOutput<typeof CreditAccountSchema>;

export const CREDIT_ACCOUNT_SORT_KEYS = [
  'balanceSen',
  'limitSen',
  'availableSen',
  'pendingSen',
  'updatedAt',
] as const;

/** The accounts tab of Credit Management: `merchantId` equals; `proposal` Pending shows the waiting ones. */
export const CreditAccountListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(CREDIT_ACCOUNT_SORT_KEYS, 'validation.invalid'), 'updatedAt'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'desc'),
  merchantId: merchantFilter,
  proposal: choice(['Pending'] as const),
});
export type CreditAccountListQuery = v.InferOutput<typeof CreditAccountListQuerySchema>;

export const creditAccountEntity: ListEntity<CreditAccount, CreditAccountListQuery> = {
  entity: 'creditAccounts',
  area: 'Credit',
  menuKey: 'credit.history',
  scope: 'merchantId',
  storage: 'blocks',
  searchFields: [],
  rowSchema: CreditAccountSchema,
  querySchema: CreditAccountListQuerySchema,
  sortValues: {
    balanceSen: (row) => row.balanceSen,
    limitSen: (row) => row.limitSen,
    availableSen: (row) => row.availableSen,
    pendingSen: (row) => row.pendingSen,
    updatedAt: (row) => row.updatedAt,
  },
  filters: {
    merchantId: { match: 'equals', value: (row) => row.merchantId },
    proposal: { match: 'equals', value: (row) => (row.proposedLimitSen === null ? null : 'Pending') },
  },
  segments: { list: () => true },
  columns: [
    { key: 'merchantId', kind: 'text', isDefault: true },
    { key: 'balanceSen', kind: 'money', sortKey: 'balanceSen', isDefault: true },
    { key: 'limitSen', kind: 'money', sortKey: 'limitSen', isDefault: true },
    { key: 'availableSen', kind: 'money', sortKey: 'availableSen', isDefault: true },
    { key: 'pendingSen', kind: 'money', sortKey: 'pendingSen', isDefault: true },
    { key: 'proposedLimitSen', kind: 'money', isDefault: true },
    { key: 'updatedAt', kind: 'timestamp', sortKey: 'updatedAt', isDefault: false },
  ],
};

/** An account with no entry yet: every figure zero. */
export const emptyCreditAccount = (merchantId: string, now: string): CreditAccount => ({
  id: merchantId,
  merchantId,
  currency: CREDIT_CURRENCY,
  limitSen: 0,
  balanceSen: 0,
  pendingSen: 0,
  availableSen: 0,
  entryCount: 0,
  proposedLimitSen: null,
  proposedBy: null,
  proposedByName: null,
  proposedAt: null,
  proposalReason: null,
  updatedAt: now,
  version: 0,
});

/** POST Credit/adjustLimit: a Maker (or Checker) proposes; another Checker approves. */
export const LimitProposalSchema = v.object({
  merchantId: recordId,
  creditLimitSen: wholeSen(0, MAX_CREDIT_LIMIT_SEN),
  reason: requiredText(300),
});
export type LimitProposal = v.InferOutput<typeof LimitProposalSchema>;

/** POST Credit/approveLimit and Credit/rejectLimit: decide the account's waiting proposal. */
export const LimitDecisionSchema = v.object({
  merchantId: recordId,
  reason: optionalOf(text(300)),
});
export type LimitDecision = v.InferOutput<typeof LimitDecisionSchema>;

/**
 * POST Credit/redeem: spend credit on an Unpaid booking of the caller's merchant (its amount, in
 * MYR); the booking becomes Paid in the same transaction. `id` is the new entry's id.
 */
export const RedeemSchema = v.object({
  id: recordId,
  bookingId: recordId,
});
export type Redeem = v.InferOutput<typeof RedeemSchema>;
