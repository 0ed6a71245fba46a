import { Hono } from 'hono';
import { MenuSaveSchema, ROLE_FUNCTIONS as F } from '../../../src/contract';
import type { AppBindings, AppDeps } from '../../lib/context';
import { mutation } from '../../lib/idempotency';
import { requirePermission as can } from '../../lib/require-permission';
import { requireAuth } from '../../lib/auth/require-auth';
import { signedInCall } from '../../lib/route-access';
import { getMenuList } from './get-menu-list';
import { menuCategories, menuItem, saveMenuItem } from './menu-admin';
import { jsonBody } from '../../lib/route-input';

export function menuRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  // Guard per route, so an unknown /Menu/... call is a 404 rather than a 401.
  return new Hono<AppBindings>()
    .get('/getMenuList', auth, signedInCall, getMenuList(deps))
    .get('/getcategory', auth, can(F.viewMenus), menuCategories(deps))
    .put('/save', auth, can(F.update), mutation(deps), jsonBody(MenuSaveSchema), saveMenuItem())
    .post('/:id', auth, can(F.viewMenus), menuItem(deps));
}
