/**
 * The function-permission guard (FAC) of every protected call: after `requireAuth`, the caller's
 * role must hold at least one of the (menu, action) pairs, or the call answers 403. The grants
 * are re-read with the user on every call, so a saved change applies at once. The guard is also
 * the route's access declaration (route-access.ts) and remembers its grants, so tests can check
 * every route against the access policy (docs/security.md, "One policy").
 */
import { createMiddleware } from 'hono/factory';
import { isAllowedAny } from '../../src/contract';
import type { FunctionAction } from '../../src/contract';
import { ApiError } from './api-error';
import type { AppBindings } from './context';
import { declareAccess } from './route-access';

export type Requirement = readonly [menuKey: string, action: FunctionAction];

const REQUIREMENTS = new WeakMap<object, readonly Requirement[]>();

export function requirePermission(...anyOf: Requirement[]) {
  if (anyOf.length === 0) throw new Error('requirePermission needs at least one grant');
  const guard = declareAccess(
    'permission',
    createMiddleware<AppBindings>(async (c, next) => {
      if (!isAllowedAny(c.get('user').permissions, anyOf)) throw new ApiError(403, 'error.forbidden');
      await next();
    }),
  );
  REQUIREMENTS.set(guard, anyOf);
  return guard;
}

/** The grants a route handler requires, when it is a `requirePermission` guard. */
export const requirementsOf = (handler: unknown): readonly Requirement[] | undefined =>
  typeof handler === 'function' ? REQUIREMENTS.get(handler) : undefined;
