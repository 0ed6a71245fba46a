import { Hono } from 'hono';
import { HealthSchema, type Health } from '../../../src/contract/health';
import { describeCall } from '../../lib/openapi/describe-call';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { publicCall } from '../../lib/route-access';

/**
 * GET /api/health. The app is only created after migrations and seed finished, so answering at
 * all means ready; the query proves the database still answers. `demo` tells the app to show
 * its demo banner (docs/security.md, "Demo and production starts").
 */
export function healthRoutes({ db, env }: AppDeps) {
  return new Hono<AppBindings>().get(
    '/',
    publicCall,
    describeCall({ summary: 'Health: ready, and the database answers', answers: HealthSchema }),
    async (c) => {
      try {
        await db.query('SELECT 1');
      } catch {
        throw new ApiError(503, 'error.serviceUnavailable');
      }
      return ok(c, { status: 'ok', demo: env.demo } satisfies Health);
    },
  );
}
