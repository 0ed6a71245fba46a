/** One row of a resource by id within a scope (null = every merchant's), or null. */
import type { Queryable } from '../../db/client';
import { isUuid } from '../scope';
import { scopeMatch } from './resource';
import type { Resource } from './resource';

export async function findRow<Row>(
  db: Queryable,
  resource: Resource,
  id: string,
  merchantId: string | null,
  { forUpdate = false } = {},
): Promise<Row | null> {
  // A malformed id simply names no row (and never reaches a uuid cast).
  if (!isUuid(id)) return null;
  const params: unknown[] = [id];
  let scope = '';
  if (merchantId !== null && resource.scope !== null) {
    params.push(merchantId);
    scope = ` AND ${scopeMatch(resource, 2)}`;
  }
  const { rows } = await db.query<Row>(
    `SELECT ${resource.columns} FROM ${resource.from} WHERE ${resource.id} = $1${scope}
     ${forUpdate ? `FOR UPDATE OF ${resource.id.split('.')[0] ?? ''}` : ''}`,
    params,
  );
  return rows[0] ?? null;
}
