/**
 * /User/*: create, list, edit and change the status of users, and decide the four-eyes changes
 * waiting on them (docs/ARCHITECTURE.md, Users; docs/security.md, Four-eyes changes).
 */
import { Hono } from 'hono';
import {
  CreateUserSchema,
  EndedSessionsSchema,
  EndUserSessionsSchema,
  SessionListSchema,
  UpdateUserSchema,
  USER_FUNCTIONS as F,
  UserApprovalSchema,
  UserStatusUpdateSchema,
} from '../../../src/contract';
import type { AppBindings, AppDeps } from '../../lib/context';
import { listHandler, listQuery } from '../../lib/entity-list/entity-routes';
import { mutation } from '../../lib/idempotency';
import { requirePermission as can } from '../../lib/require-permission';
import { requireAuth } from '../../lib/auth/require-auth';
import { userResource } from '../../resources/users';
import { createUser } from './create-user';
import { decideUserChange } from './decide-user-change';
import { updateUser } from './update-user';
import { updateUserStatus } from './update-user-status';
import { jsonBody, queryOf } from '../../lib/route-input';
import { describeCall } from '../../lib/openapi/describe-call';
import { endUserSessions, listUserSessions, sessionManagersOnly } from './user-sessions';
import { userCheckersOnly } from '../../lib/caller-checks';

export function userRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  return new Hono<AppBindings>()
    .get('/userList', auth, can(F.view), listQuery(userResource), listHandler(deps, userResource))
    .post('/sign-up', auth, can(F.create), mutation(deps), jsonBody(CreateUserSchema), createUser(deps))
    .post('/update', auth, can(F.update), mutation(deps), jsonBody(UpdateUserSchema), updateUser())
    .post(
      '/approval',
      auth,
      can(F.decide),
      mutation(deps),
      userCheckersOnly,
      jsonBody(UserApprovalSchema),
      decideUserChange(),
    )
    .post(
      '/status/update',
      auth,
      can(F.status, F.delete),
      mutation(deps),
      jsonBody(UserStatusUpdateSchema),
      updateUserStatus(),
    )
    .get(
      '/sessions',
      auth,
      can(F.decide),
      sessionManagersOnly,
      describeCall({ answers: SessionListSchema }),
      queryOf(EndUserSessionsSchema),
      listUserSessions(deps),
    )
    .post(
      '/sessions/end-all',
      auth,
      can(F.decide),
      sessionManagersOnly,
      describeCall({ answers: EndedSessionsSchema }),
      jsonBody(EndUserSessionsSchema),
      endUserSessions(deps),
    );
}
