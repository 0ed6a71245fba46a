/**
 * Users as staff and Merchant Admins manage them: the bodies of User/sign-up, User/update and
 * User/status/update (the row and the list query are user-entity.ts's).
 */
import * as v from 'valibot';
import { LEVELS } from './auth';
import { baseVersion, optionalOf, PHONE_PATTERN, recordId, requiredText, text } from './fields';

export const SALUTATIONS = ['NA', 'MR', 'MRS', 'MS', 'MSTR', 'MISS', 'MDM'] as const;
export const ID_TYPES = ['NRIC', 'Passport'] as const;
/** docs/product.md, User statuses: A active, N new, D disabled, X deleted, L locked, R reset. */
export const USER_STATUSES = ['A', 'N', 'D', 'X', 'L', 'R'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

/** Every field of a user the create and edit forms hold (username only on create). */
export const USER_FIELDS = {
  roleId: recordId,
  level: v.picklist(LEVELS, 'validation.invalid'),
  salutation: v.picklist(SALUTATIONS, 'validation.invalid'),
  firstName: v.pipe(requiredText(60), v.regex(/^[\p{L}][\p{L} .'@/-]*$/u, 'validation.alphabetic')),
  lastName: v.pipe(requiredText(60), v.regex(/^[\p{L}][\p{L} .'@/-]*$/u, 'validation.alphabetic')),
  idType: v.picklist(ID_TYPES, 'validation.invalid'),
  idNumber: v.pipe(requiredText(20, 6), v.toUpperCase(), v.regex(/^[A-Z0-9-]+$/, 'validation.invalid')),
  email: v.pipe(requiredText(200), v.email('validation.email')),
  mobileNumber: v.pipe(requiredText(20), v.regex(PHONE_PATTERN, 'validation.phone')),
  /** Required for a merchant role, empty for a staff role (the server checks against the role). */
  merchantId: optionalOf(recordId),
};
export type UserField = keyof typeof USER_FIELDS;

export const UserFieldsSchema = v.object(USER_FIELDS);
export type UserFields = v.InferOutput<typeof UserFieldsSchema>;

/** POST User/sign-up: a new user (status N); the id is made by the client for offline replay. */
export const CreateUserSchema = v.object({
  id: recordId,
  username: v.pipe(requiredText(30, 3), v.toLowerCase(), v.regex(USERNAME_PATTERN, 'validation.username')),
  ...USER_FIELDS,
});
export type CreateUser = v.InferOutput<typeof CreateUserSchema>;

/** POST User/update: the changed fields, on the version they were made on. */
export const UpdateUserSchema = v.object({
  id: recordId,
  baseVersion,
  ...v.partial(UserFieldsSchema).entries,
});
export type UpdateUser = v.InferOutput<typeof UpdateUserSchema>;

/**
 * POST User/status/update: activate, deactivate or delete (after a confirmation: docs/product.md, User status
 * changes).
 */
export const USER_STATUS_ACTIONS = ['Active', 'Inactive', 'Deleted'] as const;
export type UserStatusAction = (typeof USER_STATUS_ACTIONS)[number];
export const STATUS_OF_ACTION: Record<UserStatusAction, UserStatus> = {
  Active: 'A',
  Inactive: 'D',
  Deleted: 'X',
};

export const UserStatusUpdateSchema = v.object({
  id: recordId,
  status: v.picklist(USER_STATUS_ACTIONS, 'validation.invalid'),
  baseVersion,
});
export type UserStatusUpdate = v.InferOutput<typeof UserStatusUpdateSchema>;

/** POST User/approval: a staff Checker decides the change waiting on a user. */
export const USER_DECISIONS = ['approve', 'reject'] as const;
export type UserDecision = (typeof USER_DECISIONS)[number];

export const UserApprovalSchema = v.object({
  id: recordId,
  decision: v.picklist(USER_DECISIONS, 'validation.invalid'),
  reason: optionalOf(text(500)),
  /** The proposal's `proposedAt` the Checker saw; another proposal since is 409. */
  proposedAt: v.optional(v.string()),
});
export type UserApproval = v.InferOutput<typeof UserApprovalSchema>;
