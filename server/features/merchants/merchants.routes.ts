import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { getHandler, listHandler } from '../../lib/entity-list/entity-routes';
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

const VIEW = ['merchant.list', 'view'] as const;

export function merchantRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  // Fixed paths first: `/:id` would otherwise match them. The dropdown also fills the merchant
  // field of the user forms.
  const dropDownAccess = can(VIEW, ['user.create', 'create'], ['user.manage', 'update']);
  return new Hono<AppBindings>()
    .get('/merchantListPage', auth, can(VIEW), listHandler(deps, merchantResource, 'list'))
    .get(
      '/pendingMerchantListPage',
      auth,
      can(['merchant.pending', 'view']),
      listHandler(deps, merchantResource, 'pending'),
    )
    .get('/merchantDropDown', auth, dropDownAccess, merchantDropDown(deps))
    .post('/status/update', auth, can(['merchant.list', 'status']), mutation(deps), updateMerchantStatus())
    .post('/create', auth, can(['merchant.create', 'create']), mutation(deps), createMerchant())
    .post('/update', auth, can(['merchant.list', 'update']), mutation(deps), updateMerchant())
    .post('/approval', auth, can(['merchant.pending', 'approve']), mutation(deps), decideMerchant())
    .get('/:id/history', auth, can(VIEW, ['merchant.pending', 'view']), merchantHistory(deps))
    .get('/:id', auth, can(VIEW, ['merchant.pending', 'view']), getHandler(deps, merchantResource));
}
