import * as v from 'valibot';
import { PermissionsSchema } from './permissions-schema';

const requiredText = (max: number) =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(max, 'validation.tooLong'),
  );

export const SignInRequestSchema = v.object({
  username: requiredText(100),
  password: v.pipe(
    v.string('validation.required'),
    v.nonEmpty('validation.required'),
    v.maxLength(200, 'validation.tooLong'),
  ),
});
export type SignInRequest = v.InferOutput<typeof SignInRequestSchema>;

export const USER_TYPES = ['staff', 'merchant'] as const;

/** How a session began (docs/security.md, Sign-in methods); the sessions console shows it. */
export const SIGN_IN_METHODS = ['password', 'passkey', 'sso'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export const LEVELS = ['Maker', 'Checker'] as const;

/**
 * The signed-in user kept on the client (docs/product.md, Preferences storage), plus what the app needs to
 * scope screens.
 */
export const SessionUserSchema = v.object({
  userID: v.string(),
  username: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  role: v.string(),
  roleId: v.string(),
  level: v.picklist(LEVELS),
  userType: v.picklist(USER_TYPES),
  merchantId: v.nullable(v.string()),
  merchantName: v.nullable(v.string()),
  /** The role's menu and function grants (UAC, FAC) when the session began or was renewed. */
  permissions: PermissionsSchema,
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** Answer of sign-in and of the token refresh. */
export const SessionSchema = v.object({
  accessToken: v.string(),
  /** Seconds until the access token expires. */
  expiresIn: v.number(),
  user: SessionUserSchema,
  /**
   * The session family, and the proof that this device was given it: a sign-out queued while
   * offline names them, so it ends that session whoever has signed in on the device since
   * (docs/security.md, "Sessions on shared devices").
   */
  sessionId: v.string(),
  signOutProof: v.string(),
  /** Seconds without activity after which the session ends (the app signs out of the device). */
  idleTimeout: v.number(),
});
export type Session = v.InferOutput<typeof SessionSchema>;

/**
 * The second step a sign-in asks for instead of a session (docs/security.md, "Second factor"):
 * `code` — a code of the user's authenticator or a recovery code; `setup` — the user's role
 * requires a second factor they do not have yet, so they set one up now. The ticket is
 * single-use, short-lived and bound to the user and to the method that proved the first step.
 */
export const SecondFactorChallengeSchema = v.object({
  secondStep: v.picklist(['code', 'setup']),
  ticket: v.string(),
  /** Seconds until the ticket expires. */
  expiresIn: v.number(),
});
export type SecondFactorChallenge = v.InferOutput<typeof SecondFactorChallengeSchema>;

/** Answer of every sign-in (password, passkey, single sign-on): a session, or the second step. */
export const SignInAnswerSchema = v.union([SessionSchema, SecondFactorChallengeSchema]);
export type SignInAnswer = v.InferOutput<typeof SignInAnswerSchema>;

export const isSecondFactorChallenge = (answer: SignInAnswer): answer is SecondFactorChallenge =>
  'secondStep' in answer;

/** Body of POST /General/sign-out sent by the app: the session it signs out, with its proof. */
export const SignOutRequestSchema = v.object({
  sessionId: v.pipe(v.string('validation.required'), v.uuid('validation.invalid')),
  proof: v.pipe(v.string('validation.required'), v.maxLength(200, 'validation.tooLong')),
});
export type SignOutRequest = v.InferOutput<typeof SignOutRequestSchema>;

export const VerifyTokenSchema = v.object({ valid: v.literal(true), user: SessionUserSchema });
export type VerifyToken = v.InferOutput<typeof VerifyTokenSchema>;
