import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { requireAuth } from '../auth/require-auth';
import { getMenuList } from './get-menu-list';

export function menuRoutes(deps: AppDeps) {
  // Guard per route, so an unknown /Menu/... call is a 404 rather than a 401.
  return new Hono<AppBindings>().get('/getMenuList', requireAuth(deps), getMenuList(deps));
}
