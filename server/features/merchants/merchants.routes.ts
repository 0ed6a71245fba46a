import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { mutation } from '../../lib/idempotency';
import { requirePermission as can } from '../access/require-permission';
import { requireAuth } from '../auth/require-auth';
import { createMerchant } from './create-merchant';
import { decideMerchant } from './decide-merchant';
import { getMerchant } from './get-merchant';
import { listMerchants } from './list-merchants';
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
    .get('/merchantListPage', auth, can(VIEW), listMerchants(deps, false))
    .get('/pendingMerchantListPage', auth, can(['merchant.pending', 'view']), listMerchants(deps, true))
    .get('/merchantDropDown', auth, dropDownAccess, merchantDropDown(deps))
    .post('/status/update', auth, can(['merchant.list', 'status']), mutation(deps), updateMerchantStatus())
    .post('/create', auth, can(['merchant.create', 'create']), mutation(deps), createMerchant())
    .post('/update', auth, can(['merchant.list', 'update']), mutation(deps), updateMerchant())
    .post('/approval', auth, can(['merchant.pending', 'approve']), mutation(deps), decideMerchant())
    .get('/:id/history', auth, can(VIEW, ['merchant.pending', 'view']), merchantHistory(deps))
    .get('/:id', auth, can(VIEW, ['merchant.pending', 'view']), getMerchant(deps));
}
