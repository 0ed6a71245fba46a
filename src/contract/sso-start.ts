/** Single sign-on's start (docs/security.md, Single sign-on); the rest of its contract is sso.ts. */
import * as v from 'valibot';
import { FirstLoginSecuritySchema } from './account';

/**
 * POST /General/sso/start: a sign-in, or a first-time login (its link's token and the answers the
 * page asks, saved when the provider agrees).
 */
export const StartSsoSchema = v.variant('purpose', [
  v.object({ purpose: v.literal('signIn') }),
  v.object({ purpose: v.literal('firstLogin'), ...FirstLoginSecuritySchema.entries }),
]);
export type StartSso = v.InferOutput<typeof StartSsoSchema>;

/** Where the browser goes next: the provider's authorization page. */
export const SsoStartAnswerSchema = v.object({ url: v.string() });
