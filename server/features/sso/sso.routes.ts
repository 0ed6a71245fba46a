/**
 * Single sign-on calls under /General (docs/security.md, Single sign-on), all public: whether it is
 * configured, the start (rate-limited like the sign-in) and the provider's callback; the grant's
 * sign-in is a sign-in call (server/features/auth/sso-sign-in.ts). Without OIDC_ISSUER the settings say so, the start answers `sso.notConfigured` and the
 * callback sends the browser back to /login.
 */
import { Hono } from 'hono';
import {
  SsoSettingsSchema,
  SsoStartAnswerSchema,
  StartSsoSchema,
  type SsoSettings,
} from '../../../src/contract';
import { clientAddress } from '../../lib/client-info';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { describeCall } from '../../lib/openapi/describe-call';
import { createRateLimiter, rateLimit } from '../../lib/rate-limit';
import { publicCall } from '../../lib/route-access';
import { jsonBody } from '../../lib/route-input';
import { oidcProvider } from './oidc-config';
import { ssoCallback } from './sso-callback';
import { startSso } from './sso-start';

export function ssoRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const provider = env.sso ? oidcProvider(env.sso) : null;
  const limiter = createRateLimiter(db, 'sso', env.signInRateLimit, env.signInRateWindow);
  const brake = rateLimit(limiter, (c) => clientAddress(c, env.trustProxy));
  const settings: SsoSettings = { enabled: provider !== null, displayName: env.sso?.displayName ?? null };
  return new Hono<AppBindings>()
    .get('/sso', publicCall, describeCall({ answers: SsoSettingsSchema }), (c) => ok(c, settings))
    .post(
      '/sso/start',
      publicCall,
      brake,
      describeCall({ answers: SsoStartAnswerSchema }),
      jsonBody(StartSsoSchema),
      startSso(deps, provider),
    )
    .get('/sso/callback', publicCall, ssoCallback(deps, provider));
}
