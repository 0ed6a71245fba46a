import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { requireAuth } from '../auth/require-auth';
import { pull } from './pull';

export function syncRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get('/pull', requireAuth(deps), pull(deps));
}
