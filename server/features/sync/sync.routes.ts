import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { createWorkGate, throughGate } from '../../lib/work-gate';
import { requireAuth } from '../../lib/auth/require-auth';
import { signedInCall } from '../../lib/route-access';
import { pull } from './pull';
import { push, type Dispatch } from './push';

/**
 * `dispatch` runs an op of a batch through the whole app (see push.ts), so each op meets its own
 * call's guard. The pull is open to every signed-in user: what it sends is shaped by the access
 * policy (download-plan.ts). Pulls pass a gate of
 * PULL_CONCURRENCY slots, after authentication, so only signed-in work takes a place.
 */
export function syncRoutes(deps: AppDeps, dispatch: Dispatch) {
  const pullGate = createWorkGate({ slots: deps.env.pullConcurrency, queue: deps.env.pullQueue });
  return new Hono<AppBindings>()
    .get('/pull', requireAuth(deps), signedInCall, throughGate(pullGate), pull(deps))
    .post('/push', requireAuth(deps), signedInCall, push(deps, dispatch));
}
