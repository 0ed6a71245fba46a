import { defaultSecondFactorRule } from '../../contract';
import type { CreateRole, MenuSave, Role, SecondFactorRule } from '../../contract';
import { enqueue, rowChange } from '../../lib/sync';

/**
 * The access-control writes, through the outbox like every change (docs/ARCHITECTURE.md, Offline core): the mirrored
 * row changes at once, marked pending, and the replayer sends the call. The server answers the
 * saved row, which replaces the optimistic one.
 */

/** A new role with the id made here; it holds nothing until menus are granted. */
export function createRole(input: CreateRole) {
  const row: Omit<Role, 'version'> = {
    ...input,
    secondFactor: input.secondFactor ?? defaultSecondFactorRule(input.scope),
    isSystem: false,
    menuKeys: [],
    functions: [],
    updatedAt: new Date().toISOString(),
  };
  return enqueue({
    entity: 'roles',
    entityId: input.id,
    baseVersion: 0,
    create: true,
    patch: row,
    request: { method: 'POST', path: '/UAC/createrole', body: input },
  });
}

/** Name, description and second-factor rule: the scope of a role never changes. */
export const updateRole = (
  role: Role,
  changes: { name?: string; description?: string; secondFactor?: SecondFactorRule },
) => enqueue(rowChange('roles', role, '/UAC/updaterole', changes));

export function saveRoleMenus(role: Role, menuKeys: string[]) {
  return enqueue({
    entity: 'roles',
    entityId: role.id,
    baseVersion: role.version,
    patch: { menuKeys },
    request: {
      method: 'POST',
      path: '/UAC/save',
      body: { roleId: role.id, baseVersion: role.version, menuKeys },
    },
  });
}

export function saveRoleFunctions(role: Role, functions: string[]) {
  return enqueue({
    entity: 'roles',
    entityId: role.id,
    baseVersion: role.version,
    patch: { functions },
    request: {
      method: 'POST',
      path: '/FAC/save',
      body: { roleId: role.id, baseVersion: role.version, functions },
    },
  });
}

/**
 * A new menu item or changes to one (the server upserts by id). Menu items carry no version the
 * client edits against, so the item's mirrored version is the base.
 */
export function saveMenuItem(input: MenuSave, current: { version: number } | null) {
  const { key, ...fields } = input;
  const path = input.type === 'Link' ? input.path : null;
  return enqueue({
    entity: 'menu',
    entityId: input.id,
    baseVersion: current?.version ?? 0,
    create: current === null,
    patch: current === null ? { ...fields, key, path } : { ...fields, path },
    request: { method: 'PUT', path: '/Menu/save', body: { ...input, path } },
  });
}
