import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppDeps } from '../../lib/context';
import { clientAddress } from '../../lib/client-info';
import { ok } from '../../lib/envelope';
import type { MailQueue } from '../../lib/mail/mail-queue';
import { createRateLimiter, rateLimit } from '../../lib/rate-limit';
import { publicCall, signedInCall } from '../../lib/route-access';
import { refreshToken } from './refresh-token';
import { requireAuth } from '../../lib/auth/require-auth';
import { reportSessionActivity } from './session-activity';
import { signIn } from './sign-in';
import { signOut, signOutNamedSession } from './sign-out';
import { completeSsoSignIn } from './sso-sign-in';
import { jsonBody } from '../../lib/route-input';
import {
  CompleteSsoSchema,
  SessionSchema,
  SignInAnswerSchema,
  SignInRequestSchema,
  SignOutRequestSchema,
  VerifyTokenSchema,
} from '../../../src/contract';
import { describeCall } from '../../lib/openapi/describe-call';

/** Sign-in answers (errors included) also carry `Message`, which the original client read. */
const legacyMessage = createMiddleware<AppBindings>(async (c, next) => {
  c.set('legacyMessage', true);
  await next();
});

/**
 * The session calls. Public except verifyUserToken: the refresh, the activity report and the
 * sign-out each prove what they renew, touch or end themselves (the refresh cookie, or the
 * sign-out proof the device was given at sign-in).
 */
export function authRoutes(deps: AppDeps, mailQueue: MailQueue) {
  const { db, env } = deps;
  const limiter = createRateLimiter(db, 'sign-in', env.signInRateLimit, env.signInRateWindow);
  return new Hono<AppBindings>()
    .post(
      '/sign-in',
      publicCall,
      legacyMessage,
      rateLimit(limiter, (c) => clientAddress(c, env.trustProxy)),
      describeCall({ answers: SignInAnswerSchema }),
      jsonBody(SignInRequestSchema),
      signIn(deps, mailQueue),
    )
    .post(
      '/sso/complete',
      publicCall,
      rateLimit(limiter, (c) => clientAddress(c, env.trustProxy)),
      describeCall({ answers: SignInAnswerSchema }),
      jsonBody(CompleteSsoSchema),
      completeSsoSignIn(deps),
    )
    .post('/refresh-token', publicCall, describeCall({ answers: SessionSchema }), refreshToken(deps))
    .post('/session-activity', publicCall, reportSessionActivity(deps))
    .get('/sign-out', publicCall, signOut(deps))
    .post('/sign-out', publicCall, jsonBody(SignOutRequestSchema), signOutNamedSession(deps))
    .post(
      '/verifyUserToken',
      requireAuth(deps),
      signedInCall,
      describeCall({ answers: VerifyTokenSchema }),
      (c) => ok(c, { valid: true as const, user: c.get('user') }, 'auth.tokenValid'),
    );
}
