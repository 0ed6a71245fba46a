import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { requireAuth } from '../auth/require-auth';
import { pull } from './pull';
import { push, type Dispatch } from './push';

/** `dispatch` runs an op of a batch through the whole app (see push.ts). */
export function syncRoutes(deps: AppDeps, dispatch: Dispatch) {
  return new Hono<AppBindings>()
    .get('/pull', requireAuth(deps), pull(deps))
    .post('/push', requireAuth(deps), push(deps, dispatch));
}
