/**
 * /Notification/* (docs/ARCHITECTURE.md, Notifications): the list and get from the generic entity
 * module, and the two read marks. Every signed-in user reaches them, and each only ever reads or
 * marks their own rows (the access policy's `recipient`, docs/security.md).
 */
import { Hono } from 'hono';
import { NotificationReadAllSchema, NotificationReadSchema } from '../../../src/contract';
import { requireAuth } from '../../lib/auth/require-auth';
import type { AppBindings, AppDeps } from '../../lib/context';
import { getHandler, listHandler, listQuery } from '../../lib/entity-list/entity-routes';
import { mutation } from '../../lib/idempotency';
import { signedInCall } from '../../lib/route-access';
import { jsonBody } from '../../lib/route-input';
import { notificationResource } from '../../resources/notifications';
import { markAllRead, markRead } from './mark-read';

export function notificationRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  const mine = signedInCall;
  return new Hono<AppBindings>()
    .get(
      '/notificationListPage',
      auth,
      mine,
      listQuery(notificationResource),
      listHandler(deps, notificationResource),
    )
    .post('/read', auth, mine, mutation(deps), jsonBody(NotificationReadSchema), markRead())
    .post('/read-all', auth, mine, mutation(deps), jsonBody(NotificationReadAllSchema), markAllRead())
    .get('/:id', auth, mine, getHandler(deps, notificationResource));
}
