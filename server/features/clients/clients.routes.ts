/**
 * /Client/* (docs/ARCHITECTURE.md, Clients). Reads come from the generic entity module,
 * merchant-scoped (another merchant's id is 404); every write is one transaction with the
 * idempotency guard (`mutation`), a multipart body with a logo included. FAC per CLIENT_FUNCTIONS.
 */
import { Hono } from 'hono';
import {
  CLIENT_FUNCTIONS as F,
  ClientCreateSchema,
  ClientStatusSchema,
  ClientUpdateSchema,
} from '../../../src/contract';
import { requireAuth } from '../../lib/auth/require-auth';
import type { AppBindings, AppDeps } from '../../lib/context';
import { getHandler, listHandler, listQuery } from '../../lib/entity-list/entity-routes';
import { mutation } from '../../lib/idempotency';
import { requirePermission as can } from '../../lib/require-permission';
import { clientResource } from '../../resources/clients';
import { createClient } from './create-client';
import { getLogo } from './get-logo';
import { updateClient } from './update-client';
import { updateClientStatus } from './update-client-status';
import { jsonBody } from '../../lib/route-input';
import { clientBody } from './client-write';

/** The calls whose body may carry a logo (app.ts gives them the file body limit). */
export const CLIENT_FILE_PATHS = ['/create', '/update'] as const;

export function clientRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  return new Hono<AppBindings>()
    .get('/clientListPage', auth, can(F.view), listQuery(clientResource), listHandler(deps, clientResource))
    .get('/logo/:id', auth, can(F.view), getLogo(deps))
    .post('/create', auth, can(F.create), mutation(deps), clientBody(ClientCreateSchema), createClient())
    .post('/update', auth, can(F.update), mutation(deps), clientBody(ClientUpdateSchema), updateClient())
    .post(
      '/status/update',
      auth,
      can(F.status),
      mutation(deps),
      jsonBody(ClientStatusSchema),
      updateClientStatus(),
    )
    .get('/:id', auth, can(F.view), getHandler(deps, clientResource));
}
