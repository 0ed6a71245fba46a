/**
 * /User/*: create, list, edit and change the status of users, and decide the four-eyes changes
 * waiting on them (docs/ARCHITECTURE.md, Users; docs/security.md, Four-eyes changes).
 */
import { Hono } from 'hono';
import { USER_FUNCTIONS as F } from '../../../src/contract';
import type { AppBindings, AppDeps } from '../../lib/context';
import { listHandler } from '../../lib/entity-list/entity-routes';
import { mutation } from '../../lib/idempotency';
import { requirePermission as can } from '../../lib/require-permission';
import { requireAuth } from '../../lib/auth/require-auth';
import { userResource } from '../../resources/users';
import { createUser } from './create-user';
import { decideUserChange } from './decide-user-change';
import { updateUser } from './update-user';
import { updateUserStatus } from './update-user-status';

export function userRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  return new Hono<AppBindings>()
    .get('/userList', auth, can(F.view), listHandler(deps, userResource))
    .post('/sign-up', auth, can(F.create), mutation(deps), createUser(deps))
    .post('/update', auth, can(F.update), mutation(deps), updateUser())
    .post('/approval', auth, can(F.decide), mutation(deps), decideUserChange())
    .post('/status/update', auth, can(F.status, F.delete), mutation(deps), updateUserStatus());
}
