/**
 * POST /Markup/update { id, baseVersion, ...every field }: a stale baseVersion is 409
 * `sync.conflict` with the current row (as every area answers it); an Active markup's new fields
 * must not overlap another's (409 `markup.overlaps`).
 */
import type { Context } from 'hono';
import { MarkupUpdateSchema, normalizeMarkupFields } from '../../../src/contract';
import type { Markup } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { envelope, ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { MARKUP_COLUMNS } from '../../resources/markups';
import { auditMarkup, checkScope, lockMarkup, markupColumns, refuseOverlap } from './markup-write';

export function updateMarkup() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, MarkupUpdateSchema);
    const db = c.get('db');
    const current = await lockMarkup(c, input.id);
    if (current.version !== input.baseVersion) {
      return c.json(envelope(c, { success: false, code: 'sync.conflict', data: { current } }), 409);
    }
    const fields = normalizeMarkupFields(input);
    await checkScope(db, fields);
    await refuseOverlap(db, { ...fields, id: input.id, status: current.status });
    const columns = markupColumns(fields);
    const sets = Object.keys(columns).map((name, index) => `${name} = $${index + 2}`);
    const { rows } = await db.query<Markup>(
      `UPDATE markups AS m SET ${sets.join(', ')} WHERE m.id = $1 RETURNING ${MARKUP_COLUMNS}`,
      [input.id, ...Object.values(columns)],
    );
    const updated = rows[0];
    if (!updated) throw new ApiError(404, 'error.notFound');
    await auditMarkup(c, 'markup.update', input.id, {
      version: { from: current.version, to: updated.version },
    });
    return ok(c, updated, 'markup.updated');
  };
}
