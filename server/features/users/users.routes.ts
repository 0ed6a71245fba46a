/** /User/* (SPEC §7): create, list, edit and change the status of users. */
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { mutation } from '../../lib/idempotency';
import { requirePermission as can } from '../access/require-permission';
import { requireAuth } from '../auth/require-auth';
import { createUser } from './create-user';
import { listUsers } from './list-users';
import { updateUser } from './update-user';
import { updateUserStatus } from './update-user-status';

export function userRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  return new Hono<AppBindings>()
    .get('/userList', auth, can(['user.manage', 'view']), listUsers(deps))
    .post('/sign-up', auth, can(['user.create', 'create']), mutation(deps), createUser(deps))
    .post('/update', auth, can(['user.manage', 'update']), mutation(deps), updateUser())
    .post(
      '/status/update',
      auth,
      can(['user.manage', 'status'], ['user.manage', 'delete']),
      mutation(deps),
      updateUserStatus(),
    );
}
