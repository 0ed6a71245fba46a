/**
 * POST /General/sso/start (docs/security.md, Single sign-on): the state, nonce and PKCE verifier
 * of one trip to the provider are stored, bound to this browser by a cookie, and the app is told the provider's authorization URL.
 * A first-time login also checks its link and answers here, before the user leaves, and keeps them
 * for the callback.
 */
import type { Context } from 'hono';
import * as client from 'openid-client';
import { StartSsoSchema } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { answersOf, checkOrganizationConfirmed, linkedUser } from '../../lib/account/first-login';
import { redirectUriOf, type OidcProvider } from './oidc-config';
import { bindBrowser } from './browser-binding';
import { FLOW_TTL_SECONDS, saveFlow } from './sso-store';

/** The claims asked for: the subject, and the email with whether the provider verified it. */
const SCOPE = 'openid email';

export function startSso(deps: AppDeps, provider: OidcProvider | null) {
  const { db } = deps;
  return async (c: Context<AppBindings>) => {
    if (!provider) throw new ApiError(404, 'sso.notConfigured');
    const input = inputOf(c, StartSsoSchema);
    const config = await provider.discovered();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const browserHash = bindBrowser(c, deps.env, FLOW_TTL_SECONDS);
    if (input.purpose === 'firstLogin') {
      const { record, user } = await linkedUser(db, input.token);
      checkOrganizationConfirmed(user, input);
      await saveFlow(db, {
        state,
        nonce,
        codeVerifier,
        browserHash,
        purpose: 'firstLogin',
        userId: user.id,
        accountTokenId: record.id,
        pending: await answersOf(c, input),
      });
    } else {
      await saveFlow(db, { state, nonce, codeVerifier, browserHash, purpose: 'signIn' });
    }
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUriOf(deps.env),
      scope: SCOPE,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return ok(c, { url: url.href });
  };
}
