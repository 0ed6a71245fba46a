/**
 * A role's grants as they travel (docs/ARCHITECTURE.md, Users, roles and access control; the
 * model is in permissions.ts). A module of its own: the signed-in user's session carries them,
 * and the session is read on the first visit of /login, before any menu is needed.
 */
import * as v from 'valibot';

export const PermissionsSchema = v.object({
  menus: v.array(v.string()),
  functions: v.array(v.string()),
});
export type Permissions = v.InferOutput<typeof PermissionsSchema>;
