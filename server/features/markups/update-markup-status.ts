/**
 * POST /Markup/status/update { id, status, baseVersion }: activating checks the overlap as a
 * create does; deactivating is always allowed. The same status again answers the row unchanged.
 */
import type { Context } from 'hono';
import { MarkupStatusUpdateSchema } from '../../../src/contract';
import type { Markup } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { envelope, ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { MARKUP_COLUMNS } from '../../resources/markups';
import { auditMarkup, lockMarkup, refuseOverlap } from './markup-write';

export function updateMarkupStatus() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, MarkupStatusUpdateSchema);
    const db = c.get('db');
    const current = await lockMarkup(c, input.id);
    if (current.version !== input.baseVersion) {
      return c.json(envelope(c, { success: false, code: 'sync.conflict', data: { current } }), 409);
    }
    if (current.status === input.status) return ok(c, current, 'markup.statusUpdated');
    await refuseOverlap(db, { ...current, status: input.status });
    const { rows } = await db.query<Markup>(
      `UPDATE markups AS m SET status = $2 WHERE m.id = $1 RETURNING ${MARKUP_COLUMNS}`,
      [input.id, input.status],
    );
    const updated = rows[0];
    if (!updated) throw new ApiError(404, 'error.notFound');
    await auditMarkup(c, 'markup.status', input.id, { status: { from: current.status, to: updated.status } });
    return ok(c, updated, 'markup.statusUpdated');
  };
}
