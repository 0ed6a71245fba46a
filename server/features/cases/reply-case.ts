/**
 * POST /Case/reply { id, replyId, body }: appends one reply to the case's jsonb thread under the
 * row's lock, so two replies at once are both kept (tested on PostgreSQL). Staff with FAC reply
 * answer any case, a merchant user its merchant's (case-rules.ts); nobody a Closed one. The
 * reply's own id makes a resend harmless: the same author and text answer the case as it is.
 */
import type { Context } from 'hono';
import { caseActionBlock, CaseReplyBodySchema } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { isoTimestamp } from '../../lib/sql-format';
import { inputOf } from '../../lib/route-input';
import { caseReplied } from './case-notices';
import { auditCase, caseActor, lockCase, readCase, refuse } from './case-write';

export function replyCase() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, CaseReplyBodySchema);
    const user = c.get('user');
    const row = await lockCase(c, input.id);
    const earlier = row.replies.find((reply) => reply.id === input.replyId);
    if (earlier) {
      if (earlier.authorId !== user.userID || earlier.body !== input.body) {
        throw new ApiError(422, 'idempotency.keyReused');
      }
      return ok(c, row, 'case.replied');
    }
    refuse(caseActionBlock(caseActor(c), row, { kind: 'reply' }, new Date()));
    const authorName = `${user.firstName} ${user.lastName}`;
    await c.get('db').query(
      `UPDATE cases SET replies = replies || jsonb_build_array(jsonb_build_object(
         'id', $2::uuid, 'authorId', $3::uuid, 'authorName', $4::text, 'authorType', $5::text,
         'body', $6::text, 'createdAt', ${isoTimestamp("date_trunc('milliseconds', now())")}))
       WHERE id = $1`,
      [
        row.id,
        input.replyId,
        user.userID,
        authorName,
        user.userType === 'staff' ? 'staff' : 'merchant',
        input.body,
      ],
    );
    await auditCase(c, 'case.reply', row.id, { replyId: input.replyId });
    const updated = await readCase(c, row.id);
    await caseReplied(c.get('db'), updated, { id: user.userID, name: authorName });
    return ok(c, updated, 'case.replied');
  };
}
