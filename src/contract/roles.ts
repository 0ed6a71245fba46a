/**
 * Roles and their grants (UAC menus, FAC functions): the rows of UAC/getrolelist, UAC/{role} and
 * the mirror, and the bodies of UAC/createrole, UAC/updaterole, UAC/save and FAC/save.
 */
import * as v from 'valibot';
import { USER_TYPES } from './auth';
import { baseVersion, range, recordId, requiredText, text } from './fields';
import { MENU_TYPES } from './menu';
import { SECOND_FACTOR_RULES } from './second-factor';

export const ROLE_NAME_MAX = 60;
/**
 * A menu item's position among its siblings. Bounded so it fits the integer column (2^31 or
 * 1e308 were a 500), and the range check names both ends in its message.
 */
export const MENU_SORT_ORDER_MAX = 100_000;

export const RoleSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** 'staff' roles see every merchant; 'merchant' roles only their own merchant's rows. */
  scope: v.picklist(USER_TYPES),
  isSystem: v.boolean(),
  description: v.string(),
  /** Who of the role needs a second factor (docs/security.md, "Second factor"). */
  secondFactor: v.optional(v.picklist(SECOND_FACTOR_RULES), 'none'),
  menuKeys: v.array(v.string()),
  functions: v.array(v.string()),
  version: v.number(),
  updatedAt: v.string(),
});
export type Role = v.InferOutput<typeof RoleSchema>;
export const RoleListSchema = v.array(RoleSchema);

/** UAC/getroledropdown: the roles a caller may give a user (merchant callers: merchant roles). */
export const RoleOptionSchema = v.object({ id: v.string(), name: v.string(), scope: v.picklist(USER_TYPES) });
export type RoleOption = v.InferOutput<typeof RoleOptionSchema>;
export const RoleOptionListSchema = v.array(RoleOptionSchema);

const roleFields = {
  name: requiredText(ROLE_NAME_MAX, 3),
  description: v.optional(text(200), ''),
};
const secondFactor = v.picklist(SECOND_FACTOR_RULES, 'validation.invalid');

/** POST UAC/createrole: the id is made by the client, so an offline create can be replayed. */
export const CreateRoleSchema = v.object({
  id: recordId,
  ...roleFields,
  scope: v.picklist(USER_TYPES, 'validation.invalid'),
  /** Left out: the scope's default (`defaultSecondFactorRule`). */
  secondFactor: v.optional(secondFactor),
});
export type CreateRole = v.InferOutput<typeof CreateRoleSchema>;

/** POST UAC/updaterole: name, description and second-factor rule (the scope never changes). */
export const UpdateRoleSchema = v.object({
  id: recordId,
  baseVersion,
  ...v.partial(v.object(roleFields)).entries,
  secondFactor: v.optional(secondFactor),
});
export type UpdateRole = v.InferOutput<typeof UpdateRoleSchema>;

const keyList = v.pipe(
  v.array(
    v.pipe(v.string('validation.invalid'), v.maxLength(80, 'validation.tooLong')),
    'validation.invalid',
  ),
  v.maxLength(500, 'validation.tooLong'),
);

/** POST UAC/save: the role's whole set of granted menu keys. */
export const SaveRoleMenusSchema = v.object({ roleId: recordId, baseVersion, menuKeys: keyList });
export type SaveRoleMenus = v.InferOutput<typeof SaveRoleMenusSchema>;

/** POST FAC/save: the role's whole set of function grants, each `<menuKey>:<action>`. */
export const SaveRoleFunctionsSchema = v.object({ roleId: recordId, baseVersion, functions: keyList });
export type SaveRoleFunctions = v.InferOutput<typeof SaveRoleFunctionsSchema>;

/**
 * PUT Menu/save: changes to the item with this id, or a new item when no item has it (the id is
 * made by the client, so a new item queued offline is replayed without a duplicate). The key is
 * needed for a new item and never changes.
 */
export const MenuSaveSchema = v.object({
  id: recordId,
  parentId: v.optional(v.nullable(recordId), null),
  key: v.optional(v.pipe(requiredText(80, 2), v.regex(/^[a-z][a-z0-9.-]*$/, 'validation.invalid'))),
  title: requiredText(80, 2),
  type: v.picklist(MENU_TYPES, 'validation.invalid'),
  path: v.optional(v.nullable(v.pipe(text(200), v.regex(/^\/[a-z0-9/_-]*$/i, 'validation.url'))), null),
  icon: v.optional(v.nullable(text(40)), null),
  sortOrder: v.optional(
    v.pipe(v.number('validation.numberOnly'), v.integer('validation.integer'), range(0, MENU_SORT_ORDER_MAX)),
    0,
  ),
});
export type MenuSave = v.InferOutput<typeof MenuSaveSchema>;
