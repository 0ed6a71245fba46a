/** /Dashboard/*: what the dashboard reads from the server rather than the mirror. */
import { Hono } from 'hono';
import { RecentActivitySchema } from '../../../src/contract/dashboard';
import { requireAuth } from '../../lib/auth/require-auth';
import { describeCall } from '../../lib/openapi/describe-call';
import type { AppBindings, AppDeps } from '../../lib/context';
import { requirePermission as can } from '../../lib/require-permission';
import { recentActivity } from './recent-activity';

export function dashboardRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get(
    '/recentActivity',
    requireAuth(deps),
    can(['dashboard', 'view']),
    describeCall({ answers: RecentActivitySchema }),
    recentActivity(deps),
  );
}
