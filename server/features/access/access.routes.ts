/** /UAC/* (roles and their menu grants) and /FAC/* (their function grants), SPEC §7. */
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { mutation } from '../../lib/idempotency';
import { requireAuth } from '../../lib/auth/require-auth';
import { fullMenu } from './full-menu';
import { createRole } from './create-role';
import { getRole } from './get-role';
import { listRoles, roleDropDown } from './list-roles';
import { requirePermission as can } from '../../lib/require-permission';
import { saveRoleFunctions, saveRoleMenus } from './save-role-grants';
import { updateRole } from './update-role';

const VIEW_ACCESS = [
  ['access.uac', 'view'],
  ['access.fac', 'view'],
] as const;

export function uacRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  // Fixed paths first: `/:role` would otherwise match them.
  return new Hono<AppBindings>()
    .get('/getrolelist', auth, can(...VIEW_ACCESS), listRoles(deps))
    .get(
      '/getroledropdown',
      auth,
      can(['user.create', 'create'], ['user.manage', 'view'], ...VIEW_ACCESS),
      roleDropDown(deps),
    )
    .get('/menu', auth, can(...VIEW_ACCESS), fullMenu(deps))
    .post('/createrole', auth, can(['access.uac', 'create']), mutation(deps), createRole())
    .post('/updaterole', auth, can(['access.uac', 'update']), mutation(deps), updateRole())
    .post('/save', auth, can(['access.uac', 'update']), mutation(deps), saveRoleMenus())
    .get('/:role', auth, can(...VIEW_ACCESS), getRole(deps));
}

export function facRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().post(
    '/save',
    requireAuth(deps),
    can(['access.fac', 'update']),
    mutation(deps),
    saveRoleFunctions(),
  );
}
