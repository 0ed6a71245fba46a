/**
 * One row of a resource by id within a scope (null = every merchant's) and, for a resource with a
 * recipient, addressed to `userId`; or null.
 */
import type { Queryable } from '../../db/client';
import { isUuid } from '../scope';
import { recipientCondition, scopeMatch } from './resource';
import type { Resource } from './resource';

export async function findRow<Row>(
  db: Queryable,
  resource: Resource,
  id: string,
  merchantId: string | null,
  { forUpdate = false, userId = null }: { forUpdate?: boolean; userId?: string | null } = {},
): Promise<Row | null> {
  // A malformed id simply names no row (and never reaches a uuid cast).
  if (!isUuid(id)) return null;
  const params: unknown[] = [id];
  let scope = '';
  if (merchantId !== null && resource.scope !== null) {
    params.push(merchantId);
    scope = ` AND ${scopeMatch(resource, 2)}`;
  }
  const mine = recipientCondition(resource, userId, params.length + 1);
  if (mine) {
    params.push(...mine.params);
    scope += ` AND ${mine.sql}`;
  }
  const { rows } = await db.query<Row>(
    `SELECT ${resource.columns} FROM ${resource.from} WHERE ${resource.id} = $1${scope}
     ${forUpdate ? `FOR UPDATE OF ${resource.id.split('.')[0] ?? ''}` : ''}`,
    params,
  );
  return rows[0] ?? null;
}
