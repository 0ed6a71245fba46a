/**
 * POST /Case/status/update { id, status?, assigneeId? }: moves a case and/or assigns it, in one
 * call (so the device queues one op for "assign to me and start"). Each part is checked by
 * case-rules.ts: a move needs FAC status (staff) or being the requester (reopen within 7 days of
 * resolving, or close); an assignment FAC assign, and the assignee must be an active staff user.
 * The same status, or the same assignee, again is no change (a replay answers the case as it is).
 */
import type { Context } from 'hono';
import { caseActionBlock, CaseStatusSchema } from '../../../src/contract';
import type { Case } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { fieldError } from '../../lib/files/read-multipart';
import { caseAssigned, caseReopened } from './case-notices';
import { inputOf } from '../../lib/route-input';
import { auditCase, caseActor, lockCase, readCase, refuse } from './case-write';

async function checkAssignee(c: Context<AppBindings>, assigneeId: string | null): Promise<void> {
  if (assigneeId === null) return;
  const { rows } = await c.get('db').query(
    `SELECT 1 FROM users u JOIN roles r ON r.id = u.role_id
     WHERE u.id = $1 AND r.scope = 'staff' AND u.status = 'A'`,
    [assigneeId],
  );
  if (rows.length === 0) {
    throw new ApiError(422, 'case.assigneeNotStaff', {
      errors: [fieldError('assigneeId', 'case.assigneeNotStaff')],
    });
  }
}

function plan(row: Case, status: Case['status'] | undefined, assigneeId: string | null | undefined) {
  return {
    move: status !== undefined && status !== row.status ? status : null,
    assign: assigneeId !== undefined && assigneeId !== row.assigneeId,
  };
}

export function updateCaseStatus() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, CaseStatusSchema);
    if (input.status === undefined && input.assigneeId === undefined) {
      throw new ApiError(422, 'error.validation', { errors: [fieldError('status', 'validation.required')] });
    }
    const row = await lockCase(c, input.id);
    const actor = caseActor(c);
    const now = new Date();
    const { move, assign } = plan(row, input.status, input.assigneeId);
    if (assign) {
      refuse(caseActionBlock(actor, row, { kind: 'assign' }, now));
      await checkAssignee(c, input.assigneeId ?? null);
    }
    if (move) refuse(caseActionBlock(actor, row, { kind: 'status', to: move }, now));
    if (!move && !assign) {
      if (row.status === 'Closed') refuse({ status: 409, code: 'case.closed' });
      return ok(c, row, 'case.statusUpdated');
    }
    await c.get('db').query(
      `UPDATE cases SET
         status = coalesce($2, status),
         assignee_id = CASE WHEN $3 THEN $4::uuid ELSE assignee_id END,
         resolved_at = CASE WHEN $2 = 'Resolved' THEN date_trunc('milliseconds', now())
                            WHEN $2 = 'Open' THEN NULL ELSE resolved_at END
       WHERE id = $1`,
      [row.id, move, assign, input.assigneeId ?? null],
    );
    await auditCase(c, 'case.status', row.id, {
      from: row.status,
      to: move ?? row.status,
      ...(assign ? { assigneeId: input.assigneeId ?? null } : {}),
    });
    const updated = await readCase(c, row.id);
    const actorId = c.get('user').userID;
    if (assign) await caseAssigned(c.get('db'), updated, updated.assigneeId, actorId);
    if (move === 'Open') await caseReopened(c.get('db'), updated, actorId);
    return ok(c, updated, move ? 'case.statusUpdated' : 'case.assigned');
  };
}
