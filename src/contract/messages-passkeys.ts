/**
 * Server messages (src/contract/messages.ts explains their form): passkeys, registered from
 * Security settings and used to sign in (docs/security.md, Passkeys).
 */
export const passkeyMessages = {
  'passkey.registered': /*i18n*/ {
    id: 'CfWDgX',
    message:
      'This device is registered and biometric login is activated. Next time, sign in with your fingerprint, face or screen lock.',
  },
  'passkey.removed': /*i18n*/ {
    id: 'U8noOp',
    message: 'The passkey has been removed. It can no longer sign you in.',
  },
  'passkey.signInFailed': /*i18n*/ {
    id: '1ChVU5',
    message: 'Your passkey could not be verified. Please try again, or sign in with your password.',
  },
  'passkey.unknown': /*i18n*/ {
    id: '+C5Fm2',
    message: 'This passkey is not registered with the portal. Please sign in with your password.',
  },
  'passkey.expired': /*i18n*/ {
    id: '/Vt/21',
    message: 'The passkey request has expired or was already used. Please try again.',
  },
  'passkey.registerFailed': /*i18n*/ {
    id: 'uqIH0e',
    message: 'This device could not be registered. Please try again.',
  },
  'passkey.alreadyRegistered': /*i18n*/ { id: 'cxxogo', message: 'This passkey is already registered.' },
} as const satisfies Record<string, { readonly id: string; readonly message: string }>;
