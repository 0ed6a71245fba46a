/**
 * Server messages (src/contract/messages.ts explains their form): sign-in, sessions and the account's own security flows.
 */
export const signInMessages = {
  'auth.usernameNotFound': /*i18n*/ { id: '185Dyx', message: 'Username not found. Please try again.' },
  'auth.passwordNotMatched': /*i18n*/ {
    id: 'SQZCc7',
    message: 'Password not matched with username. Please try again.',
  },
  'auth.invalidCredentials': /*i18n*/ {
    id: 'o7L8SJ',
    message: 'Invalid username or password. Please try again',
  },
  'auth.attemptsLeft': /*i18n*/ {
    id: 'uhSb+S',
    message: 'Password not match with username. You have {left} more attempts.',
  },
  'auth.attemptsLeft1': /*i18n*/ {
    id: 'IzGAZB',
    message: 'Password not match with username. You have 1 more attempt.',
  },
  'auth.locked': /*i18n*/ {
    id: 'LJCss6',
    message: 'Your account is locked, please proceed to Forgot Password',
  },
  'auth.statusNew': /*i18n*/ {
    id: 'h7Ul9j',
    message: 'Your account is new. Please complete the first-time login from the link sent to your email.',
  },
  'auth.statusDisabled': /*i18n*/ {
    id: 'nnty62',
    message: 'Your account is disabled. Please contact your administrator.',
  },
  'auth.statusDeleted': /*i18n*/ {
    id: 'qyKomM',
    message: 'Your account has been deleted. Please contact your administrator.',
  },
  'auth.statusReset': /*i18n*/ {
    id: 'cNtypo',
    message:
      'Your password was reset. Please use the link sent to your email, or request Forgot Password again.',
  },
  'auth.rateLimited': /*i18n*/ {
    id: '3G/YNF',
    message: 'Too many sign-in attempts. Please wait a minute and try again.',
  },
  'auth.signedIn': /*i18n*/ { id: 'rvLiuE', message: 'Signed in successfully.' },
  'auth.signedOut': /*i18n*/ { id: '2RPoVz', message: 'You have signed out.' },
  'auth.tokenValid': /*i18n*/ { id: 'FneI3K', message: 'Token is valid.' },
  'auth.unauthorized': /*i18n*/ { id: 'kpHvFO', message: 'Please sign in to continue.' },
  'auth.sessionExpired': /*i18n*/ {
    id: 'Z3PAZP',
    message: 'Your session has expired. Please sign in again.',
  },
  'auth.sessionIdle': /*i18n*/ {
    id: 'yPyecF',
    message: 'You were signed out after {minutes} minutes without activity. Please sign in again.',
  },
  'auth.signOutRefused': /*i18n*/ {
    id: 'RG0+Ff',
    message: 'This sign-out does not match a session of this device.',
  },
  'account.notFound': /*i18n*/ { id: 'JA4rMd', message: 'Account not found, please try again' },
  'account.alreadyActivated': /*i18n*/ {
    id: 'k2p1lk',
    message: 'Account is already activated, please proceed to login',
  },
  'account.answerIncorrect': /*i18n*/ { id: 'JaHF04', message: 'Your answer is incorrect.' },
  'account.securityPhrasePolicy': /*i18n*/ {
    id: 'K+583w',
    message: 'Security phrase does not meet requirements',
  },
  'account.secretPhrasePolicy': /*i18n*/ {
    id: 'uCAlHc',
    message: 'Secret phrase does not meet requirements',
  },
  'account.passwordPolicy': /*i18n*/ { id: 'slTrGa', message: 'Your password does not meet requirements' },
  'account.passwordUpdateFailed': /*i18n*/ {
    id: 'yJRrgl',
    message: 'Password failed to update, please try again',
  },
  'account.passwordSetupFailed': /*i18n*/ {
    id: 'HWwYMY',
    message: 'Password setup failed. Please check and try again',
  },
  'account.otpInvalid': /*i18n*/ { id: '1eNG04', message: 'OTP is invalid' },
  'account.updateFailed': /*i18n*/ {
    id: 'FIPK6H',
    message: 'Failed to update information, please try again later',
  },
  'account.passwordNotIdentical': /*i18n*/ {
    id: '9NQ8M/',
    message: 'Password is not identical, please try again.',
  },
  'account.passwordHint': /*i18n*/ { id: '/Uv6vj', message: 'Minimum 8 characters long, uppercase & symbol' },
  'account.answerInvalid': /*i18n*/ { id: 'wk5426', message: 'Use letters, numbers and spaces only' },
  'account.termsRequired': /*i18n*/ { id: 'f40yK7', message: 'Please accept the terms and conditions' },
  'account.currentPasswordIncorrect': /*i18n*/ {
    id: 'x+R8ED',
    message: 'Your current password is incorrect.',
  },
  'account.linkInvalid': /*i18n*/ {
    id: 'XfqYtb',
    message: 'This link is invalid or has expired. Please request a new one.',
  },
  'account.resetLinkSent': /*i18n*/ {
    id: 'p7Uveh',
    message: 'If the account exists, a link to reset its password has been sent to the registered email.',
  },
  'account.passwordUpdated': /*i18n*/ {
    id: 'CG264r',
    message: 'Your password has been updated. Please sign in with your new password.',
  },
  'account.firstLoginDone': /*i18n*/ { id: '9UP/bv', message: 'Your account is set up. Please sign in.' },
  'account.firstLoginLinkSent': /*i18n*/ {
    id: 'F/nKLp',
    message: 'A first-time login link has been sent by email.',
  },
  'account.otpSent': /*i18n*/ { id: 'k0e1Ii', message: 'A one-time password has been sent to your email.' },
  'account.otpExpired': /*i18n*/ { id: 'x3CfcY', message: 'The OTP has expired. Please request a new one.' },
  'account.otpTooManyAttempts': /*i18n*/ {
    id: 'x/DimC',
    message: 'Too many wrong OTPs. Please request a new one.',
  },
  'account.otpResendTooSoon': /*i18n*/ {
    id: 'nQ11Nd',
    message: 'Please wait {seconds} seconds before requesting a new OTP.',
  },
  'account.otpHourlyLimit': /*i18n*/ {
    id: 'dU84cy',
    message:
      'Too many one-time passwords were requested in the last hour. Please try again in {minutes} minutes.',
  },
  'account.passwordChanged': /*i18n*/ {
    id: 'hiEYUw',
    message: 'Your password has been changed. Your other devices have been signed out.',
  },
  'account.infoUpdated': /*i18n*/ { id: 'CKMkrk', message: 'Your information has been updated.' },
  'account.deviceUnbound': /*i18n*/ { id: 'mrUv+P', message: 'The device has been unbound and signed out.' },
  'account.sessionSignedOut': /*i18n*/ { id: 'SKdQdN', message: 'The session has been signed out.' },
  'account.otherSessionsSignedOut': /*i18n*/ {
    id: '0JITIe',
    message: 'Your other sessions have been signed out.',
  },
  'user.sessionsEnded': /*i18n*/ { id: 'oBZMLL', message: "All of this user's sessions have been ended." },
  'account.registered': /*i18n*/ {
    id: 'oYG7IY',
    message: 'Registration received. Please check your email for the next step.',
  },
  'account.emailVerified': /*i18n*/ {
    id: 'pDgwE8',
    message: 'Your email is verified. Your organization is waiting for approval.',
  },
  'account.emailAlreadyVerified': /*i18n*/ {
    id: 'lB5hBM',
    message:
      'This email is already verified. There is nothing more to do until our staff review your organization.',
  },
} as const satisfies Record<string, { readonly id: string; readonly message: string }>;
