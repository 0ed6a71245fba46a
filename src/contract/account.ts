/**
 * Account and security flows (docs/product.md, Account and security): password reset, first-time login,
 * security settings confirmed by a one-time password, devices. Messages are codes (messages.ts).
 */
import * as v from 'valibot';

/** docs/product.md, Password policy: at least 8 characters with an uppercase letter, a digit and a symbol. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9\s]/.test(password)
  );
}

/**
 * Secret (security) phrase: shown back in every email we send, so the user can tell our mail from
 * phishing. 8 to 40 characters of letters, digits and spaces, with at least two words.
 */
export const PHRASE_MIN_LENGTH = 8;
export const PHRASE_MAX_LENGTH = 40;
export function meetsPhrasePolicy(phrase: string): boolean {
  const trimmed = phrase.trim();
  return (
    trimmed.length >= PHRASE_MIN_LENGTH &&
    trimmed.length <= PHRASE_MAX_LENGTH &&
    /^[\p{L}\p{N} ]+$/u.test(trimmed) &&
    trimmed.split(/\s+/).length >= 2
  );
}

/**
 * docs/product.md, Security questions and phrases: a security answer has no special characters (letters,
 * digits and spaces only).
 */
export const ANSWER_MAX_LENGTH = 60;
const answer = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.maxLength(ANSWER_MAX_LENGTH, 'validation.tooLong'),
  v.regex(/^[\p{L}\p{N} ]+$/u, 'account.answerInvalid'),
);

/**
 * docs/product.md, Security questions and phrases: eight predefined security questions; the app translates
 * them by key.
 */
export const SECURITY_QUESTIONS = [
  'firstSchool',
  'childhoodFriend',
  'firstPet',
  'motherMaidenName',
  'birthTown',
  'favouriteTeacher',
  'firstCar',
  'favouriteFood',
] as const;
export type SecurityQuestion = (typeof SECURITY_QUESTIONS)[number];
const question = v.picklist(SECURITY_QUESTIONS, 'validation.required');

const required = v.pipe(v.string('validation.required'), v.nonEmpty('validation.required'));
const token = v.pipe(required, v.maxLength(200, 'validation.tooLong'));
const password = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  v.check(meetsPasswordPolicy, 'account.passwordPolicy'),
);

/** A new password and its confirmation; the mismatch is reported on `confirmPassword`. */
const newPassword = { password, confirmPassword: v.string('validation.required') };
const isConfirmed = (input: { password: string; confirmPassword: string }) =>
  input.password === input.confirmPassword;

export const RequestPasswordResetSchema = v.object({
  /** Username or registered email. */
  username: v.pipe(required, v.trim(), v.maxLength(200, 'validation.tooLong')),
});
export type RequestPasswordReset = v.InferOutput<typeof RequestPasswordResetSchema>;

export const ValidateTokenSchema = v.object({ token });
export const ResetPasswordSchema = v.pipe(
  v.object({ token, ...newPassword }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], isConfirmed, 'account.passwordNotIdentical'),
    ['confirmPassword'],
  ),
);
export type ResetPassword = v.InferOutput<typeof ResetPasswordSchema>;

/** Answer of validate-password-reset. */
export const ResetTokenInfoSchema = v.object({ username: v.string(), expiresAt: v.string() });
export type ResetTokenInfo = v.InferOutput<typeof ResetTokenInfoSchema>;

const phraseOf = (code: 'account.secretPhrasePolicy' | 'account.securityPhrasePolicy') =>
  v.pipe(v.string('validation.required'), v.trim(), v.check(meetsPhrasePolicy, code));

/** First-time login: what the link's account is. */
export const FirstLoginInfoSchema = v.object({
  username: v.string(),
  firstName: v.string(),
  role: v.string(),
  userType: v.picklist(['staff', 'merchant']),
  isMerchantAdmin: v.boolean(),
  merchantName: v.nullable(v.string()),
});
export type FirstLoginInfo = v.InferOutput<typeof FirstLoginInfoSchema>;

/** What first-time login asks whichever way the user will sign in: question, phrase, terms. */
export const FirstLoginSecuritySchema = v.object({
  token,
  question,
  answer,
  secretPhrase: phraseOf('account.secretPhrasePolicy'),
  acceptTerms: v.literal(true, 'account.termsRequired'),
  /** Merchant admins also confirm they may administer the organization (ignored for others). */
  confirmOrganization: v.optional(v.boolean(), false),
});
export type FirstLoginSecurity = v.InferOutput<typeof FirstLoginSecuritySchema>;

/** First-time login with a new password (single sign-on instead: src/contract/sso.ts). */
export const CompleteFirstLoginSchema = v.pipe(
  v.object({ ...FirstLoginSecuritySchema.entries, ...newPassword }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], isConfirmed, 'account.passwordNotIdentical'),
    ['confirmPassword'],
  ),
);
export type CompleteFirstLogin = v.InferOutput<typeof CompleteFirstLoginSchema>;

/** Security settings: each change is confirmed with a one-time password sent by mail. */
export const OTP_PURPOSES = ['password', 'mobile', 'question', 'phrase', 'passkey', 'secondFactor'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export const OTP_LENGTH = 6;

export const RequestOtpSchema = v.object({ purpose: v.picklist(OTP_PURPOSES, 'validation.invalid') });
export const OtpChallengeSchema = v.object({
  challengeId: v.string(),
  /** Seconds until the code expires; a new one may be requested after that. */
  expiresIn: v.number(),
  sentTo: v.string(),
});
export type OtpChallenge = v.InferOutput<typeof OtpChallengeSchema>;

const otp = {
  challengeId: v.pipe(required, v.uuid('account.otpInvalid')),
  otp: v.pipe(v.string('validation.required'), v.trim(), v.regex(/^\d{6}$/, 'account.otpInvalid')),
};
/** The one-time password that confirms a security change, for changes with other fields of their own. */
export const OtpConfirmationSchema = v.object(otp);
export type OtpConfirmation = v.InferOutput<typeof OtpConfirmationSchema>;

export const ChangePasswordSchema = v.pipe(
  v.object({
    ...otp,
    currentPassword: v.pipe(required, v.maxLength(200, 'validation.tooLong')),
    ...newPassword,
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], isConfirmed, 'account.passwordNotIdentical'),
    ['confirmPassword'],
  ),
);
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;

/**
 * docs/product.md, Phone numbers: phone numbers use '-' between digit groups (012-345-6789, 03-1234-5678).
 */
export const MOBILE_PATTERN = /^\+?\d{2,4}(-\d{3,4}){1,3}$/;
export const ChangeMobileSchema = v.object({
  ...otp,
  mobileNumber: v.pipe(required, v.trim(), v.regex(MOBILE_PATTERN, 'validation.phone')),
});
export type ChangeMobile = v.InferOutput<typeof ChangeMobileSchema>;

export const ChangeQuestionSchema = v.object({
  ...otp,
  currentAnswer: v.pipe(required, v.maxLength(ANSWER_MAX_LENGTH, 'validation.tooLong')),
  question,
  answer,
});
export type ChangeQuestion = v.InferOutput<typeof ChangeQuestionSchema>;

export const ChangePhraseSchema = v.object({ ...otp, phrase: phraseOf('account.securityPhrasePolicy') });
export type ChangePhrase = v.InferOutput<typeof ChangePhraseSchema>;

/** What the security settings screen shows about the signed-in user. */
export const SecurityProfileSchema = v.object({
  email: v.string(),
  mobileNumber: v.nullable(v.string()),
  question: v.nullable(v.picklist(SECURITY_QUESTIONS)),
  phrase: v.nullable(v.string()),
});
export type SecurityProfile = v.InferOutput<typeof SecurityProfileSchema>;

export const DeviceSchema = v.object({
  id: v.string(),
  deviceName: v.string(),
  lastSignedInAt: v.string(),
  isCurrent: v.boolean(),
});
export type Device = v.InferOutput<typeof DeviceSchema>;
export const DeviceListSchema = v.array(DeviceSchema);
export const UnbindDeviceSchema = v.object({ id: v.pipe(required, v.uuid('validation.invalid')) });
