/**
 * The function-permission guard (FAC, issue 5) of every protected call: after `requireAuth`, the
 * caller's role must hold at least one of the (menu, action) pairs, or the call answers 403.
 * The grants are re-read with the user on every call, so a saved change applies at once.
 */
import { createMiddleware } from 'hono/factory';
import { isAllowedAny } from '../../src/contract';
import type { FunctionAction } from '../../src/contract';
import { ApiError } from './api-error';
import type { AppBindings } from './context';

export type Requirement = readonly [menuKey: string, action: FunctionAction];

export function requirePermission(...anyOf: Requirement[]) {
  return createMiddleware<AppBindings>(async (c, next) => {
    if (!isAllowedAny(c.get('user').permissions, anyOf)) throw new ApiError(403, 'error.forbidden');
    await next();
  });
}
