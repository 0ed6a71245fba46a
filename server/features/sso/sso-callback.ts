/**
 * GET /General/sso/callback, where the provider sends the browser back (docs/security.md, Single
 * sign-on). The flow its state names is spent; openid-client exchanges the code with the PKCE
 * verifier and checks the ID token (issuer, audience, expiry, nonce, signature by the provider's
 * keys). Then either the subject's linked account, or, for a first-time login, the invited
 * account linked to the subject when the provider vouches for the same email. The browser goes
 * back to the app's /login with a one-time grant, or with the code of what went wrong; never a
 * token in an address.
 */
import type { Context } from 'hono';
import * as client from 'openid-client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { isSameBrowser } from './browser-binding';
import { redirectUriOf, type OidcProvider } from './oidc-config';
import { createGrant } from '../../lib/auth/sso-grants';
import { takeFlow, userOfIdentity, type FlowRecord } from './sso-store';
import { linkFirstLogin } from './sso-first-login';
import { SsoRefusal, type ProviderIdentity } from './sso-refusal';

/** openid-client's error, with what it names (its code, the claim, the cause), for the audit. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return 'code exchange failed';
  const { code } = error as { code?: unknown };
  const cause = error.cause as { claim?: unknown; message?: unknown } | undefined;
  const parts = [typeof code === 'string' ? code : null, error.message];
  if (typeof cause?.claim === 'string') parts.push(`claim ${cause.claim}`);
  if (cause instanceof Error) parts.push(cause.message);
  return parts.filter(Boolean).join(': ');
}

async function identityOf(
  provider: OidcProvider,
  flow: FlowRecord,
  state: string,
  callbackUrl: URL,
): Promise<ProviderIdentity> {
  const config = await provider.discovered();
  let tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;
  try {
    tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.code_verifier,
      expectedNonce: flow.nonce,
      expectedState: state,
      idTokenExpected: true,
    });
  } catch (error) {
    throw new SsoRefusal('sso.failed', reasonOf(error));
  }
  const claims = tokens.claims();
  if (!claims) throw new SsoRefusal('sso.failed', 'no ID token');
  let { email, email_verified: verified } = claims;
  if (email === undefined && tokens.access_token) {
    try {
      ({ email, email_verified: verified } = await client.fetchUserInfo(
        config,
        tokens.access_token,
        claims.sub,
      ));
    } catch (error) {
      throw new SsoRefusal('sso.failed', reasonOf(error));
    }
  }
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: typeof email === 'string' ? email : null,
    emailVerified: verified === true,
  };
}

export function ssoCallback(deps: AppDeps, provider: OidcProvider | null) {
  const { db, env } = deps;
  const toLogin = (c: Context, search: Record<string, string>) =>
    c.redirect(`${env.appUrl}/login?${new URLSearchParams(search).toString()}`, 303);

  return async (c: Context<AppBindings>) => {
    const requestUrl = new URL(c.req.url);
    // The address the provider was told, with what it appended: behind a proxy the request's own
    // host may differ, and openid-client compares the two.
    const callbackUrl = new URL(redirectUriOf(env));
    callbackUrl.search = requestUrl.search;
    const state = requestUrl.searchParams.get('state');
    let userId: string | null = null;
    try {
      if (!provider) throw new SsoRefusal('sso.failed', 'single sign-on is not configured');
      const flow = state ? await takeFlow(db, state) : null;
      if (!state || !flow?.is_live) {
        throw new SsoRefusal('sso.expired', flow ? 'flow expired' : 'unknown or used state');
      }
      if (!isSameBrowser(c, env, flow.browser_hash)) {
        throw new SsoRefusal('sso.failed', 'callback from another browser than the one that started');
      }
      const identity = await identityOf(provider, flow, state, callbackUrl);
      if (flow.purpose === 'firstLogin') {
        userId = await linkFirstLogin(db, c, flow, identity);
      } else {
        userId = await userOfIdentity(db, identity.issuer, identity.subject);
        if (!userId) throw new SsoRefusal('sso.unknownSubject', 'unknown subject');
      }
      return toLogin(c, { sso: await createGrant(db, userId) });
    } catch (error) {
      const refusal =
        error instanceof SsoRefusal
          ? error
          : error instanceof ApiError && error.status === 503
            ? new SsoRefusal('sso.unavailable', 'provider unreachable')
            : null;
      if (!refusal) throw error;
      await recordAudit(db, c, {
        userId,
        action: 'auth.signInFailed',
        ...(userId ? { entity: 'user', entityId: userId } : {}),
        details: { method: 'sso', reason: refusal.reason.slice(0, 200) },
      });
      return toLogin(c, { ssoError: refusal.code });
    }
  };
}
