/**
 * Users as staff and Merchant Admins manage them: the row of User/userList and the
 * mirror, the list query of docs/product.md, Lists, and the bodies of User/sign-up, User/update and
 * User/status/update.
 */
import * as v from 'valibot';
import { LEVELS } from './auth';
import { baseVersion, optionalOf, PHONE_PATTERN, recordId, requiredText, text } from './fields';
import { LIST_PAGING, listFilter, SORT_ORDERS } from './list-query';

export const SALUTATIONS = ['NA', 'MR', 'MRS', 'MS', 'MSTR', 'MISS', 'MDM'] as const;
export const ID_TYPES = ['NRIC', 'Passport'] as const;
/** docs/product.md, User statuses: A active, N new, D disabled, X deleted, L locked, R reset. */
export const USER_STATUSES = ['A', 'N', 'D', 'X', 'L', 'R'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * A four-eyes change of a user waiting for another staff Checker (docs/security.md, Four-eyes
 * changes): the new values, who proposed them and when. The live fields keep their values until
 * it is approved.
 */
export const UserPendingChangeSchema = v.object({
  fields: v.partial(
    v.object({
      roleId: v.string(),
      level: v.picklist(LEVELS),
      email: v.string(),
      merchantId: v.nullable(v.string()),
    }),
  ),
  proposedBy: v.nullable(v.string()),
  proposedByName: v.nullable(v.string()),
  /** ISO 8601; an approval may name it, so a Checker decides the proposal they saw. */
  proposedAt: v.string(),
});
export type UserPendingChange = v.InferOutput<typeof UserPendingChangeSchema>;

export const UserSchema = v.object({
  id: v.string(),
  username: v.string(),
  salutation: v.picklist(SALUTATIONS),
  firstName: v.string(),
  lastName: v.string(),
  fullName: v.string(),
  email: v.string(),
  mobileNumber: v.nullable(v.string()),
  idType: v.nullable(v.string()),
  idNumber: v.nullable(v.string()),
  roleId: v.string(),
  roleName: v.string(),
  level: v.picklist(LEVELS),
  merchantId: v.nullable(v.string()),
  merchantName: v.nullable(v.string()),
  status: v.picklist(USER_STATUSES),
  /** A change waiting for a Checker; null (or absent, in rows stored before it) when none. */
  pendingChange: v.optional(v.nullable(UserPendingChangeSchema)),
  createdAt: v.string(),
  updatedAt: v.string(),
  version: v.number(),
});
export type User = v.InferOutput<typeof UserSchema>;

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

export const USER_SORT_KEYS = [
  'fullName',
  'username',
  'email',
  'roleName',
  'merchantName',
  'mobileNumber',
  'status',
  'createdAt',
] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/**
 * GET User/userList (docs/product.md, Lists): `filterRole` is a role id (exact); the other filters are
 * case-insensitive "contains" (`contactNumber` matches the mobile number). Deleted users (X) are
 * never listed.
 */
export const UserListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(USER_SORT_KEYS, 'validation.invalid'), 'fullName'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'asc'),
  filterRole: v.optional(v.union([v.literal(''), recordId], 'validation.invalid'), ''),
  fullName: listFilter,
  email: listFilter,
  merchantName: listFilter,
  contactNumber: listFilter,
});
export type UserListQuery = v.InferOutput<typeof UserListQuerySchema>;
