/**
 * Server messages (src/contract/messages.ts explains their form): the second factor — the second
 * sign-in step, Two-step verification in Security settings and the four-eyes reset.
 */
export const secondFactorMessages = {
  'secondFactor.codeInvalid': /*i18n*/ {
    id: 'oIn7d4',
    message: 'Enter the 6-digit code from your authenticator app.',
  },
  'secondFactor.recoveryCodeInvalid': /*i18n*/ {
    id: 'tEQtaN',
    message: 'Enter a recovery code as it was given to you, such as abcde-fghij.',
  },
  'secondFactor.wrongCode': /*i18n*/ {
    id: 'Qion2e',
    message: 'That code is not right. You have {left} more attempts.',
  },
  'secondFactor.wrongCode1': /*i18n*/ {
    id: 'ElLu/0',
    message: 'That code is not right. You have 1 more attempt.',
  },
  'secondFactor.codeUsed': /*i18n*/ {
    id: 'DRywg5',
    message: 'That code was already used. Enter the next code your authenticator app shows.',
  },
  'secondFactor.ticketInvalid': /*i18n*/ {
    id: '1P9V3G',
    message: 'This sign-in has expired. Please sign in again.',
  },
  'secondFactor.setupReady': /*i18n*/ {
    id: 'SF5til',
    message: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  },
  'secondFactor.setupExpired': /*i18n*/ {
    id: 'qWgdnQ',
    message: 'The setup has expired. Please start again.',
  },
  'secondFactor.enabled': /*i18n*/ {
    id: 'gzEhj4',
    message: 'Two-step verification is on. Keep your recovery codes somewhere safe.',
  },
  'secondFactor.disabled': /*i18n*/ { id: 'IUHtCp', message: 'Two-step verification is off.' },
  'secondFactor.required': /*i18n*/ {
    id: 'B14G/0',
    message: 'Your role requires two-step verification, so it cannot be turned off.',
  },
  'secondFactor.notEnabled': /*i18n*/ { id: 'QnS/EX', message: 'Two-step verification is not set up.' },
  'secondFactor.recoveryCodesRenewed': /*i18n*/ {
    id: '86rPTl',
    message: 'New recovery codes are ready. The old ones no longer work.',
  },
  'secondFactor.reset': /*i18n*/ {
    id: 'qyHC2w',
    message: 'Two-step verification of this user is reset and they have been emailed.',
  },
  'secondFactor.resetOwn': /*i18n*/ {
    id: 'rWjFFv',
    message: 'You cannot reset your own two-step verification. Ask another Checker.',
  },
  'secondFactor.codeNeeded': /*i18n*/ {
    id: '2Sha4N',
    message: 'Enter the code from your authenticator app to finish signing in.',
  },
  'secondFactor.setupNeeded': /*i18n*/ {
    id: 'WWb/Y+',
    message: 'Your role requires two-step verification. Set it up to finish signing in.',
  },
} as const satisfies Record<string, { readonly id: string; readonly message: string }>;
