/**
 * No one hands out more than they hold: a caller may give a user a role, or change a role's
 * grants, only when every menu and function of that role is one the caller holds too. This keeps
 * a user manager from creating a Super Admin and a role editor from raising their own powers.
 */
import type { Permissions, Role } from '../../src/contract';

export function holdsAll(caller: Permissions, granted: Permissions): boolean {
  const menus = new Set(caller.menus);
  const functions = new Set(caller.functions);
  return granted.menus.every((key) => menus.has(key)) && granted.functions.every((key) => functions.has(key));
}

/** A role's grants as the permissions they give. */
export const grantsOf = (role: Role): Permissions => ({ menus: role.menuKeys, functions: role.functions });
