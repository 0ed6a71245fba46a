import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isMessageCode, type MessageCode, type MessageParams } from '../../contract';

/**
 * The app's translation of every code the API can answer (src/contract/messages.ts). The English
 * text must equal the contract's; a unit test checks that both lists stay in step.
 */
export const serverMessages: Record<MessageCode, MessageDescriptor> = {
  'auth.usernameNotFound': msg`Username not found. Please try again.`,
  'auth.passwordNotMatched': msg`Password not matched with username. Please try again.`,
  'auth.invalidCredentials': msg`Invalid username or password. Please try again`,
  'auth.attemptsLeft2': msg`Password not match with username. You have 2 more attempts.`,
  'auth.attemptsLeft1': msg`Password not match with username. You have 1 more attempt.`,
  'auth.locked': msg`Your account is locked, please proceed to Forgot Password`,
  'auth.statusNew': msg`Your account is new. Please complete the first-time login from the link sent to your email.`,
  'auth.statusDisabled': msg`Your account is disabled. Please contact your administrator.`,
  'auth.statusDeleted': msg`Your account has been deleted. Please contact your administrator.`,
  'auth.statusReset': msg`Your password was reset. Please use the link sent to your email, or request Forgot Password again.`,
  'auth.rateLimited': msg`Too many sign-in attempts. Please wait a minute and try again.`,
  'auth.signedIn': msg`Signed in successfully.`,
  'auth.signedOut': msg`You have signed out.`,
  'auth.tokenValid': msg`Token is valid.`,
  'auth.unauthorized': msg`Please sign in to continue.`,
  'auth.sessionExpired': msg`Your session has expired. Please sign in again.`,
  'error.forbidden': msg`You do not have permission to do this.`,
  'error.notFound': msg`The requested record was not found.`,
  'error.routeNotFound': msg`No such API call: {method} {path}`,
  'error.methodNotAllowed': msg`This API call does not accept {method}.`,
  'error.malformedJson': msg`The request body is not valid JSON.`,
  'error.unsupportedMediaType': msg`The request body must be JSON.`,
  'error.bodyTooLarge': msg`The request body is larger than 1 MB.`,
  'error.validation': msg`Some fields are invalid. Please check and try again.`,
  'error.unexpected': msg`Unexpected error occurs, please try again.`,
  'error.serviceUnavailable': msg`The service is unavailable at the moment. Please try again later.`,
  'error.fallback': msg`An error occurred during processing request.`,
  'ok.done': msg`Done.`,
  'sync.conflict': msg`This record was changed by someone else. Review both versions and choose what to keep.`,
  'sync.pausedSignIn': msg`Your changes are waiting. Sign in again to send them.`,
  'idempotency.keyReused': msg`This change was already sent with different content.`,
  'idempotency.inProgress': msg`This change is still being processed. Please wait and try again.`,
  'merchant.statusUpdated': msg`Merchant status updated.`,
  'account.notFound': msg`Account not found, please try again`,
  'account.alreadyActivated': msg`Account is already activated, please proceed to login`,
  'account.answerIncorrect': msg`Your answer is incorrect.`,
  'account.securityPhrasePolicy': msg`Security phrase does not meet requirements`,
  'account.secretPhrasePolicy': msg`Secret phrase does not meet requirements`,
  'account.passwordPolicy': msg`Your password does not meet requirements`,
  'account.passwordUpdateFailed': msg`Password failed to update, please try again`,
  'account.passwordSetupFailed': msg`Password setup failed. Please check and try again`,
  'account.otpInvalid': msg`OTP is invalid`,
  'account.updateFailed': msg`Failed to update information, please try again later`,
  'account.passwordNotIdentical': msg`Password is not identical, please try again.`,
  'account.passwordHint': msg`Minimum 8 characters long, uppercase & symbol`,
  'account.answerInvalid': msg`Use letters, numbers and spaces only`,
  'account.termsRequired': msg`Please accept the terms and conditions`,
  'account.currentPasswordIncorrect': msg`Your current password is incorrect.`,
  'account.linkInvalid': msg`This link is invalid or has expired. Please request a new one.`,
  'account.resetLinkSent': msg`If the account exists, a link to reset its password has been sent to the registered email.`,
  'account.passwordUpdated': msg`Your password has been updated. Please sign in with your new password.`,
  'account.firstLoginDone': msg`Your account is set up. Please sign in.`,
  'account.firstLoginLinkSent': msg`A first-time login link has been sent by email.`,
  'account.otpSent': msg`A one-time password has been sent to your email.`,
  'account.otpExpired': msg`The OTP has expired. Please request a new one.`,
  'account.otpTooManyAttempts': msg`Too many wrong OTPs. Please request a new one.`,
  'account.otpResendTooSoon': msg`Please wait {seconds} seconds before requesting a new OTP.`,
  'account.passwordChanged': msg`Your password has been changed. Your other devices have been signed out.`,
  'account.infoUpdated': msg`Your information has been updated.`,
  'account.deviceUnbound': msg`The device has been unbound and signed out.`,
  'account.registered': msg`Registration received. Please check your email for the next step.`,
  'account.emailVerified': msg`Your email is verified. Your organization is waiting for approval.`,
  'account.emailAlreadyVerified': msg`This email is already verified. There is nothing more to do until our staff review your organization.`,
  'validation.registrationNumber': msg`Use 4 to 30 letters, digits or '-'`,
  'organization.approved': msg`Organization approved. Its Merchant Admin has been sent a first-time login link.`,
  'organization.rejected': msg`Organization rejected.`,
  'organization.notPending': msg`This organization is no longer waiting for approval.`,
  'organization.emailNotVerified': msg`This organization cannot be approved until its email is verified.`,
  'validation.required': msg`This field is required`,
  'validation.text': msg`Enter text`,
  'validation.tooLong': msg`Enter at most {max} characters`,
  'validation.minLength': msg`Enter at least {min} characters`,
  'validation.email': msg`Enter a valid email address`,
  'validation.phone': msg`Enter a phone number with '-' between digit groups, for example 012-345-6789`,
  'validation.numberOnly': msg`Enter numbers only`,
  'validation.integer': msg`Enter a whole number`,
  'validation.range': msg`Enter number between {min} and {max}`,
  'validation.alphabetic': msg`Enter letters only`,
  'validation.url': msg`Enter a valid URL`,
  'validation.invalid': msg`This value is not valid`,
  'merchant.created': msg`Merchant submitted for approval.`,
  'merchant.updated': msg`Merchant updated and submitted for approval.`,
  'merchant.approved': msg`Merchant approved. It is now active.`,
  'merchant.rejected': msg`Merchant rejected.`,
  'merchant.ownSubmission': msg`You cannot approve or reject a merchant you submitted.`,
  'merchant.notPending': msg`This merchant is not waiting for approval.`,
  'merchant.alreadyExists': msg`A different merchant with this ID already exists.`,
  'validation.digits': msg`Enter {count} digits`,
};

/** Translates a code from the API or a contract schema; unknown codes fall back to `fallback`. */
export function translateMessage(
  i18n: I18n,
  code: string | undefined,
  params: MessageParams = {},
  fallback?: string,
): string {
  if (isMessageCode(code)) {
    const { id, message } = serverMessages[code];
    return i18n._(id, params, { message });
  }
  if (fallback) return fallback;
  const { id, message } = serverMessages['error.fallback'];
  return i18n._(id, {}, { message });
}
