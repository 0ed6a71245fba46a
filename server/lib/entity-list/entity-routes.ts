/**
 * The handlers every listed area shares (docs/ARCHITECTURE.md, Entity descriptors): the paged list
 * of one segment and the get by id, both in the caller's scope (`merchantScope`). Routes add
 * `requireAuth` and the FAC guard in front (`requirePermission`, or `entityGuard` below).
 */
import type { Context } from 'hono';
import { ApiError } from '../api-error';
import type { AppBindings, AppDeps } from '../context';
import { ok, okJsonText } from '../envelope';
import { requirePermission } from '../require-permission';
import { merchantScope } from '../scope';
import { parseInput } from '../validation';
import { findRow } from './find-row';
import { listPageJson, pageJsonText } from './list-page';
import type { ListQueryBase, ListResource } from './resource';

/** GET <area>/<list>: the query parsed with the descriptor's schema (422 on a bad one). */
export function listHandler<Row extends { id: string }, Q extends ListQueryBase>(
  { db }: AppDeps,
  resource: ListResource<Row, Q>,
  segment = 'list',
) {
  return async (c: Context<AppBindings>) => {
    const query = parseInput(resource.descriptor.querySchema, c.req.query());
    const page = await listPageJson(db, resource, query, segment, merchantScope(c.get('user')));
    return okJsonText(c, pageJsonText(page));
  };
}

/**
 * GET <area>/{id}: the row, or 404 for an unknown or malformed id AND for another merchant's row
 * (never 403, so ids do not leak).
 */
export function getHandler<Row extends { id: string }, Q extends ListQueryBase>(
  { db }: AppDeps,
  resource: ListResource<Row, Q>,
) {
  return async (c: Context<AppBindings>) => {
    const row = await findRow<Row>(db, resource, c.req.param('id') ?? '', merchantScope(c.get('user')));
    if (!row) throw new ApiError(404, 'error.notFound');
    return ok(c, row);
  };
}

/** The FAC guard of an area's reads: its descriptor's menu item, `view`. */
export function viewGuard<Row extends { id: string }, Q extends ListQueryBase>(
  resource: ListResource<Row, Q>,
) {
  const menuKey = resource.descriptor.menuKey;
  if (menuKey === null) throw new Error(`${resource.entity} has no menu item to guard it`);
  return requirePermission([menuKey, 'view']);
}
