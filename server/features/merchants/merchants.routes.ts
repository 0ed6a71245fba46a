import { Hono } from 'hono';
import {
  MERCHANT_FUNCTIONS as F,
  MerchantApprovalSchema,
  MerchantInputSchema,
  MerchantStatusUpdateSchema,
  MerchantUpdateSchema,
  USER_FUNCTIONS,
} from '../../../src/contract';
import type { AppBindings, AppDeps } from '../../lib/context';
import { getHandler, listHandler, listQuery } from '../../lib/entity-list/entity-routes';
import { mutation } from '../../lib/idempotency';
import { requirePermission as can } from '../../lib/require-permission';
import { requireAuth } from '../../lib/auth/require-auth';
import { merchantResource } from '../../resources/merchants';
import { createMerchant } from './create-merchant';
import { decideMerchant } from './decide-merchant';
import { merchantDropDown } from './merchant-drop-down';
import { merchantHistory } from './merchant-history';
import { updateMerchant } from './update-merchant';
import { updateMerchantStatus } from './update-merchant-status';
import { jsonBody } from '../../lib/route-input';
import { decidersOnly, mayCreateMerchant, staffOnly } from '../../lib/caller-checks';

export function merchantRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  // Fixed paths first: `/:id` would otherwise match them. The dropdown also fills the merchant
  // field of the user forms.
  const dropDownAccess = can(F.view, USER_FUNCTIONS.create, USER_FUNCTIONS.update);
  return new Hono<AppBindings>()
    .get(
      '/merchantListPage',
      auth,
      can(F.view),
      listQuery(merchantResource),
      listHandler(deps, merchantResource, 'list'),
    )
    .get(
      '/pendingMerchantListPage',
      auth,
      can(F.viewPending),
      listQuery(merchantResource),
      listHandler(deps, merchantResource, 'pending'),
    )
    .get('/merchantDropDown', auth, dropDownAccess, merchantDropDown(deps))
    .post(
      '/status/update',
      auth,
      can(F.status),
      mutation(deps),
      staffOnly,
      jsonBody(MerchantStatusUpdateSchema),
      updateMerchantStatus(),
    )
    .post(
      '/create',
      auth,
      can(F.create),
      mutation(deps),
      mayCreateMerchant,
      jsonBody(MerchantInputSchema),
      createMerchant(),
    )
    .post(
      '/update',
      auth,
      can(F.update),
      mutation(deps),
      staffOnly,
      jsonBody(MerchantUpdateSchema),
      updateMerchant(),
    )
    .post(
      '/approval',
      auth,
      can(F.decide),
      mutation(deps),
      decidersOnly,
      jsonBody(MerchantApprovalSchema),
      decideMerchant(),
    )
    .get('/:id/history', auth, can(F.view, F.viewPending), merchantHistory(deps))
    .get('/:id', auth, can(F.view, F.viewPending), getHandler(deps, merchantResource));
}
