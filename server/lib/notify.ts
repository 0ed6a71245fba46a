/**
 * The producers of notifications (docs/ARCHITECTURE.md, Notifications), called by the use-cases
 * in the transaction of the event itself, so a notification exists exactly when its event does.
 * Rows reach each recipient's device through the change log like every mirrored row, and the
 * change-notice stream wakes their bell.
 */
import type { Grant, NotificationKind, NotificationParams, NotificationSubject } from '../../src/contract';
import type { Queryable } from '../db/client';

/** What a notification is about and the values of its text. */
export type Subject = { entity: NotificationSubject; id: string; params: NotificationParams };

/**
 * A `pending` row for every active staff Checker whose role may decide (the grant), except the one
 * who submitted it (four eyes, src/contract/four-eyes.ts), and except a Checker already told of it
 * and not yet answered.
 */
export async function notifyDeciders(
  db: Queryable,
  kind: NotificationKind,
  subject: Subject,
  decide: Grant,
  submittedBy: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO notifications (user_id, merchant_id, kind, subject_entity, subject_id, params)
     SELECT u.id, u.merchant_id, $1, $2, $3::uuid, $4::jsonb
     FROM users u JOIN roles r ON r.id = u.role_id AND r.scope = 'staff'
     WHERE u.status = 'A' AND u.level = 'Checker'
       AND u.id IS DISTINCT FROM $5::uuid
       AND EXISTS (SELECT 1 FROM role_menus rm JOIN menus m ON m.id = rm.menu_id
                   WHERE rm.role_id = u.role_id AND m.key = $6)
       AND EXISTS (SELECT 1 FROM role_functions rf JOIN menus m ON m.id = rf.menu_id
                   WHERE rf.role_id = u.role_id AND m.key = $6 AND rf.action = $7)
       AND NOT EXISTS (SELECT 1 FROM notifications o WHERE o.user_id = u.id AND o.subject_id = $3::uuid
                       AND o.kind = $1 AND o.read_at IS NULL)`,
    [kind, subject.entity, subject.id, JSON.stringify(subject.params), submittedBy, decide[0], decide[1]],
  );
}

/**
 * The waiting rows of a decided change are resolved (marked read for every Checker), so nobody is
 * told to decide what is decided.
 */
export async function resolvePending(
  db: Queryable,
  kind: NotificationKind,
  subjectId: string,
): Promise<void> {
  await db.query(
    `UPDATE notifications SET read_at = date_trunc('milliseconds', now())
     WHERE subject_id = $1::uuid AND kind = $2 AND read_at IS NULL`,
    [subjectId, kind],
  );
}

/** One row for one user (the submitter of a decided change, a case's assignee), if there is one. */
export async function notifyUser(
  db: Queryable,
  userId: string | null,
  kind: NotificationKind,
  subject: Subject,
): Promise<void> {
  if (userId === null) return;
  await db.query(
    `INSERT INTO notifications (user_id, merchant_id, kind, subject_entity, subject_id, params)
     SELECT u.id, u.merchant_id, $2, $3, $4::uuid, $5::jsonb FROM users u WHERE u.id = $1::uuid`,
    [userId, kind, subject.entity, subject.id, JSON.stringify(subject.params)],
  );
}

/** A merchant's name for a notification's text, fixed as it is when the notification is made. */
export async function merchantNameOf(db: Queryable, merchantId: string): Promise<string> {
  const { rows } = await db.query<{ merchantName: string }>(
    'SELECT merchant_name AS "merchantName" FROM merchants WHERE id = $1',
    [merchantId],
  );
  return rows[0]?.merchantName ?? '';
}
