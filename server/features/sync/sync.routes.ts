import { Hono } from 'hono';
import { SyncPullQuerySchema, SyncPushSchema } from '../../../src/contract';
import type { AppBindings, AppDeps } from '../../lib/context';
import { createWorkGate, throughGate } from '../../lib/work-gate';
import { requireAuth } from '../../lib/auth/require-auth';
import { signedInCall } from '../../lib/route-access';
import { notices } from './notices';
import { pull } from './pull';
import { push, type Dispatch } from './push';
import { jsonBody, queryOf } from '../../lib/route-input';

/**
 * `dispatch` runs an op of a batch through the whole app (see push.ts), so each op meets its own
 * call's guard. The pull is open to every signed-in user: what it sends is shaped by the access
 * policy (download-plan.ts). Pulls pass a gate of
 * PULL_CONCURRENCY slots, after authentication, so only signed-in work takes a place.
 */
// An op's body is checked by its own call, so bad text refuses that op, not the batch.
const pushBody = jsonBody(SyncPushSchema, { forwarded: ['ops.*.body'] });

export function syncRoutes(deps: AppDeps, dispatch: Dispatch) {
  const pullGate = createWorkGate({ slots: deps.env.pullConcurrency, queue: deps.env.pullQueue });
  return new Hono<AppBindings>()
    .get(
      '/pull',
      requireAuth(deps),
      signedInCall,
      throughGate(pullGate),
      queryOf(SyncPullQuerySchema),
      pull(deps),
    )
    .get('/notices', requireAuth(deps), signedInCall, notices(deps))
    .post('/push', requireAuth(deps), signedInCall, pushBody, push(deps, dispatch));
}
