/**
 * The OpenID provider as openid-client sees it (docs/ARCHITECTURE.md, Single sign-on): discovered
 * on first use and kept; a failed discovery is logged with its reason and tried again on the next
 * call, so a provider that is down at start does not need a restart.
 */
import * as client from 'openid-client';
import { API_BASE_PATH } from '../../../src/contract';
import type { Env, SsoConfig } from '../../env';
import { ApiError } from '../../lib/api-error';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The callback the provider sends the browser back to: under the API, on the app's origin. */
export const redirectUriOf = (env: Env) => `${env.appUrl}${API_BASE_PATH}/General/sso/callback`;

export type OidcProvider = {
  config: SsoConfig;
  /** The configuration openid-client discovered; 503 `sso.unavailable` while it cannot. */
  discovered: () => Promise<client.Configuration>;
};

export function oidcProvider(config: SsoConfig): OidcProvider {
  let pending: Promise<client.Configuration> | null = null;
  const issuer = new URL(config.issuer);
  // Plain http only for a provider on this machine (a development or test provider).
  const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
  return {
    config,
    discovered() {
      pending ??= client
        .discovery(issuer, config.clientId, config.clientSecret, undefined, {
          // The ID token's signature is checked against the provider's keys (JWKS) too, not only
          // its issuer, audience, expiry and nonce (docs/security.md, Single sign-on).
          execute: insecure
            ? [client.allowInsecureRequests, client.enableNonRepudiationChecks]
            : [client.enableNonRepudiationChecks],
          timeout: 10,
        })
        .catch((error: unknown) => {
          pending = null;
          console.error(
            `[sso] discovery of ${config.issuer} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          throw new ApiError(503, 'sso.unavailable');
        });
      return pending;
    },
  };
}
