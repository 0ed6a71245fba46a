/** What the provider vouched for, and how a single sign-on is refused (docs/security.md, Single sign-on). */
import type { SsoErrorCode } from '../../../src/contract';

export type ProviderIdentity = {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
};

/** What went wrong, as the code /login translates; `reason` is for the audit only. */
export class SsoRefusal extends Error {
  constructor(
    readonly code: SsoErrorCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}
