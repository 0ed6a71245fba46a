/**
 * /UAC/* (roles and their menu grants) and /FAC/* (their function grants); docs/product.md, Roles and levels.
 */
import { Hono } from 'hono';
import {
  CreateRoleSchema,
  ROLE_FUNCTIONS as F,
  SaveRoleFunctionsSchema,
  SaveRoleMenusSchema,
  UpdateRoleSchema,
  USER_FUNCTIONS,
} from '../../../src/contract';
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
import { jsonBody } from '../../lib/route-input';

const VIEW_ACCESS = [F.viewMenus, F.viewFunctions] as const;

export function uacRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  // Fixed paths first: `/:role` would otherwise match them.
  return new Hono<AppBindings>()
    .get('/getrolelist', auth, can(...VIEW_ACCESS), listRoles(deps))
    .get(
      '/getroledropdown',
      auth,
      can(USER_FUNCTIONS.create, USER_FUNCTIONS.view, ...VIEW_ACCESS),
      roleDropDown(deps),
    )
    .get('/menu', auth, can(...VIEW_ACCESS), fullMenu(deps))
    .post('/createrole', auth, can(F.create), mutation(deps), jsonBody(CreateRoleSchema), createRole())
    .post('/updaterole', auth, can(F.update), mutation(deps), jsonBody(UpdateRoleSchema), updateRole())
    .post('/save', auth, can(F.update), mutation(deps), jsonBody(SaveRoleMenusSchema), saveRoleMenus())
    .get('/:role', auth, can(...VIEW_ACCESS), getRole(deps));
}

export function facRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().post(
    '/save',
    requireAuth(deps),
    can(F.saveFunctions),
    mutation(deps),
    jsonBody(SaveRoleFunctionsSchema),
    saveRoleFunctions(),
  );
}
