/**
 * The public passkey sign-in calls, under /General/passkey, braked per client address as
 * password sign-in is (docs/security.md, Passkeys). A ceremony takes two calls, so the brake
 * allows twice the sign-in limit in its own bucket.
 */
import { Hono } from 'hono';
import { PasskeyOptionsSchema, PasskeySignInSchema, SessionSchema } from '../../../src/contract';
import type { AppBindings, AppDeps } from '../../lib/context';
import { clientAddress } from '../../lib/client-info';
import type { MailQueue } from '../../lib/mail/mail-queue';
import { describeCall } from '../../lib/openapi/describe-call';
import { createRateLimiter, rateLimit } from '../../lib/rate-limit';
import { publicCall } from '../../lib/route-access';
import { jsonBody } from '../../lib/route-input';
import { passkeySignIn, passkeySignInOptions } from './passkey-sign-in';

export function passkeySignInRoutes(deps: AppDeps, mailQueue: MailQueue) {
  const { db, env } = deps;
  const limiter = createRateLimiter(db, 'passkey-sign-in', 2 * env.signInRateLimit, env.signInRateWindow);
  const brake = rateLimit(limiter, (c) => clientAddress(c, env.trustProxy));
  return new Hono<AppBindings>()
    .post(
      '/options',
      publicCall,
      brake,
      describeCall({ answers: PasskeyOptionsSchema }),
      passkeySignInOptions(deps),
    )
    .post(
      '/sign-in',
      publicCall,
      brake,
      describeCall({ answers: SessionSchema }),
      jsonBody(PasskeySignInSchema),
      passkeySignIn(deps, mailQueue),
    );
}
