/** Seeds the built-in roles and the menu tree of the contract, with each role's menu grants. */
import { BUILT_IN_MENU, defaultFunctions, defaultSecondFactorRule } from '../../../src/contract';
import type { BuiltInItem } from '../../../src/contract';
import type { Queryable } from '../client';
import { insertRows } from './insert-rows';
import { createRng } from './prng';
import type { SeedRoles } from './users';

type MenuRow = {
  id: string;
  parent_id: string | null;
  key: string;
  title: string;
  type: string;
  path: string | null;
  icon: string | null;
  sort_order: number;
  roles: readonly string[];
};

function flattenMenu(items: readonly BuiltInItem[], parentId: string | null, uuid: () => string): MenuRow[] {
  return items.flatMap((item, position) => {
    const id = uuid();
    const { children = [], roles, ...rest } = item;
    const row: MenuRow = { id, parent_id: parentId, ...rest, sort_order: position, roles };
    return [row, ...flattenMenu(children, id, uuid)];
  });
}

/**
 * `demo`: the demo's accounts share a public password, so a second factor would guard nothing and
 * its sign-in stays one step; a deployment's Super Admin role requires it of its Checkers
 * (docs/security.md, "Second factor").
 */
export async function seedAccess(db: Queryable, seed: number, demo: boolean): Promise<SeedRoles> {
  const rng = createRng(seed);
  const roles: SeedRoles = { superAdmin: rng.uuid(), merchantAdmin: rng.uuid(), merchantUser: rng.uuid() };
  const staffRule = demo ? 'none' : defaultSecondFactorRule('staff');
  await insertRows(
    db,
    'roles',
    { id: 'uuid', name: 'text', scope: 'text', is_system: 'boolean', second_factor: 'text' },
    [
      {
        id: roles.superAdmin,
        name: 'Super Admin',
        scope: 'staff',
        is_system: true,
        second_factor: staffRule,
      },
      {
        id: roles.merchantAdmin,
        name: 'Merchant Admin',
        scope: 'merchant',
        is_system: true,
        second_factor: 'none',
      },
      {
        id: roles.merchantUser,
        name: 'Merchant User',
        scope: 'merchant',
        is_system: true,
        second_factor: 'none',
      },
    ],
  );
  const menus = flattenMenu(BUILT_IN_MENU, null, rng.uuid);
  await insertRows(
    db,
    'menus',
    {
      id: 'uuid',
      parent_id: 'uuid',
      key: 'text',
      title: 'text',
      type: 'text',
      path: 'text',
      icon: 'text',
      sort_order: 'integer',
    },
    menus,
  );
  const grants = menus.flatMap((menu) => [
    { role: 'Super Admin' as const, role_id: roles.superAdmin, menu },
    ...(menu.roles.includes('Merchant Admin')
      ? [{ role: 'Merchant Admin' as const, role_id: roles.merchantAdmin, menu }]
      : []),
    ...(menu.roles.includes('Merchant User')
      ? [{ role: 'Merchant User' as const, role_id: roles.merchantUser, menu }]
      : []),
  ]);
  await insertRows(
    db,
    'role_menus',
    { role_id: 'uuid', menu_id: 'uuid' },
    grants.map(({ role_id, menu }) => ({ role_id, menu_id: menu.id })),
  );
  const functions = grants.flatMap(({ role, role_id, menu }) =>
    defaultFunctions(role, menu.key).map((action) => ({ role_id, menu_id: menu.id, action })),
  );
  await insertRows(db, 'role_functions', { role_id: 'uuid', menu_id: 'uuid', action: 'text' }, functions);
  return roles;
}
