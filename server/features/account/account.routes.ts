/**
 * Mounts the account flows: public calls under /General (the original client's names where it had them),
 * signed-in calls under /Account, and the development mail page.
 */
import { Hono } from 'hono';
import {
  ChangeMobileSchema,
  ChangePasswordSchema,
  ChangePhraseSchema,
  ChangeQuestionSchema,
  DeviceListSchema,
  EndedSessionsSchema,
  SessionListSchema,
  SignOutSessionSchema,
  FirstLoginInfoSchema,
  OtpConfirmationSchema,
  PasskeyListSchema,
  PasskeyOptionsSchema,
  RegisterPasskeySchema,
  RemovePasskeySchema,
  RegisterOrganizationSchema,
  RequestOtpSchema,
  RequestPasswordResetSchema,
  ResetPasswordSchema,
  ResetTokenInfoSchema,
  UnbindDeviceSchema,
  ValidateTokenSchema,
} from '../../../src/contract';
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
import { listOwnSessions, signOutOtherSessions, signOutOwnSession } from './sessions-console';
import { listPasskeys, passkeyRegistrationOptions, registerPasskey, removePasskey } from './passkeys';
import { completeFirstLogin, completeFirstLoginBody, validateFirstLogin } from './first-time-login';
import { requestOtp } from './request-otp';
import { registerOrganization } from './register';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword, validatePasswordReset } from './reset-password';
import { sendFirstLoginLinkRoute, SendLinkSchema } from './send-first-login-link';
import { verifyEmail } from './verify-email';
import { requirePermission } from '../../lib/require-permission';
import { describeCall } from '../../lib/openapi/describe-call';
import { jsonBody } from '../../lib/route-input';

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
    .post(
      '/request-password-reset',
      publicCall,
      brake,
      jsonBody(RequestPasswordResetSchema),
      requestPasswordReset(deps, mailQueue, deferred),
    )
    .post(
      '/validate-password-reset',
      publicCall,
      describeCall({ answers: ResetTokenInfoSchema }),
      jsonBody(ValidateTokenSchema),
      validatePasswordReset(deps),
    )
    .post('/reset-password', publicCall, brake, jsonBody(ResetPasswordSchema), resetPassword(deps))
    .post(
      '/first-time-login/validate',
      publicCall,
      describeCall({ answers: FirstLoginInfoSchema }),
      jsonBody(ValidateTokenSchema),
      validateFirstLogin(deps),
    )
    .post('/first-time-login', publicCall, brake, completeFirstLoginBody, completeFirstLogin(deps))
    .post('/register', publicCall, brake, jsonBody(RegisterOrganizationSchema), registerOrganization(deps))
    .post('/verify-email', publicCall, brake, jsonBody(ValidateTokenSchema), verifyEmail(deps));
}

export function accountRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireAuth(deps))
    .use(signedInCall)
    .get('/security', getSecurityProfile(deps))
    .post('/otp', jsonBody(RequestOtpSchema), requestOtp(deps))
    .post('/change-password', jsonBody(ChangePasswordSchema), changePassword(deps))
    .post('/change-mobile', jsonBody(ChangeMobileSchema), changeMobile(deps))
    .post('/change-security-question', jsonBody(ChangeQuestionSchema), changeSecurityQuestion(deps))
    .post('/change-security-phrase', jsonBody(ChangePhraseSchema), changeSecurityPhrase(deps))
    .get('/devices', describeCall({ answers: DeviceListSchema }), listDevices(deps))
    .post('/devices/unbind', jsonBody(UnbindDeviceSchema), unbindDevice(deps))
    .get('/sessions', describeCall({ answers: SessionListSchema }), listOwnSessions(deps))
    .post(
      '/sessions/sign-out',
      describeCall({ answers: EndedSessionsSchema }),
      jsonBody(SignOutSessionSchema),
      signOutOwnSession(deps),
    )
    .post(
      '/sessions/sign-out-others',
      describeCall({ answers: EndedSessionsSchema }),
      signOutOtherSessions(deps),
    )
    .get('/passkeys', describeCall({ answers: PasskeyListSchema }), listPasskeys(deps))
    .post(
      '/passkeys/options',
      describeCall({ answers: PasskeyOptionsSchema }),
      jsonBody(OtpConfirmationSchema),
      passkeyRegistrationOptions(deps),
    )
    .post('/passkeys/register', jsonBody(RegisterPasskeySchema), registerPasskey(deps))
    .post('/passkeys/remove', jsonBody(RemovePasskeySchema), removePasskey(deps))
    .post(
      '/send-first-time-login',
      requirePermission(['user.manage', 'update'], ['user.create', 'create']),
      jsonBody(SendLinkSchema),
      sendFirstLoginLinkRoute(deps),
    );
}
