/** GET /UAC/{role}: one role (by id) with its menu and function grants. */
import type { Context } from 'hono';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { isUuid } from '../../lib/scope';
import { findRole } from '../../resources/roles';

export function getRole({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const id = c.req.param('role') ?? '';
    const role = isUuid(id) ? await findRole(db, id) : null;
    if (!role) throw new ApiError(404, 'error.notFound');
    return ok(c, role);
  };
}
