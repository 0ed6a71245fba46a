/**
 * The notifications of a service request (docs/ARCHITECTURE.md, Notifications), in the
 * transaction of the write: the user a case is assigned to is told; a reply tells the requester and
 * the assignee; a reopened case tells its assignee. Nobody is told of their own act.
 */
import type { Case } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { notifyUser, type Subject } from '../../lib/notify';

const subjectOf = (row: Case, extra: Subject['params'] = {}): Subject => ({
  entity: 'cases',
  id: row.id,
  params: { caseNumber: row.caseNumber, subject: row.subject, ...extra },
});

const othersThan = (actorId: string, ...userIds: (string | null)[]) =>
  [...new Set(userIds)].filter((id): id is string => id !== null && id !== actorId);

export async function caseAssigned(db: Queryable, row: Case, assigneeId: string | null, actorId: string) {
  for (const userId of othersThan(actorId, assigneeId)) {
    await notifyUser(db, userId, 'case.assigned', subjectOf(row));
  }
}

export async function caseReplied(db: Queryable, row: Case, author: { id: string; name: string }) {
  for (const userId of othersThan(author.id, row.requesterId, row.assigneeId)) {
    await notifyUser(db, userId, 'case.reply', subjectOf(row, { authorName: author.name }));
  }
}

export async function caseReopened(db: Queryable, row: Case, actorId: string) {
  for (const userId of othersThan(actorId, row.assigneeId)) {
    await notifyUser(db, userId, 'case.reopened', subjectOf(row));
  }
}
