/**
 * Server messages (src/contract/messages.ts explains their form): single sign-on through the
 * business's OpenID provider (docs/security.md, Single sign-on).
 */
export const ssoMessages = {
  'sso.notConfigured': /*i18n*/ {
    id: 'BqypVx',
    message: 'Single sign-on is not set up on this portal.',
  },
  'sso.failed': /*i18n*/ {
    id: 'ntPX9S',
    message: 'Single sign-on did not complete. Please try again.',
  },
  'sso.unavailable': /*i18n*/ {
    id: 'yp5cVo',
    message:
      'The identity provider cannot be reached right now. Please try again later, or sign in with your password.',
  },
  'sso.expired': /*i18n*/ {
    id: 'UEg0KK',
    message: 'This single sign-on attempt has expired or was already used. Please start again.',
  },
  'sso.unknownSubject': /*i18n*/ {
    id: 'fHCzY3',
    message:
      'Your identity provider account is not linked to a portal account. Complete the first-time login from the link sent to your email, or sign in with your password.',
  },
  'sso.emailNotVerified': /*i18n*/ {
    id: '5PVuNS',
    message:
      'Your identity provider has not verified your email address, so it cannot be linked to your portal account.',
  },
  'sso.emailMismatch': /*i18n*/ {
    id: 'jhl8q5',
    message:
      'The email address at your identity provider is not the one this portal account was invited with.',
  },
  'sso.alreadyLinked': /*i18n*/ {
    id: 'SqSwO+',
    message: 'This identity provider account is already linked to another portal account.',
  },
  'sso.linkInvalid': /*i18n*/ {
    id: 'UMuZdL',
    message: 'Your first-time login link has expired or was already used. Please ask for a new one.',
  },
};
