/**
 * The pure rules of the access-control screens: the menu tree as matrix rows, what ticking a box
 * does to a role's menu grants (UAC), and the function list a FAC save sends. No React, no Dexie:
 * tested on their own (access-model.test.ts).
 */
import { FUNCTION_ACTIONS, functionKey, MERCHANT_ASSIGNABLE_MENUS } from '../../contract';
import type { FunctionAction, MenuItem, Role } from '../../contract';

/** One line of a matrix: an item, how deep it sits, and (for a category) the keys under it. */
export type MenuRow = { item: MenuItem; depth: number; childKeys: string[] };

const byOrder = (a: MenuItem, b: MenuItem) => a.sortOrder - b.sortOrder || a.key.localeCompare(b.key);

/**
 * The whole menu as ordered rows: each category followed by its items (indented), depth first.
 * Items whose parent is missing sit at the top level, so nothing disappears from the matrix.
 */
export function buildMenuRows(items: readonly MenuItem[]): MenuRow[] {
  const ids = new Set(items.map((item) => item.id));
  const children = new Map<string | null, MenuItem[]>();
  for (const item of items) {
    const parent = item.parentId !== null && ids.has(item.parentId) ? item.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const rows: MenuRow[] = [];
  const seen = new Set<string>();
  const visit = (parentId: string | null, depth: number): string[] => {
    const keys: string[] = [];
    for (const item of [...(children.get(parentId) ?? [])].sort(byOrder)) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      const row: MenuRow = { item, depth, childKeys: [] };
      rows.push(row);
      row.childKeys = visit(item.id, depth + 1);
      keys.push(item.key, ...row.childKeys);
    }
    return keys;
  };
  visit(null, 0);
  return rows;
}

/** Super Admin holds everything and its grants are fixed (the server refuses changes too). */
export const isSuperAdmin = (role: Pick<Role, 'isSystem' | 'name'>) =>
  role.isSystem && role.name === 'Super Admin';

/** May this menu key be granted to a role of this scope? Merchant roles get merchant menus only. */
export const isAssignable = (role: Pick<Role, 'scope'>, key: string) =>
  role.scope === 'staff' || MERCHANT_ASSIGNABLE_MENUS.has(key);

/**
 * Ticks or clears one box of the menu matrix. A category carries its items with it; ticking an
 * item also ticks the categories above it, or the granted link would sit in a hidden category.
 * Keys the role's scope may not hold are never added.
 */
export function toggleMenuKey(
  rows: readonly MenuRow[],
  role: Pick<Role, 'scope'>,
  granted: readonly string[],
  key: string,
  isChecked: boolean,
): string[] {
  const row = rows.find((candidate) => candidate.item.key === key);
  if (!row) return [...granted];
  const affected = [key, ...row.childKeys];
  const next = new Set(granted);
  if (isChecked) {
    for (const each of [...affected, ...ancestorKeys(rows, row.item)]) {
      if (isAssignable(role, each)) next.add(each);
    }
  } else {
    for (const each of affected) next.delete(each);
  }
  // Keep the order of the rows, so a save sends a stable list.
  const order = rows.map((candidate) => candidate.item.key);
  const known = order.filter((each) => next.has(each));
  return [...known, ...[...next].filter((each) => !order.includes(each))];
}

function ancestorKeys(rows: readonly MenuRow[], item: MenuItem): string[] {
  const byId = new Map(rows.map((row) => [row.item.id, row.item]));
  const keys: string[] = [];
  let parent = item.parentId === null ? undefined : byId.get(item.parentId);
  while (parent && !keys.includes(parent.key)) {
    keys.push(parent.key);
    parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
  }
  return keys;
}

/** A category box is ticked when the category is granted; mixed when only some items are. */
export function menuCheckState(row: MenuRow, granted: ReadonlySet<string>): boolean | 'mixed' {
  if (granted.has(row.item.key)) return true;
  return row.childKeys.some((key) => granted.has(key)) ? 'mixed' : false;
}

/** A FAC matrix: the role's granted links under their categories (headings, no boxes). */
export type FunctionRow =
  { kind: 'heading'; item: MenuItem } | { kind: 'link'; item: MenuItem; depth: number };

export function buildFunctionRows(menuRows: readonly MenuRow[], menuKeys: readonly string[]): FunctionRow[] {
  const granted = new Set(menuKeys);
  const result: FunctionRow[] = [];
  for (const row of menuRows) {
    if (row.item.type === 'Category') {
      if (row.childKeys.some((key) => granted.has(key))) result.push({ kind: 'heading', item: row.item });
    } else if (granted.has(row.item.key)) {
      result.push({ kind: 'link', item: row.item, depth: row.depth });
    }
  }
  return result;
}

/**
 * The `functions` a FAC save sends: the ticked cells, plus the grants the matrix does not show
 * (functions on categories or on menus no longer granted), which the save must not drop silently.
 */
export function buildFunctionList(
  rows: readonly FunctionRow[],
  previous: readonly string[],
  checked: ReadonlySet<string>,
): string[] {
  const shown = new Set(
    rows.flatMap((row) =>
      row.kind === 'link' ? FUNCTION_ACTIONS.map((action) => functionKey(row.item.key, action)) : [],
    ),
  );
  const kept = previous.filter((entry) => !shown.has(entry));
  const ticked = [...shown].filter((entry) => checked.has(entry));
  return [...new Set([...kept, ...ticked])];
}

/** Flips one FAC cell. */
export function toggleFunction(
  checked: ReadonlySet<string>,
  menuKey: string,
  action: FunctionAction,
  isChecked: boolean,
): Set<string> {
  const next = new Set(checked);
  const entry = functionKey(menuKey, action);
  if (isChecked) next.add(entry);
  else next.delete(entry);
  return next;
}

/** Same members, whatever the order: is there anything to save? */
export function isSameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((each) => right.has(each));
}
