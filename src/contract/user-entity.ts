/**
 * Users as staff and Merchant Admins manage them: the row of User/userList, User/{id} and the
 * mirror, each field once (docs/ARCHITECTURE.md, Fields: an area declared once), in the row's
 * order.
 */
import * as v from 'valibot';
import * as f from './area-fields';
import { LEVELS } from './auth';
import { recordId } from './fields';
import { isListedUser } from './user-status';
import { SALUTATIONS, USER_STATUSES } from './users';

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

const sort = true;
const column = 'default';
const nullable = true;
const lower = true;

/** The list's columns in its order; each is a sort key but the level. */
const COLUMNS = [
  'fullName',
  'username',
  'email',
  'roleName',
  'merchantName',
  'mobileNumber',
  'status',
  'level',
  'createdAt',
] as const;

/**
 * GET User/userList (docs/product.md, Lists): `filterRole` is a role id (exact); the other filters
 * are case-insensitive "contains" (`contactNumber` matches the mobile number). Deleted users (X)
 * are in no segment: never listed, nor counted.
 */
export const userEntity = f.listArea({
  entity: 'users',
  area: 'User',
  menuKey: 'user.manage',
  scope: 'merchantId',
  storage: 'rows',
  // The API reference publishes a user's id as any text.
  id: v.string(),
  defaultSort: ['fullName', 'asc'],
  statusAction: 'status',
  segments: { list: isListedUser },
  fields: {
    username: f.code({ sort, search: true, column, lower }),
    salutation: f.status(SALUTATIONS),
    firstName: f.text(),
    lastName: f.text(),
    fullName: f.text({ sort, filter: 'contains', search: true, column, lower }),
    email: f.text({ sort, filter: 'contains', search: true, column, lower }),
    mobileNumber: f.code({ sort, filter: 'contains', filterName: 'contactNumber', column, nullable }),
    idType: f.text({ nullable }),
    idNumber: f.text({ nullable }),
    roleId: f.text({
      filter: 'equals',
      filterName: 'filterRole',
      query: v.optional(v.union([v.literal(''), recordId], 'validation.invalid'), ''),
    }),
    roleName: f.text({ sort, column }),
    level: f.status(LEVELS, { column: 'extra' }),
    merchantId: f.text({ nullable }),
    merchantName: f.text({ sort, filter: 'contains', column, nullable, lower }),
    status: f.status(USER_STATUSES, { sort, column }),
    /** A change waiting for a Checker; null (or absent, in rows stored before it) when none. */
    pendingChange: f.json(v.optional(v.nullable(UserPendingChangeSchema))),
    // Rows written offline may carry another ISO form; the server compares instants.
    createdAt: f.timestamp({ sort, column: 'extra', anyOffset: true }),
    updatedAt: f.timestamp(),
  },
  order: {
    columns: COLUMNS,
    sortKeys: COLUMNS.filter((key): key is Exclude<(typeof COLUMNS)[number], 'level'> => key !== 'level'),
    filters: ['filterRole', 'fullName', 'email', 'merchantName', 'contactNumber'],
  },
});

export const UserSchema = userEntity.rowSchema;
export type User = v.InferOutput<typeof UserSchema>;
export type UserListQuery = f.ListQueryOf<typeof userEntity>;
