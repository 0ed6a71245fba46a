/**
 * Single sign-on through the business's OpenID provider (docs/security.md, Single sign-on): what
 * the app asks the server and what it answers (the start: sso-start.ts). Nothing here imports
 * the account schemas, so the sign-in page's bundle stays small.
 */
import * as v from 'valibot';

/** GET /General/sso: whether single sign-on is configured, and the provider's name for the button. */
export const SsoSettingsSchema = v.object({
  enabled: v.boolean(),
  displayName: v.nullable(v.string()),
});
export type SsoSettings = v.InferOutput<typeof SsoSettingsSchema>;

/** POST /General/sso/complete: the one-time grant the callback put in /login's address. */
export const CompleteSsoSchema = v.object({
  grant: v.pipe(v.string('validation.required'), v.regex(/^[\w-]{20,100}$/, 'sso.expired')),
});

/** The codes the callback may send back to /login as `ssoError` (each a server message). */
export const SSO_ERROR_CODES = [
  'sso.failed',
  'sso.unavailable',
  'sso.expired',
  'sso.unknownSubject',
  'sso.emailNotVerified',
  'sso.emailMismatch',
  'sso.alreadyLinked',
  'sso.linkInvalid',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];
