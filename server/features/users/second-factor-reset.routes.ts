/** The four-eyes reset of a lost second factor (docs/security.md, "Second factor"), mounted at /User. */
import { Hono } from 'hono';
import { ResetSecondFactorSchema, USER_FUNCTIONS } from '../../../src/contract';
import { requireAuth } from '../../lib/auth/require-auth';
import type { AppBindings, AppDeps } from '../../lib/context';
import { mutation } from '../../lib/idempotency';
import { requirePermission } from '../../lib/require-permission';
import { jsonBody } from '../../lib/route-input';
import { userCheckersOnly } from '../../lib/caller-checks';
import { resetSecondFactor } from './reset-second-factor';

/** Mounted at /User: another Checker's reset of a lost factor. */
export function userSecondFactorRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().post(
    '/second-factor/reset',
    requireAuth(deps),
    requirePermission(USER_FUNCTIONS.decide),
    mutation(deps),
    userCheckersOnly,
    jsonBody(ResetSecondFactorSchema),
    resetSecondFactor(),
  );
}
