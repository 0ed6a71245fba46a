/**
 * /Booking/*: the paged list and one booking, both from the generic entity module
 * (docs/ARCHITECTURE.md, Entity descriptors) and guarded by FAC `booking.list:view`. Staff see
 * every booking, merchant roles only their merchant's; another merchant's booking is a 404.
 */
import { Hono } from 'hono';
import { requireAuth } from '../../lib/auth/require-auth';
import type { AppBindings, AppDeps } from '../../lib/context';
import { getHandler, listHandler, listQuery, viewGuard } from '../../lib/entity-list/entity-routes';
import { bookingResource } from '../../resources/bookings';

export function bookingRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  const canView = viewGuard('bookings');
  // The fixed path first: `/:id` would otherwise match it.
  return new Hono<AppBindings>()
    .get('/bookingListPage', auth, canView, listQuery(bookingResource), listHandler(deps, bookingResource))
    .get('/:id', auth, canView, getHandler(deps, bookingResource));
}
