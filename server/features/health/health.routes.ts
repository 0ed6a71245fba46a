import { Hono } from 'hono';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { publicCall } from '../../lib/route-access';

/**
 * GET /api/health. The app is only created after migrations and seed finished, so answering at
 * all means ready; the query proves the database still answers.
 */
export function healthRoutes({ db }: AppDeps) {
  return new Hono<AppBindings>().get('/', publicCall, async (c) => {
    try {
      await db.query('SELECT 1');
    } catch {
      throw new ApiError(503, 'error.serviceUnavailable');
    }
    return ok(c, { status: 'ok' as const });
  });
}
