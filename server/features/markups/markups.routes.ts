/**
 * /Markup/* (docs/ARCHITECTURE.md, Markups). Staff define markups; a merchant caller
 * lists, gets and quotes those that apply to it (its merchant's, its clients', and those for every
 * merchant: the resource's `globalRows`). Writes are one transaction with the idempotency guard
 * (`mutation`), so an outbox replay answers once. FAC per `MARKUP_FUNCTIONS`.
 */
import { Hono } from 'hono';
import {
  MARKUP_FUNCTIONS as F,
  MarkupCreateSchema,
  MarkupQuoteSchema,
  MarkupStatusUpdateSchema,
  MarkupUpdateSchema,
} from '../../../src/contract';
import { requireAuth } from '../../lib/auth/require-auth';
import type { AppBindings, AppDeps } from '../../lib/context';
import { getHandler, listHandler, listQuery } from '../../lib/entity-list/entity-routes';
import { mutation } from '../../lib/idempotency';
import { requirePermission as can } from '../../lib/require-permission';
import { markupResource } from '../../resources/markups';
import { createMarkup } from './create-markup';
import { quoteMarkup } from './quote-markup';
import { updateMarkup } from './update-markup';
import { updateMarkupStatus } from './update-markup-status';
import { jsonBody } from '../../lib/route-input';
import { staffOnly } from '../../lib/caller-checks';

export function markupRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  // Fixed paths first: `/:id` would otherwise match them.
  return new Hono<AppBindings>()
    .get('/markupListPage', auth, can(F.view), listQuery(markupResource), listHandler(deps, markupResource))
    .post(
      '/create',
      auth,
      can(F.create),
      mutation(deps),
      staffOnly,
      jsonBody(MarkupCreateSchema),
      createMarkup(),
    )
    .post('/update', auth, can(F.update), mutation(deps), jsonBody(MarkupUpdateSchema), updateMarkup())
    .post(
      '/status/update',
      auth,
      can(F.status),
      mutation(deps),
      jsonBody(MarkupStatusUpdateSchema),
      updateMarkupStatus(),
    )
    .post('/quote', auth, can(F.quote), jsonBody(MarkupQuoteSchema), quoteMarkup(deps))
    .get('/:id', auth, can(F.view), getHandler(deps, markupResource));
}
