import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { mutation } from '../../lib/idempotency';
import { requireAuth } from '../auth/require-auth';
import { createMerchant } from './create-merchant';
import { decideMerchant } from './decide-merchant';
import { getMerchant } from './get-merchant';
import { listMerchants } from './list-merchants';
import { merchantDropDown } from './merchant-drop-down';
import { merchantHistory } from './merchant-history';
import { updateMerchant } from './update-merchant';
import { updateMerchantStatus } from './update-merchant-status';

export function merchantRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  // Fixed paths first: `/:id` would otherwise match them.
  return new Hono<AppBindings>()
    .get('/merchantListPage', auth, listMerchants(deps, false))
    .get('/pendingMerchantListPage', auth, listMerchants(deps, true))
    .get('/merchantDropDown', auth, merchantDropDown(deps))
    .post('/status/update', auth, mutation(deps), updateMerchantStatus())
    .post('/create', auth, mutation(deps), createMerchant())
    .post('/update', auth, mutation(deps), updateMerchant())
    .post('/approval', auth, mutation(deps), decideMerchant())
    .get('/:id/history', auth, merchantHistory(deps))
    .get('/:id', auth, getMerchant(deps));
}
