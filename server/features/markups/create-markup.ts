/**
 * POST /Markup/create: an Active markup under the device's uuid (an offline create replays under
 * the same id and Idempotency-Key), refused with 409 `markup.overlaps` when it would overlap
 * another Active markup of its scope.
 */
import type { Context } from 'hono';
import { MarkupCreateSchema, normalizeMarkupFields } from '../../../src/contract';
import type { Markup } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { MARKUP_COLUMNS } from '../../resources/markups';
import { auditMarkup, checkScope, markupColumns, refuseOverlap } from './markup-write';

export function createMarkup() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, MarkupCreateSchema);
    const db = c.get('db');
    const fields = normalizeMarkupFields(input);
    await checkScope(db, fields);
    await refuseOverlap(db, { ...fields, id: input.id, status: 'Active' });
    const columns = markupColumns(fields);
    const names = Object.keys(columns);
    const { rows } = await db.query<Markup>(
      `INSERT INTO markups AS m (id, created_by, ${names.join(', ')})
       VALUES ($1, $2, ${names.map((_, index) => `$${index + 3}`).join(', ')})
       ON CONFLICT (id) DO NOTHING
       RETURNING ${MARKUP_COLUMNS}`,
      [input.id, c.get('user').userID, ...Object.values(columns)],
    );
    const markup = rows[0];
    if (!markup) throw new ApiError(409, 'markup.alreadyExists');
    await auditMarkup(c, 'markup.create', markup.id, { name: markup.name, merchantId: markup.merchantId });
    return ok(c, markup, 'markup.created');
  };
}
