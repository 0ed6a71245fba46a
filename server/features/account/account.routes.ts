/**
 * Mounts the account flows: public calls under /General (SPEC §7 names where it gives them),
 * signed-in calls under /Account, and the development mail page.
 */
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { clientAddress } from '../../lib/client-info';
import type { Deferred } from '../../lib/deferred';
import type { MailQueue } from '../../lib/mail/mail-queue';
import { createRateLimiter, rateLimit } from '../../lib/rate-limit';
import { requireAuth } from '../../lib/auth/require-auth';
import { publicCall, signedInCall } from '../../lib/route-access';
import {
  changeMobile,
  changePassword,
  changeSecurityPhrase,
  changeSecurityQuestion,
  getSecurityProfile,
} from './change-settings';
import { listDevices, unbindDevice } from './devices';
import { completeFirstLogin, validateFirstLogin } from './first-time-login';
import { requestOtp } from './request-otp';
import { registerOrganization } from './register';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword, validatePasswordReset } from './reset-password';
import { sendFirstLoginLinkRoute } from './send-first-login-link';
import { verifyEmail } from './verify-email';
import { requirePermission } from '../../lib/require-permission';

/** Public calls that send mail or test a secret: a brake per client address. */
const PUBLIC_LIMIT = 20;
const PUBLIC_WINDOW_SECONDS = 600;

export function accountPublicRoutes(deps: AppDeps, mailQueue: MailQueue, deferred: Deferred) {
  const limiter = createRateLimiter(
    deps.db,
    'account',
    Math.max(PUBLIC_LIMIT, deps.env.signInRateLimit),
    PUBLIC_WINDOW_SECONDS,
  );
  const brake = rateLimit(limiter, (c) => clientAddress(c, deps.env.trustProxy));
  return new Hono<AppBindings>()
    .post('/request-password-reset', publicCall, brake, requestPasswordReset(deps, mailQueue, deferred))
    .post('/validate-password-reset', publicCall, validatePasswordReset(deps))
    .post('/reset-password', publicCall, brake, resetPassword(deps))
    .post('/first-time-login/validate', publicCall, validateFirstLogin(deps))
    .post('/first-time-login', publicCall, brake, completeFirstLogin(deps))
    .post('/register', publicCall, brake, registerOrganization(deps))
    .post('/verify-email', publicCall, brake, verifyEmail(deps));
}

export function accountRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireAuth(deps))
    .use(signedInCall)
    .get('/security', getSecurityProfile(deps))
    .post('/otp', requestOtp(deps))
    .post('/change-password', changePassword(deps))
    .post('/change-mobile', changeMobile(deps))
    .post('/change-security-question', changeSecurityQuestion(deps))
    .post('/change-security-phrase', changeSecurityPhrase(deps))
    .get('/devices', listDevices(deps))
    .post('/devices/unbind', unbindDevice(deps))
    .post(
      '/send-first-time-login',
      requirePermission(['user.manage', 'update'], ['user.create', 'create']),
      sendFirstLoginLinkRoute(deps),
    );
}
