import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppDeps } from '../../lib/context';
import { clientAddress } from '../../lib/client-info';
import { ok } from '../../lib/envelope';
import { createRateLimiter, rateLimit } from '../../lib/rate-limit';
import { refreshToken } from './refresh-token';
import { requireAuth } from '../../lib/auth/require-auth';
import { signIn } from './sign-in';
import { signOut } from './sign-out';

/** Sign-in answers (errors included) also carry `Message`, which the original client read. */
const legacyMessage = createMiddleware<AppBindings>(async (c, next) => {
  c.set('legacyMessage', true);
  await next();
});

export function authRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const limiter = createRateLimiter(db, 'sign-in', env.signInRateLimit, env.signInRateWindow);
  return new Hono<AppBindings>()
    .post(
      '/sign-in',
      legacyMessage,
      rateLimit(limiter, (c) => clientAddress(c, env.trustProxy)),
      signIn(deps),
    )
    .post('/refresh-token', refreshToken(deps))
    .get('/sign-out', signOut(deps))
    .post('/verifyUserToken', requireAuth(deps), (c) =>
      ok(c, { valid: true as const, user: c.get('user') }, 'auth.tokenValid'),
    );
}
