/**
 * Service requests, "cases" (docs/product.md, Cases; docs/ARCHITECTURE.md,
 * Cases): any signed-in user opens one; staff see every case, assign it, reply and move it
 * Open → In progress → Resolved → Closed; the requester sees the replies and may reopen a resolved
 * case within 7 days. The thread travels inside the row (like an invoice's lines), so a case and
 * its replies open offline. State rules are one pure function (`case-rules.ts`).
 */
import * as v from 'valibot';
import { StoredFileSchema } from './stored-file';
import { optionalOf, recordId, requiredText, uuidText } from './fields';
import { SLIP_TYPES } from './file-type';
import type { ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import { dateBound } from './invoice';
import { LIST_PAGING, listFilter, SORT_ORDERS, listChoice, listIdFilter } from './list-query';
import { malaysiaDay } from './business-date';

export const CASE_CATEGORIES = [
  'Booking',
  'Payment',
  'Credit',
  'Invoice',
  'Account',
  'Technical',
  'Other',
] as const;
export const CASE_STATUSES = ['Open', 'In progress', 'Resolved', 'Closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export type CaseCategory = (typeof CASE_CATEGORIES)[number];
/** A requester may reopen a resolved case for this long after it was resolved. */
export const CASE_REOPEN_DAYS = 7;

export const CaseReplySchema = v.object({
  id: uuidText,
  authorId: uuidText,
  authorName: v.string(),
  /** Staff replies and the requester's own, told apart on the thread. */
  authorType: v.picklist(['staff', 'merchant']),
  body: v.string(),
  createdAt: v.string(),
});
export type CaseReply = v.InferOutput<typeof CaseReplySchema>;

export const CaseSchema = v.object({
  id: uuidText,
  /** `CS-2026-000123`, given by the server when the case is created; null until then. */
  caseNumber: v.nullable(v.string()),
  /** The requester's merchant; null for a case opened by staff. */
  merchantId: v.nullable(uuidText),
  requesterId: uuidText,
  requesterName: v.string(),
  category: v.picklist(CASE_CATEGORIES),
  subject: v.string(),
  description: v.string(),
  relatedBookingId: v.nullable(uuidText),
  relatedInvoiceId: v.nullable(uuidText),
  attachment: v.nullable(StoredFileSchema),
  status: v.picklist(CASE_STATUSES),
  assigneeId: v.nullable(uuidText),
  assigneeName: v.nullable(v.string()),
  replies: v.array(CaseReplySchema),
  resolvedAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  version: v.number(),
});
export type Case = v.InferOutput<typeof CaseSchema>;

export const CASE_SORT_KEYS = [
  'createdAt',
  'updatedAt',
  'caseNumber',
  'subject',
  'status',
  'category',
] as const;

/**
 * GET Case/caseListPage: status and category equal; subject contains; date range on the day it
 * was opened (Malaysia); `requesterId` equals ("my cases": the app sends the user's own id).
 */
export const CaseListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(CASE_SORT_KEYS, 'validation.invalid'), 'updatedAt'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'desc'),
  status: listChoice(CASE_STATUSES),
  category: listChoice(CASE_CATEGORIES),
  subject: listFilter,
  requesterId: listIdFilter,
  dateFrom: dateBound,
  dateTo: dateBound,
});
export type CaseListQuery = v.InferOutput<typeof CaseListQuerySchema>;

export const caseEntity: ListEntity<Case, CaseListQuery> = {
  entity: 'cases',
  area: 'Case',
  menuKey: 'support.cases',
  /** A merchant user sees its merchant's cases; the server's scope rule. */
  scope: 'merchantId',
  storage: 'blocks',
  searchFields: ['caseNumber', 'subject'],
  rowSchema: CaseSchema,
  querySchema: CaseListQuerySchema,
  sortValues: {
    createdAt: (row) => row.createdAt,
    updatedAt: (row) => row.updatedAt,
    caseNumber: (row) => foldCase(row.caseNumber ?? ''),
    subject: (row) => foldCase(row.subject),
    status: (row) => foldCase(row.status),
    category: (row) => foldCase(row.category),
  },
  filters: {
    status: { match: 'equals', value: (row) => row.status },
    category: { match: 'equals', value: (row) => row.category },
    subject: { match: 'contains', value: (row) => row.subject },
    requesterId: { match: 'equals', value: (row) => row.requesterId },
    dateFrom: { match: 'from', value: (row) => malaysiaDay(row.createdAt) },
    dateTo: { match: 'to', value: (row) => malaysiaDay(row.createdAt) },
  },
  segments: { list: () => true },
  columns: [
    { key: 'caseNumber', kind: 'code', sortKey: 'caseNumber', isDefault: true },
    { key: 'subject', kind: 'text', sortKey: 'subject', isDefault: true },
    { key: 'category', kind: 'status', sortKey: 'category', isDefault: true },
    { key: 'status', kind: 'status', sortKey: 'status', isDefault: true },
    { key: 'requesterName', kind: 'text', isDefault: true },
    { key: 'assigneeName', kind: 'text', isDefault: true },
    { key: 'createdAt', kind: 'timestamp', sortKey: 'createdAt', isDefault: true },
    // Shown by default: the list's default order (newest change first) is a column the user sees.
    { key: 'updatedAt', kind: 'timestamp', sortKey: 'updatedAt', isDefault: true },
  ],
};

// --- Writes (docs/ARCHITECTURE.md, Cases) ------------------------------------------------------

/** A case's attachment: an image or a PDF, checked by its bytes, at most MAX_FILE_BYTES. */
export const CASE_ATTACHMENT_TYPES = SLIP_TYPES;

const optionalId = optionalOf(v.pipe(v.string(), v.uuid('validation.invalid')));

/**
 * POST Case/create: JSON, or `multipart/form-data` with this as its `json` part and an optional
 * `attachment` part. The id is made by the device (an offline create replays under it).
 */
export const CaseCreateSchema = v.object({
  id: recordId,
  category: v.picklist(CASE_CATEGORIES, 'validation.required'),
  subject: requiredText(150, 4),
  description: requiredText(4000, 10),
  relatedBookingId: optionalId,
  relatedInvoiceId: optionalId,
});
export type CaseCreate = v.InferOutput<typeof CaseCreateSchema>;
export type CaseCreateInput = v.InferInput<typeof CaseCreateSchema>;

/** POST Case/reply: `id` is the case's, `replyId` the reply's own (made by the device, replayable). */
export const CaseReplyBodySchema = v.object({
  id: recordId,
  replyId: recordId,
  body: requiredText(4000),
});
export type CaseReplyBody = v.InferOutput<typeof CaseReplyBodySchema>;
export type CaseReplyBodyInput = v.InferInput<typeof CaseReplyBodySchema>;

/**
 * POST Case/status/update: move the case (`status`), assign it (`assigneeId`), or both in one
 * call. A field left out is not changed; `assigneeId: null` clears the assignee. Each part is
 * checked by case-rules.ts (a move needs FAC status or being the requester, an assignment FAC assign).
 */
export const CaseStatusSchema = v.object({
  id: recordId,
  status: v.optional(v.picklist(CASE_STATUSES, 'validation.invalid')),
  assigneeId: v.optional(v.nullable(v.pipe(v.string(), v.uuid('validation.invalid')))),
});
export type CaseStatusUpdate = v.InferOutput<typeof CaseStatusSchema>;
export type CaseStatusUpdateInput = v.InferInput<typeof CaseStatusSchema>;
