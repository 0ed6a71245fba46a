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
import * as f from './area-fields';
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

const sort = true;
const column = 'default';
const nullable = true;

/**
 * GET Case/caseListPage: status and category equal; subject contains; date range on the day it
 * was opened (Malaysia); `requesterId` equals ("my cases": the app sends the user's own id). Each
 * field once (docs/ARCHITECTURE.md, Entity descriptors), in the row's order.
 */
export const caseEntity = f.listArea({
  entity: 'cases',
  area: 'Case',
  menuKey: 'support.cases',
  /** A merchant user sees its merchant's cases; the server's scope rule. */
  scope: 'merchantId',
  storage: 'blocks',
  defaultSort: ['updatedAt', 'desc'],
  fields: {
    /** `CS-2026-000123`, given by the server when the case is created; null until then. */
    caseNumber: f.code({ sort, search: true, column, nullable }),
    /** The requester's merchant; null for a case opened by staff. */
    merchantId: f.reference({ nullable }),
    requesterId: f.reference({ filter: 'equals' }),
    requesterName: f.text({ column }),
    category: f.status(CASE_CATEGORIES, { sort, filter: 'equals', column }),
    subject: f.text({ sort, filter: 'contains', search: true, column }),
    description: f.text(),
    relatedBookingId: f.reference({ nullable }),
    relatedInvoiceId: f.reference({ nullable }),
    attachment: f.json(v.nullable(StoredFileSchema)),
    status: f.status(CASE_STATUSES, { sort, filter: 'equals', column }),
    assigneeId: f.reference({ nullable }),
    assigneeName: f.text({ nullable, column }),
    replies: f.json(v.array(CaseReplySchema)),
    resolvedAt: f.timestamp({ nullable }),
    createdAt: f.timestamp({ sort, column }),
    // Shown by default: the list's default order (newest change first) is a column the user sees.
    updatedAt: f.timestamp({ sort, column }),
    /** The day it was opened, in Malaysia. */
    openedOn: f.derived('date', (row: { createdAt: string }) => malaysiaDay(row.createdAt), {
      filter: { from: 'dateFrom', to: 'dateTo' },
    }),
  },
  order: {
    columns: [
      'caseNumber',
      'subject',
      'category',
      'status',
      'requesterName',
      'assigneeName',
      'createdAt',
      'updatedAt',
    ],
    sortKeys: ['createdAt', 'updatedAt', 'caseNumber', 'subject', 'status', 'category'],
    filters: ['status', 'category', 'subject', 'requesterId', 'dateFrom', 'dateTo'],
  },
});

export const CaseSchema = caseEntity.rowSchema;
export type Case = v.InferOutput<typeof CaseSchema>;
export type CaseListQuery = f.ListQueryOf<typeof caseEntity>;

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
