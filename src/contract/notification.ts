/**
 * Notifications (docs/ARCHITECTURE.md, Notifications): what waits on a user and what happened to
 * what they sent. Each row is one recipient's alone (access-policy.ts, `recipient`: no grant shows
 * another user's rows), kept on the server and mirrored to their device; its text is made on the
 * device from `kind` and `params`, in the user's language.
 */
import * as v from 'valibot';
import type { ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import { LIST_PAGING, listChoice, SORT_ORDERS } from './list-query';

/**
 * The closed list of kinds: `*.pending`, a change waits for the recipient's decision (they are a
 * Checker who may decide it and did not submit it; a self-registered organization once its email
 * is verified, its subject the registration's merchant); `*.decided`, the recipient's own submission
 * was approved or rejected; cases: assigned to the recipient, a reply on a case they opened or
 * handle, a case reopened.
 */
export const NOTIFICATION_KINDS = [
  'merchant.pending',
  'merchant.decided',
  'organization.pending',
  'topUp.pending',
  'topUp.decided',
  'creditLimit.pending',
  'creditLimit.decided',
  'case.assigned',
  'case.reply',
  'case.reopened',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The entity a notification is about, whose record it links to. */
export const NOTIFICATION_SUBJECTS = [
  'merchants',
  'organizations',
  'topUps',
  'creditAccounts',
  'cases',
] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

/** Read state as a list filter: `unread` (no `readAt`) or `read`. */
export const NOTIFICATION_STATES = ['unread', 'read'] as const;

/**
 * The values a notification's text needs, fixed when it is made: a merchant's name, a decision
 * (`Approved`, `Rejected`), a reason, a case number, an amount in sen.
 */
export const NotificationParamsSchema = v.record(v.string(), v.nullable(v.union([v.string(), v.number()])));
export type NotificationParams = v.InferOutput<typeof NotificationParamsSchema>;

/** A notification as Notification/notificationListPage, Notification/{id} and the mirror answer it. */
export const NotificationSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  /** The recipient: the one user who ever receives this row. */
  userId: v.pipe(v.string(), v.uuid()),
  /** The recipient's merchant (null for staff): the change log's scope, as for every entity. */
  merchantId: v.nullable(v.pipe(v.string(), v.uuid())),
  kind: v.picklist(NOTIFICATION_KINDS),
  subjectEntity: v.picklist(NOTIFICATION_SUBJECTS),
  subjectId: v.pipe(v.string(), v.uuid()),
  params: NotificationParamsSchema,
  createdAt: v.string(),
  /** When the recipient read it (or the waiting change was decided by someone); null: unread. */
  readAt: v.nullable(v.string()),
  version: v.number(),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

export const notificationState = (row: Pick<Notification, 'readAt'>) =>
  row.readAt === null ? 'unread' : 'read';

export const NOTIFICATION_SORT_KEYS = ['createdAt', 'kind'] as const;

/** GET Notification/notificationListPage: newest first; `state` and `kind` equal. */
export const NotificationListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(NOTIFICATION_SORT_KEYS, 'validation.invalid'), 'createdAt'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'desc'),
  state: listChoice(NOTIFICATION_STATES),
  kind: listChoice(NOTIFICATION_KINDS),
});
export type NotificationListQuery = v.InferOutput<typeof NotificationListQuerySchema>;

/** POST Notification/read: mark these of the caller's notifications read (others' ids are ignored). */
export const NotificationReadSchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.string(), v.uuid('validation.invalid')), 'validation.invalid'),
    v.minLength(1, 'validation.required'),
    v.maxLength(500, 'validation.tooLong'),
  ),
});

/** POST Notification/read-all: mark every one of the caller's notifications made up to `upTo` read. */
export const NotificationReadAllSchema = v.object({
  upTo: v.pipe(v.string(), v.isoTimestamp('validation.invalid')),
});

export const notificationEntity: ListEntity<Notification, NotificationListQuery> = {
  entity: 'notifications',
  area: 'Notification',
  menuKey: null,
  scope: 'merchantId',
  storage: 'rows',
  searchFields: [],
  rowSchema: NotificationSchema,
  querySchema: NotificationListQuerySchema,
  sortValues: {
    createdAt: (row) => row.createdAt,
    kind: (row) => foldCase(row.kind),
  },
  filters: {
    state: { match: 'equals', value: notificationState },
    kind: { match: 'equals', value: (row) => row.kind },
  },
  segments: { list: () => true },
  columns: [
    { key: 'kind', kind: 'text', sortKey: 'kind', isDefault: true },
    { key: 'createdAt', kind: 'timestamp', sortKey: 'createdAt', isDefault: true },
    { key: 'readAt', kind: 'status', isDefault: true },
    { key: 'subjectEntity', kind: 'text', isDefault: false },
  ],
};
