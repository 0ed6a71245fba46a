/**
 * The permission model (docs/ARCHITECTURE.md, Users, roles and access control). A role holds
 * - menu grants (UAC): which navigation items it sees, by menu `key`;
 * - function grants (FAC): for each menu item, which actions it may perform (`<key>:<action>`).
 * An action is allowed only when both hold: the menu is granted and the function on it is granted.
 * The server checks this on every call; the app uses the same function to hide what a role may
 * not use.
 */
import { BUILT_IN_MENU, type BuiltInItem } from './menu-tree';
import type { Permissions } from './permissions-schema';

export const FUNCTION_ACTIONS = [
  'view',
  'create',
  'update',
  'status',
  'approve',
  'delete',
  'export',
  'assign',
  'reply',
] as const;
export type FunctionAction = (typeof FUNCTION_ACTIONS)[number];

export { PermissionsSchema, type Permissions } from './permissions-schema';

export const NO_PERMISSIONS: Permissions = { menus: [], functions: [] };

export const functionKey = (menuKey: string, action: FunctionAction) => `${menuKey}:${action}`;

/** May a role with these grants perform `action` on the menu item `menuKey`? */
export function isAllowed(permissions: Permissions, menuKey: string, action: FunctionAction): boolean {
  return permissions.menus.includes(menuKey) && permissions.functions.includes(functionKey(menuKey, action));
}

/** Any of several (menu, action) pairs: a call shared by screens (the role dropdown, say). */
export const isAllowedAny = (
  permissions: Permissions,
  pairs: readonly (readonly [string, FunctionAction])[],
) => pairs.some(([menuKey, action]) => isAllowed(permissions, menuKey, action));

const flatten = (items: readonly BuiltInItem[]): BuiltInItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

/**
 * Menu items a merchant-scoped role may be granted: those the built-in merchant roles see by
 * default. Everything else (merchant approval, access control, credit management...) is staff
 * work, and a merchant user must never reach it, whatever a role editor ticks.
 */
export const MERCHANT_ASSIGNABLE_MENUS: ReadonlySet<string> = new Set(
  flatten(BUILT_IN_MENU)
    .filter((item) => item.roles.length > 0)
    .map((item) => item.key),
);

/** The menu key of a built-in route path, for route guards (`/uac` -> `access.uac`). */
export const MENU_KEY_BY_PATH: ReadonlyMap<string, string> = new Map(
  flatten(BUILT_IN_MENU)
    .filter((item) => item.path !== null)
    .map((item) => [item.path as string, item.key]),
);

/**
 * The seeded function grants of the built-in roles: Super Admin everything;
 * Merchant Admin views its menus, manages its own merchant's users and its invoices and notes
 * (draft, issue, deactivate); Merchant User views, and drafts invoices (a field agent at a
 * client's office) that an admin issues.
 */
export function defaultFunctions(role: 'Super Admin' | 'Merchant Admin' | 'Merchant User', menuKey: string) {
  if (role === 'Super Admin') return [...FUNCTION_ACTIONS];
  const actions: FunctionAction[] = ['view'];
  if (role === 'Merchant Admin' && (menuKey === 'user.create' || menuKey === 'user.manage')) {
    actions.push('create', 'update', 'status', 'delete');
  }
  if (role === 'Merchant Admin' && (menuKey === 'invoice.manage' || menuKey === 'invoice.notes')) {
    actions.push('create', 'update', 'status', 'export');
  }
  if (role === 'Merchant User' && menuKey === 'invoice.manage') actions.push('create');
  // Credit: both merchant roles top up; an admin also cancels a pending top-up and
  // exports the history. Deciding is staff work (a Checker, never the submitter).
  if (menuKey === 'credit.topup')
    actions.push(...(role === 'Merchant Admin' ? (['create', 'status'] as const) : (['create'] as const)));
  if (role === 'Merchant Admin' && menuKey === 'credit.history') actions.push('export');
  // A Merchant Admin pays its merchant's unpaid bookings with its credit (`CREDIT_FUNCTIONS.redeem`).
  if (role === 'Merchant Admin' && menuKey === 'booking.list') actions.push('update');
  // A Merchant Admin manages its clients; both merchant roles open and answer cases.
  if (role === 'Merchant Admin' && menuKey === 'client.list') actions.push('update', 'status', 'export');
  if (role === 'Merchant Admin' && menuKey === 'client.create') actions.push('create');
  if (menuKey === 'support.cases') actions.push('create', 'reply');
  return actions;
}

/**
 * The FAC function each invoicing call needs (docs/ARCHITECTURE.md, Invoicing): drafting is
 * `create`/`update`, issuing is `update` on Manage Invoice (a Merchant User drafts, an admin
 * issues), deactivating is `status`; notes are `create`/`status` on Credit and Debit Notes.
 */
export const INVOICE_FUNCTIONS = {
  view: ['invoice.manage', 'view'],
  create: ['invoice.manage', 'create'],
  update: ['invoice.manage', 'update'],
  issue: ['invoice.manage', 'update'],
  deactivate: ['invoice.manage', 'status'],
  createNote: ['invoice.notes', 'create'],
  deactivateNote: ['invoice.notes', 'status'],
  enquire: ['invoice.adjustment', 'view'],
} as const satisfies Record<string, readonly [string, FunctionAction]>;

/**
 * The FAC function each credit call needs (docs/ARCHITECTURE.md, Credit). Deciding (approve,
 * reject, undo, and the credit-limit proposal's approval) also needs a staff Checker who did not
 * submit it (`credit-rules.ts`); proposing a limit is `update` on Credit Management.
 */
export const CREDIT_FUNCTIONS = {
  viewTopUps: ['credit.topup', 'view'],
  topUp: ['credit.topup', 'create'],
  cancelTopUp: ['credit.topup', 'status'],
  manage: ['credit.management', 'view'],
  decide: ['credit.management', 'approve'],
  proposeLimit: ['credit.management', 'update'],
  viewHistory: ['credit.history', 'view'],
  exportHistory: ['credit.history', 'export'],
  redeem: ['booking.list', 'update'],
} as const satisfies Record<string, readonly [string, FunctionAction]>;

/** The FAC function each merchant call needs (docs/ARCHITECTURE.md, Merchants). */
export const MERCHANT_FUNCTIONS = {
  view: ['merchant.list', 'view'],
  viewPending: ['merchant.pending', 'view'],
  create: ['merchant.create', 'create'],
  update: ['merchant.list', 'update'],
  status: ['merchant.list', 'status'],
  decide: ['merchant.pending', 'approve'],
  export: ['merchant.list', 'export'],
} as const satisfies Record<string, readonly [string, FunctionAction]>;

/** The FAC function each user call needs (docs/ARCHITECTURE.md, Users, roles and access control). */
export const USER_FUNCTIONS = {
  view: ['user.manage', 'view'],
  create: ['user.create', 'create'],
  update: ['user.manage', 'update'],
  status: ['user.manage', 'status'],
  delete: ['user.manage', 'delete'],
  decide: ['user.manage', 'approve'],
  export: ['user.manage', 'export'],
} as const satisfies Record<string, readonly [string, FunctionAction]>;

/** The FAC function each role and menu call needs (UAC and FAC screens). */
export const ROLE_FUNCTIONS = {
  viewMenus: ['access.uac', 'view'],
  viewFunctions: ['access.fac', 'view'],
  create: ['access.uac', 'create'],
  update: ['access.uac', 'update'],
  saveFunctions: ['access.fac', 'update'],
} as const satisfies Record<string, readonly [string, FunctionAction]>;

/** The FAC function each client call needs (docs/ARCHITECTURE.md, Clients). */
export const CLIENT_FUNCTIONS = {
  view: ['client.list', 'view'],
  create: ['client.create', 'create'],
  update: ['client.list', 'update'],
  status: ['client.list', 'status'],
  export: ['client.list', 'export'],
} as const satisfies Record<string, readonly [string, FunctionAction]>;

/** The FAC function each markup call needs (docs/ARCHITECTURE.md, Markups): staff define them. */
export const MARKUP_FUNCTIONS = {
  view: ['markup.list', 'view'],
  create: ['markup.create', 'create'],
  update: ['markup.list', 'update'],
  status: ['markup.list', 'status'],
  quote: ['markup.list', 'view'],
  export: ['markup.list', 'export'],
} as const satisfies Record<string, readonly [string, FunctionAction]>;

/** The FAC function each case call needs (docs/ARCHITECTURE.md, Cases). */
export const CASE_FUNCTIONS = {
  view: ['support.cases', 'view'],
  create: ['support.cases', 'create'],
  reply: ['support.cases', 'reply'],
  assign: ['support.cases', 'assign'],
  status: ['support.cases', 'status'],
  export: ['support.cases', 'export'],
} as const satisfies Record<string, readonly [string, FunctionAction]>;
