import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { requireAuth } from '../auth/require-auth';
import { getMenuList } from './get-menu-list';

export function menuRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().use(requireAuth(deps)).get('/getMenuList', getMenuList(deps));
}
