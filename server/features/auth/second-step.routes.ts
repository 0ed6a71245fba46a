/**
 * The second sign-in step (docs/security.md, "Second factor"), mounted at /General: public, as the
 * ticket proves the first step; it shares the sign-in calls' brake per client address.
 */
import { Hono } from 'hono';
import {
  AuthenticatorSetupSchema,
  SecondStepAnswerSchema,
  SecondStepSchema,
  SecondStepSetupSchema,
} from '../../../src/contract';
import { clientAddress } from '../../lib/client-info';
import type { AppBindings, AppDeps } from '../../lib/context';
import type { MailQueue } from '../../lib/mail/mail-queue';
import { describeCall } from '../../lib/openapi/describe-call';
import { createRateLimiter, rateLimit } from '../../lib/rate-limit';
import { publicCall } from '../../lib/route-access';
import { jsonBody } from '../../lib/route-input';
import { secondStep } from './second-step';
import { signInSetup } from './sign-in-setup';

/** Mounted at /General: shares the sign-in calls' brake per client address. */
export function secondStepRoutes(deps: AppDeps, mailQueue: MailQueue) {
  const { db, env } = deps;
  const limiter = createRateLimiter(db, 'sign-in', env.signInRateLimit, env.signInRateWindow);
  const brake = rateLimit(limiter, (c) => clientAddress(c, env.trustProxy));
  return new Hono<AppBindings>()
    .post(
      '/sign-in/second-factor',
      publicCall,
      brake,
      describeCall({ answers: SecondStepAnswerSchema }),
      jsonBody(SecondStepSchema),
      secondStep(deps, mailQueue),
    )
    .post(
      '/sign-in/second-factor/setup',
      publicCall,
      brake,
      describeCall({ answers: AuthenticatorSetupSchema }),
      jsonBody(SecondStepSetupSchema),
      signInSetup(deps),
    );
}
