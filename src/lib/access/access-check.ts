/**
 * The signed-in user's grants on the client. The mirrored row of their role is the freshest copy
 * (every pull brings a changed role), so it wins; before the mirror has it (the first seconds after
 * a first sign-in) the grants the session began with apply. The server checks every call anyway:
 * this only decides what the screens show.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { isAllowed, MENU_KEY_BY_PATH } from '../../contract';
import type { FunctionAction, Permissions, SessionUser } from '../../contract';
import { getMirror } from '../db';
import type { MirrorRow } from '../db';
import { AccessDeniedError } from '../errors/access-denied';

const RoleGrantsSchema = v.object({ menuKeys: v.array(v.string()), functions: v.array(v.string()) });

function grantsOfRow(row: MirrorRow | undefined): Permissions | undefined {
  const parsed = v.safeParse(RoleGrantsSchema, row);
  return parsed.success ? { menus: parsed.output.menuKeys, functions: parsed.output.functions } : undefined;
}

export async function readPermissions(user: SessionUser): Promise<Permissions> {
  const row = await getMirror()?.roles.get(user.roleId);
  return grantsOfRow(row) ?? user.permissions;
}

/** Throws AccessDeniedError unless the user may `action` on one of the menu items of `menuPaths`. */
export async function assertAccess(user: SessionUser, menuPaths: readonly string[], action: FunctionAction) {
  const permissions = await readPermissions(user);
  const allowed = menuPaths.some((path) => {
    const menuKey = MENU_KEY_BY_PATH.get(path);
    if (menuKey === undefined) throw new Error(`no menu item for ${path}`);
    return isAllowed(permissions, menuKey, action);
  });
  if (!allowed) throw new AccessDeniedError(menuPaths[0] ?? '');
}

/** Live grants for the screens: re-renders when a pull brings the role's new version. */
export function usePermissions(user: SessionUser): Permissions {
  const row = useLiveQuery(() => getMirror()?.roles.get(user.roleId), [user.roleId]);
  return grantsOfRow(row) ?? user.permissions;
}

/** `can('user.manage', 'status')` for the signed-in user, live. */
export function useCan(user: SessionUser) {
  const permissions = usePermissions(user);
  return (menuKey: string, action: FunctionAction) => isAllowed(permissions, menuKey, action);
}

/** Screens in the order the start page tries them; account settings is always open. */
const START_PATHS = [
  '/dashboard',
  '/merchant/view-merchant-listing',
  '/user/manage-user',
  '/merchant/pending-merchant-listing',
  '/organization/approval',
  '/uac',
  '/fac',
] as const;

export async function firstAllowedPath(
  user: SessionUser,
): Promise<(typeof START_PATHS)[number] | '/account-settings'> {
  const permissions = await readPermissions(user);
  return (
    START_PATHS.find((path) => isAllowed(permissions, MENU_KEY_BY_PATH.get(path) ?? '', 'view')) ??
    '/account-settings'
  );
}
