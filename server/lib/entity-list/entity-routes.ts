/**
 * The handlers every listed area shares (docs/ARCHITECTURE.md, Entity descriptors): the paged list
 * of one segment and the get by id, both in the caller's scope (`merchantScope`) and with the
 * fields the access policy shows the caller (`resourceFor`). Routes add `requireAuth` and the
 * policy's guard in front (`viewGuard` below).
 */
import type { Context } from 'hono';
import { ACCESS_POLICY } from '../../../src/contract';
import type { SyncEntity } from '../../../src/contract';
import { resourceFor } from '../access/caller-access';
import { ApiError } from '../api-error';
import type { AppBindings, AppDeps } from '../context';
import { ok, okJsonText } from '../envelope';
import { requirePermission } from '../require-permission';
import { merchantScope } from '../scope';
import { parseInput } from '../validation';
import { findRow } from './find-row';
import { listPageJson, pageJsonText } from './list-page';
import type { ListQueryBase, ListResource } from './resource';

const READS = new WeakMap<object, { entity: SyncEntity; kind: 'list' | 'get' }>();

/** The entity a route handler lists or gets, for the tests that check guards against the policy. */
export const readOf = (handler: unknown) => (typeof handler === 'function' ? READS.get(handler) : undefined);

function reading<H extends object>(handler: H, entity: SyncEntity, kind: 'list' | 'get'): H {
  READS.set(handler, { entity, kind });
  return handler;
}

/** GET <area>/<list>: the query parsed with the descriptor's schema (422 on a bad one). */
export function listHandler<Row extends { id: string }, Q extends ListQueryBase>(
  { db }: AppDeps,
  resource: ListResource<Row, Q>,
  segment = 'list',
) {
  return reading(
    async (c: Context<AppBindings>) => {
      const query = parseInput(resource.descriptor.querySchema, c.req.query());
      const user = c.get('user');
      const page = await listPageJson(db, resourceFor(resource, user), query, segment, merchantScope(user));
      return okJsonText(c, pageJsonText(page));
    },
    resource.entity,
    'list',
  );
}

/**
 * GET <area>/{id}: the row, or 404 for an unknown or malformed id AND for another merchant's row
 * (never 403, so ids do not leak).
 */
export function getHandler<Row extends { id: string }, Q extends ListQueryBase>(
  { db }: AppDeps,
  resource: ListResource<Row, Q>,
) {
  return reading(
    async (c: Context<AppBindings>) => {
      const user = c.get('user');
      const row = await findRow<Row>(
        db,
        resourceFor(resource, user),
        c.req.param('id') ?? '',
        merchantScope(user),
      );
      if (!row) throw new ApiError(404, 'error.notFound');
      return ok(c, row);
    },
    resource.entity,
    'get',
  );
}

/** The guard of an entity's reads: the access policy's `view` grants (src/contract/access-policy.ts). */
export function viewGuard(entity: SyncEntity) {
  const { view } = ACCESS_POLICY[entity];
  if (view === 'everyone') throw new Error(`${entity} is read by everyone: it has no list of its own`);
  return requirePermission(...view);
}
