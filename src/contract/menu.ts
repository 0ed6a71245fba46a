import * as v from 'valibot';

export const MENU_TYPES = ['Category', 'Link'] as const;

/**
 * One navigation item. `key` is stable and lets the app translate built-in items; items created by
 * an administrator have no translation and show `title`.
 */
export const MenuItemSchema = v.object({
  id: v.string(),
  parentId: v.nullable(v.string()),
  key: v.string(),
  title: v.string(),
  type: v.picklist(MENU_TYPES),
  path: v.nullable(v.string()),
  icon: v.nullable(v.string()),
  sortOrder: v.number(),
});
export type MenuItem = v.InferOutput<typeof MenuItemSchema>;

/** `Menu/getMenuList` answers the signed-in user's items as a flat list ordered for display. */
export const MenuListSchema = v.array(MenuItemSchema);
