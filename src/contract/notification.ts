/**
 * Notifications (docs/ARCHITECTURE.md, Notifications): what waits on a user and what happened to
 * what they sent. Each row is one recipient's alone (access-policy.ts, `recipient`: no grant shows
 * another user's rows), kept on the server and mirrored to their device; its text is made on the
 * device from `kind` and `params`, in the user's language.
 */
import * as v from 'valibot';
import * as f from './area-fields';

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

/** Read state: `unread` (no `readAt`) or `read`. */
export const notificationState = (row: { readAt: string | null }) =>
  row.readAt === null ? 'unread' : 'read';

const sort = true;
const column = 'default';

/**
 * A notification as Notification/notificationListPage, Notification/{id} and the mirror answer
 * it. The list: newest first; `state` and `kind` equal. Each field once (docs/ARCHITECTURE.md,
 * Fields: an area declared once), in the row's order; the kind's column shows the notification's
 * text, the read time's its read state.
 */
export const notificationEntity = f.listArea({
  entity: 'notifications',
  area: 'Notification',
  menuKey: null,
  scope: 'merchantId',
  storage: 'rows',
  defaultSort: ['createdAt', 'desc'],
  fields: {
    state: f.derivedStatus(NOTIFICATION_STATES, notificationState, { filter: 'equals' }),
    /** The recipient: the one user who ever receives this row. */
    userId: f.reference(),
    /** The recipient's merchant (null for staff): the change log's scope, as for every entity. */
    merchantId: f.reference({ nullable: true }),
    kind: f.status(NOTIFICATION_KINDS, { sort, filter: 'equals', column, columnKind: 'text' }),
    subjectEntity: f.status(NOTIFICATION_SUBJECTS, { column: 'extra', columnKind: 'text' }),
    subjectId: f.reference(),
    params: f.json(NotificationParamsSchema),
    createdAt: f.timestamp({ sort, column }),
    /** When the recipient read it (or the waiting change was decided by someone); null: unread. */
    readAt: f.timestamp({ nullable: true, column, columnKind: 'status' }),
  },
  order: {
    columns: ['kind', 'createdAt', 'readAt', 'subjectEntity'],
    sortKeys: ['createdAt', 'kind'],
  },
});

export const NotificationSchema = notificationEntity.rowSchema;
export type Notification = v.InferOutput<typeof NotificationSchema>;
export type NotificationListQuery = f.ListQueryOf<typeof notificationEntity>;

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
