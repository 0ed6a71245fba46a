/**
 * The second factor (docs/security.md, "Second factor"): time-based one-time codes with ten
 * single-use recovery codes, the role setting that requires it, and the bodies and answers of its
 * calls (the second sign-in step, Security settings, the four-eyes reset).
 */
import * as v from 'valibot';
import { SessionSchema, type SessionUser } from './auth';
import { recordId } from './fields';

/** Which users of a role need a second factor: nobody, its Checkers, or everyone. */
export const SECOND_FACTOR_RULES = ['none', 'checkers', 'everyone'] as const;
export type SecondFactorRule = (typeof SECOND_FACTOR_RULES)[number];

/** What a new role requires: staff Checkers approve money, merchant users do not. */
export const defaultSecondFactorRule = (scope: 'staff' | 'merchant'): SecondFactorRule =>
  scope === 'staff' ? 'checkers' : 'none';

export const requiresSecondFactor = (rule: SecondFactorRule, level: SessionUser['level']): boolean =>
  rule === 'everyone' || (rule === 'checkers' && level === 'Checker');

/** Wrong codes in a row (over any number of tickets) that lock the account. */
export const SECOND_FACTOR_MAX_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_DIGITS = 6;

const code = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.regex(/^\d{6}$/, 'secondFactor.codeInvalid'),
);
const recoveryCode = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z2-7]{5}-?[a-z2-7]{5}$/, 'secondFactor.recoveryCodeInvalid'),
);
const ticket = v.pipe(v.string('validation.required'), v.nonEmpty('validation.required'), v.maxLength(200));

/** POST /General/sign-in/second-factor: the ticket with a code, or with a recovery code. */
export const SecondStepSchema = v.union(
  [v.object({ ticket, code }), v.object({ ticket, recoveryCode })],
  'secondFactor.codeInvalid',
);
export type SecondStep = v.InferOutput<typeof SecondStepSchema>;

/** POST /General/sign-in/second-factor/setup: the setup ticket of the second step. */
export const SecondStepSetupSchema = v.object({ ticket });

/** A new authenticator to add: scan the QR code (an SVG image) or type the key. */
export const AuthenticatorSetupSchema = v.object({
  secret: v.string(),
  otpauthUrl: v.string(),
  qrSvg: v.string(),
});
export type AuthenticatorSetup = v.InferOutput<typeof AuthenticatorSetupSchema>;

/** The session of a completed second step; after a setup, the recovery codes, shown once. */
export const SecondStepAnswerSchema = v.object({
  ...SessionSchema.entries,
  recoveryCodes: v.optional(v.array(v.string())),
});
export type SecondStepAnswer = v.InferOutput<typeof SecondStepAnswerSchema>;

/** GET /Account/second-factor: the Two-step verification tab. */
export const SecondFactorStatusSchema = v.object({
  enabled: v.boolean(),
  /** The user's role requires it, so it cannot be turned off. */
  required: v.boolean(),
  recoveryCodesLeft: v.number(),
});
export type SecondFactorStatus = v.InferOutput<typeof SecondFactorStatusSchema>;

const otp = {
  challengeId: v.pipe(v.string('validation.required'), v.uuid('account.otpInvalid')),
  otp: v.pipe(v.string('validation.required'), v.trim(), v.regex(/^\d{6}$/, 'account.otpInvalid')),
};
/** Setting up, renewing recovery codes and turning off each take the OTP step. */
export const SecondFactorOtpSchema = v.object(otp);
export type SecondFactorOtp = v.InferOutput<typeof SecondFactorOtpSchema>;

/** POST /Account/second-factor/confirm: the first code of the authenticator being set up. */
export const ConfirmAuthenticatorSchema = v.object({ code });

export const RecoveryCodesSchema = v.object({ recoveryCodes: v.array(v.string()) });
export type RecoveryCodes = v.InferOutput<typeof RecoveryCodesSchema>;

/** POST /User/second-factor/reset: another Checker removes a user's lost factor. */
export const ResetSecondFactorSchema = v.object({ id: recordId });
