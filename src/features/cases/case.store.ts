/**
 * Service requests as outbox ops (docs/ARCHITECTURE.md, Cases). A new case is one op
 * (with its attachment's Blob when there is one: sent as multipart when online); a reply and a
 * status change or assignment are one op each. Each writes its optimistic row at once, so a case
 * opened or answered with no signal shows in the list and on its screen, "Pending sync".
 *
 * The `…Change` builders are pure (tested against the outbox); the exported actions queue them.
 */
import type { Case, CaseCreate, CaseReply, CaseStatus, SessionUser } from '../../contract';
import type { PreparedFile } from '../../lib/files/prepare-file';
import { enqueue, type NewChange } from '../../lib/sync';

export const CASE_PATHS = {
  create: '/Case/create',
  reply: '/Case/reply',
  status: '/Case/status/update',
} as const;

/** The multipart part that carries the attachment (POST Case/create). */
export const ATTACHMENT_FIELD = 'attachment';

export type CaseAuthor = Pick<SessionUser, 'userID' | 'firstName' | 'lastName' | 'merchantId' | 'userType'>;

const nameOf = (user: CaseAuthor) => `${user.firstName} ${user.lastName}`.trim();

export function createCaseChange(
  body: CaseCreate,
  attachment: PreparedFile | null,
  requester: CaseAuthor,
  now = new Date(),
): NewChange {
  const stamp = now.toISOString();
  const row: Omit<Case, 'version'> = {
    ...body,
    caseNumber: null,
    merchantId: requester.userType === 'staff' ? null : requester.merchantId,
    requesterId: requester.userID,
    requesterName: nameOf(requester),
    attachment: null,
    status: 'Open',
    assigneeId: null,
    assigneeName: null,
    replies: [],
    resolvedAt: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
  return {
    entity: 'cases',
    entityId: body.id,
    baseVersion: 0,
    create: true,
    patch: row,
    request: { method: 'POST', path: CASE_PATHS.create, body },
    ...(attachment
      ? {
          files: [
            {
              field: ATTACHMENT_FIELD,
              name: attachment.name,
              type: attachment.type,
              size: attachment.size,
              blob: attachment.blob,
              thumbnail: attachment.thumbnail,
            },
          ],
        }
      : {}),
  };
}

export function replyChange(
  target: Pick<Case, 'id' | 'version' | 'replies'>,
  text: string,
  author: CaseAuthor,
  now = new Date(),
): NewChange {
  const reply: CaseReply = {
    id: crypto.randomUUID(),
    authorId: author.userID,
    authorName: nameOf(author),
    authorType: author.userType === 'staff' ? 'staff' : 'merchant',
    body: text,
    createdAt: now.toISOString(),
  };
  return {
    entity: 'cases',
    entityId: target.id,
    baseVersion: target.version,
    patch: { replies: [...target.replies, reply], updatedAt: reply.createdAt },
    request: {
      method: 'POST',
      path: CASE_PATHS.reply,
      body: { id: target.id, replyId: reply.id, body: text },
    },
  };
}

export type CaseStatusPatch = { status?: CaseStatus; assignee?: { id: string; name: string } | null };

export function caseStatusChange(
  target: Pick<Case, 'id' | 'version'>,
  { status, assignee }: CaseStatusPatch,
  now = new Date(),
): NewChange {
  const stamp = now.toISOString();
  const patch: Record<string, unknown> = { updatedAt: stamp };
  const body: Record<string, unknown> = { id: target.id };
  if (status !== undefined) {
    patch['status'] = status;
    body['status'] = status;
    if (status === 'Resolved') patch['resolvedAt'] = stamp;
    if (status === 'Open') patch['resolvedAt'] = null;
  }
  if (assignee !== undefined) {
    patch['assigneeId'] = assignee?.id ?? null;
    patch['assigneeName'] = assignee?.name ?? null;
    body['assigneeId'] = assignee?.id ?? null;
  }
  return {
    entity: 'cases',
    entityId: target.id,
    baseVersion: target.version,
    patch,
    request: { method: 'POST', path: CASE_PATHS.status, body },
  };
}

export const createCase = (body: CaseCreate, attachment: PreparedFile | null, requester: CaseAuthor) =>
  enqueue(createCaseChange(body, attachment, requester));
export const replyToCase = (
  target: Pick<Case, 'id' | 'version' | 'replies'>,
  text: string,
  author: CaseAuthor,
) => enqueue(replyChange(target, text, author));
export const updateCase = (target: Pick<Case, 'id' | 'version'>, change: CaseStatusPatch) =>
  enqueue(caseStatusChange(target, change));
