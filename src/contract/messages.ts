/**
 * Every message the API can answer, keyed by a stable code. The server sends the code with the
 * English text; the app shows its own translation of the code (lib/i18n/server-messages.ts), so
 * answers read in the user's language. `{name}` placeholders are filled from `params`.
 */
export const messages = {
  'auth.usernameNotFound': 'Username not found. Please try again.',
  'auth.passwordNotMatched': 'Password not matched with username. Please try again.',
  'auth.invalidCredentials': 'Invalid username or password. Please try again',
  'auth.attemptsLeft2': 'Password not match with username. You have 2 more attempts.',
  'auth.attemptsLeft1': 'Password not match with username. You have 1 more attempt.',
  'auth.locked': 'Your account is locked, please proceed to Forgot Password',
  'auth.statusNew':
    'Your account is new. Please complete the first-time login from the link sent to your email.',
  'auth.statusDisabled': 'Your account is disabled. Please contact your administrator.',
  'auth.statusDeleted': 'Your account has been deleted. Please contact your administrator.',
  'auth.statusReset':
    'Your password was reset. Please use the link sent to your email, or request Forgot Password again.',
  'auth.rateLimited': 'Too many sign-in attempts. Please wait a minute and try again.',
  'auth.signedIn': 'Signed in successfully.',
  'auth.signedOut': 'You have signed out.',
  'auth.tokenValid': 'Token is valid.',
  'auth.unauthorized': 'Please sign in to continue.',
  'auth.sessionExpired': 'Your session has expired. Please sign in again.',
  'error.forbidden': 'You do not have permission to do this.',
  'error.notFound': 'The requested record was not found.',
  'error.routeNotFound': 'No such API call: {method} {path}',
  'error.methodNotAllowed': 'This API call does not accept {method}.',
  'error.malformedJson': 'The request body is not valid JSON.',
  'error.unsupportedMediaType': 'The request body must be JSON.',
  'error.bodyTooLarge': 'The request body is larger than 1 MB.',
  'error.validation': 'Some fields are invalid. Please check and try again.',
  'error.unexpected': 'Unexpected error occurs, please try again.',
  'error.serviceUnavailable': 'The service is unavailable at the moment. Please try again later.',
  'error.fallback': 'An error occurred during processing request.',
  'ok.done': 'Done.',
  'sync.conflict': 'This record was changed by someone else. Review both versions and choose what to keep.',
  'sync.pausedSignIn': 'Your changes are waiting. Sign in again to send them.',
  'idempotency.keyReused': 'This change was already sent with different content.',
  'idempotency.inProgress': 'This change is still being processed. Please wait and try again.',
  'merchant.statusUpdated': 'Merchant status updated.',
  'account.notFound': 'Account not found, please try again',
  'account.alreadyActivated': 'Account is already activated, please proceed to login',
  'account.answerIncorrect': 'Your answer is incorrect.',
  'account.securityPhrasePolicy': 'Security phrase does not meet requirements',
  'account.secretPhrasePolicy': 'Secret phrase does not meet requirements',
  'account.passwordPolicy': 'Your password does not meet requirements',
  'account.passwordUpdateFailed': 'Password failed to update, please try again',
  'account.passwordSetupFailed': 'Password setup failed. Please check and try again',
  'account.otpInvalid': 'OTP is invalid',
  'account.updateFailed': 'Failed to update information, please try again later',
  'account.passwordNotIdentical': 'Password is not identical, please try again.',
  'account.passwordHint': 'Minimum 8 characters long, uppercase & symbol',
  'account.answerInvalid': 'Use letters, numbers and spaces only',
  'account.termsRequired': 'Please accept the terms and conditions',
  'account.currentPasswordIncorrect': 'Your current password is incorrect.',
  'account.linkInvalid': 'This link is invalid or has expired. Please request a new one.',
  'account.resetLinkSent':
    'If the account exists, a link to reset its password has been sent to the registered email.',
  'account.passwordUpdated': 'Your password has been updated. Please sign in with your new password.',
  'account.firstLoginDone': 'Your account is set up. Please sign in.',
  'account.firstLoginLinkSent': 'A first-time login link has been sent by email.',
  'account.otpSent': 'A one-time password has been sent to your email.',
  'account.otpExpired': 'The OTP has expired. Please request a new one.',
  'account.otpTooManyAttempts': 'Too many wrong OTPs. Please request a new one.',
  'account.otpResendTooSoon': 'Please wait {seconds} seconds before requesting a new OTP.',
  'account.passwordChanged': 'Your password has been changed. Your other devices have been signed out.',
  'account.infoUpdated': 'Your information has been updated.',
  'account.deviceUnbound': 'The device has been unbound and signed out.',
  'account.registered': 'Registration received. Please check your email for the next step.',
  'account.emailVerified': 'Your email is verified. Your organization is waiting for approval.',
  'account.emailAlreadyVerified':
    'This email is already verified. There is nothing more to do until our staff review your organization.',
  'validation.registrationNumber': "Use 4 to 30 letters, digits or '-'",
  'organization.approved': 'Organization approved. Its Merchant Admin has been sent a first-time login link.',
  'organization.rejected': 'Organization rejected.',
  'organization.notPending': 'This organization is no longer waiting for approval.',
  'organization.emailNotVerified': 'This organization cannot be approved until its email is verified.',
  'validation.required': 'This field is required',
  'validation.text': 'Enter text',
  'validation.tooLong': 'Enter at most {max} characters',
  'validation.minLength': 'Enter at least {min} characters',
  'validation.email': 'Enter a valid email address',
  'validation.phone': "Enter a phone number with '-' between digit groups, for example 012-345-6789",
  'validation.numberOnly': 'Enter numbers only',
  'validation.integer': 'Enter a whole number',
  'validation.range': 'Enter number between {min} and {max}',
  'validation.alphabetic': 'Enter letters only',
  'validation.url': 'Enter a valid URL',
  'validation.invalid': 'This value is not valid',
  'merchant.created': 'Merchant submitted for approval.',
  'merchant.updated': 'Merchant updated and submitted for approval.',
  'merchant.approved': 'Merchant approved. It is now active.',
  'merchant.rejected': 'Merchant rejected.',
  'merchant.ownSubmission': 'You cannot approve or reject a merchant you submitted.',
  'merchant.notPending': 'This merchant is not waiting for approval.',
  'merchant.alreadyExists': 'A different merchant with this ID already exists.',
  'merchant.registrationOpen':
    'This merchant registered itself. Approve or reject it on the organization approval screen.',
  'validation.digits': 'Enter {count} digits',
} as const;

export type MessageCode = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(code: MessageCode, params: MessageParams = {}): string {
  return messages[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
