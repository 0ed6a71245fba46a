/**
 * The credit ledger and accounts (docs/ARCHITECTURE.md, Credit): `creditEntries`, append-only,
 * every movement of credit one entry; `creditAccounts`, per merchant, the figures of its last entry and
 * a proposed limit awaiting a Checker. Codes and top-ups are in `credit.ts`.
 */
import * as v from 'valibot';
import { malaysiaDay } from './business-date';
import { CREDIT_ACTIONS, CREDIT_CURRENCY, MAX_CREDIT_LIMIT_SEN } from './credit';
import type { ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import { optionalOf, recordId, requiredText, text, uuidText, wholeNumber, wholeSen } from './fields';
import { dateBound } from './area-fields';
import { LIST_PAGING, listChoice, listFilter, listIdFilter, SORT_ORDERS } from './list-query';

// --- Ledger ------------------------------------------------------------------------------------

export const CreditEntrySchema = v.object({
  id: uuidText,
  merchantId: uuidText,
  /** Per merchant, 1, 2, 3…: the ledger's order (timestamps can tie). */
  entryNo: wholeNumber,
  action: v.picklist(CREDIT_ACTIONS),
  /**
   * Signed change of the figure the action moves (`entryDeltas`): the balance for verification,
   * undo, redeem, refund and system updates; the pending amount for payment entry, rejection and
   * cancellation; the limit for a limit adjustment.
   */
  amountSen: wholeNumber,
  balanceAfterSen: wholeNumber,
  limitAfterSen: wholeNumber,
  pendingAfterSen: wholeNumber,
  /** The related top-up or booking, if any, and its reference for people to read. */
  topUpId: v.nullable(uuidText),
  bookingId: v.nullable(uuidText),
  reference: v.nullable(v.string()),
  note: v.nullable(v.string()),
  createdBy: v.nullable(uuidText),
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
  merchantId: listIdFilter,
  action: listChoice(CREDIT_ACTIONS),
  reference: listFilter,
  bookingId: listIdFilter,
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
  id: uuidText,
  merchantId: uuidText,
  currency: v.string(),
  limitSen: wholeNumber,
  balanceSen: wholeNumber,
  pendingSen: wholeNumber,
  /** Balance + limit: what bookings may still spend. */
  availableSen: wholeNumber,
  /** The last entry's number (0: no entry yet). */
  entryCount: wholeNumber,
  /** A credit limit a Maker proposed, awaiting a Checker; null when none is waiting. */
  proposedLimitSen: v.nullable(wholeNumber),
  proposedBy: v.nullable(uuidText),
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
  merchantId: listIdFilter,
  proposal: listChoice(['Pending'] as const),
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
    // Shown by default: the list's default order (newest change first) is a column the user sees.
    { key: 'updatedAt', kind: 'timestamp', sortKey: 'updatedAt', isDefault: true },
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
