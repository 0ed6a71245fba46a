/**
 * The handlers every listed area shares (docs/ARCHITECTURE.md, Entity descriptors): the paged list
 * of one segment and the get by id, both in the caller's scope (`merchantScope`, and the
 * recipient's own rows where the policy names a recipient) and with the
 * fields the access policy shows the caller (`resourceFor`). Routes add `requireAuth` and the
 * policy's guard in front (`viewGuard` below).
 */
import { Hono, type Context } from 'hono';
import { ACCESS_POLICY } from '../../../src/contract';
import type { SyncEntity } from '../../../src/contract';
import type * as v from 'valibot';
import { resourceFor } from '../access/caller-access';
import { requireAuth } from '../auth/require-auth';
import { ApiError } from '../api-error';
import type { AppBindings, AppDeps } from '../context';
import { ok, okJsonText } from '../envelope';
import { requirePermission } from '../require-permission';
import { merchantScope } from '../scope';
import { inputOf, queryOf } from '../route-input';
import { findRow } from './find-row';
import { listPageJson, pageJsonText } from './list-page';
import type { ListQueryBase, ListResource } from './resource';

type Read = { entity: SyncEntity; kind: 'list' | 'get'; rowSchema: v.GenericSchema<unknown, unknown> };

const READS = new WeakMap<object, Read>();

/**
 * What a route handler lists or gets: the entity, for the tests that check guards against the
 * policy, and its row's schema, for the API reference (lib/openapi).
 */
export const readOf = (handler: unknown) => (typeof handler === 'function' ? READS.get(handler) : undefined);

function reading<H extends object>(handler: H, read: Read): H {
  READS.set(handler, read);
  return handler;
}

/** The declaration of a list's query: the descriptor's schema (422 on a bad one). */
export const listQuery = <Row extends { id: string }, Q extends ListQueryBase>(
  resource: ListResource<Row, Q>,
) => queryOf(resource.descriptor.querySchema);

/** GET <area>/<list>: the page of the query `listQuery(resource)` declares on the route. */
export function listHandler<Row extends { id: string }, Q extends ListQueryBase>(
  { db }: AppDeps,
  resource: ListResource<Row, Q>,
  segment = 'list',
) {
  return reading(
    async (c: Context<AppBindings>) => {
      const query = inputOf(c, resource.descriptor.querySchema);
      const user = c.get('user');
      const page = await listPageJson(
        db,
        resourceFor(resource, user),
        query,
        segment,
        merchantScope(user),
        user.userID,
      );
      return okJsonText(c, pageJsonText(page));
    },
    { entity: resource.entity, kind: 'list', rowSchema: resource.descriptor.rowSchema },
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
        { userId: user.userID },
      );
      if (!row) throw new ApiError(404, 'error.notFound');
      return ok(c, row);
    },
    { entity: resource.entity, kind: 'get', rowSchema: resource.descriptor.rowSchema },
  );
}

/** The guard of an entity's reads: the access policy's `view` grants (src/contract/access-policy.ts). */
export function viewGuard(entity: SyncEntity) {
  const { view } = ACCESS_POLICY[entity];
  if (view === 'everyone') throw new Error(`${entity} is read by everyone: it has no list of its own`);
  return requirePermission(...view);
}

/**
 * The path of an area's generic list under its API area: `Booking` lists at `bookingListPage`,
 * `EInvoice` at `eInvoiceListPage`.
 */
export const listPathOf = ({ area }: { area: string }) =>
  `${area.charAt(0).toLowerCase()}${area.slice(1)}ListPage`;

/**
 * An area's reads as routes: GET <area>/<area>ListPage (the page) and GET <area>/{id}, signed in
 * and behind the policy's `view` guard. Staff see every row, a merchant's users their merchant's.
 */
export function areaRoutes<Row extends { id: string }, Q extends ListQueryBase>(
  deps: AppDeps,
  resource: ListResource<Row, Q>,
) {
  const auth = requireAuth(deps);
  const canView = viewGuard(resource.entity);
  // The fixed path first: `/:id` would otherwise match it.
  return new Hono<AppBindings>()
    .get(
      `/${listPathOf(resource.descriptor)}`,
      auth,
      canView,
      listQuery(resource),
      listHandler(deps, resource),
    )
    .get('/:id', auth, canView, getHandler(deps, resource));
}
