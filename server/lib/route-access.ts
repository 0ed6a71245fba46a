/**
 * Every call of the API declares who may make it, or the server does not start
 * (docs/security.md, "One policy"). A declaration is one of the middlewares below (or
 * `requirePermission`, which declares a function permission) placed in the route's chain:
 * - `publicCall`: anyone, signed in or not (sign-in, password reset, registration, health);
 * - `signedInCall`: any signed-in user, the handler itself scoping what it reads or changes to the
 *   caller (their own account, their menu, the pull shaped by the access policy);
 * - `requirePermission(...)`: a function permission of the access policy.
 * `assertRoutesDeclared` runs when the app is built: a route without a declaration is a
 * programming error found at boot, so a new route cannot skip the check by omission.
 */
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import type { AppBindings } from './context';

export type RouteAccess = 'public' | 'signed-in' | 'permission';

const DECLARED = new WeakMap<object, RouteAccess>();

/** Marks a middleware as a route's access declaration. */
export function declareAccess<T extends MiddlewareHandler<AppBindings>>(access: RouteAccess, handler: T): T {
  DECLARED.set(handler, access);
  return handler;
}

export const publicCall = declareAccess(
  'public',
  createMiddleware<AppBindings>((_c, next) => next()),
);

/** Any signed-in user; placed after `requireAuth`, which it checks has run. */
export const signedInCall = declareAccess(
  'signed-in',
  createMiddleware<AppBindings>(async (c, next) => {
    if (!c.get('user')) throw new ApiError(401, 'auth.unauthorized');
    await next();
  }),
);

type RouteEntry = { method: string; path: string; handler: unknown };

/**
 * Throws, naming them, when some routes under `prefix` have no access declaration in their chain.
 * Middleware mounted with `use` (method ALL) is not a route of its own; a declaration mounted so
 * (`.use(signedInCall)` on an area's sub-app, path `…/*`) covers every route of the area.
 */
export function assertRoutesDeclared(routes: readonly RouteEntry[], prefix: string): void {
  const isDeclared = (handler: unknown) => typeof handler === 'function' && DECLARED.has(handler);
  const covered = routes
    .filter((route) => route.method === 'ALL' && route.path.endsWith('/*') && isDeclared(route.handler))
    .map((route) => route.path.slice(0, -2));
  const declared = new Map<string, boolean>();
  for (const route of routes) {
    if (route.method === 'ALL' || !route.path.startsWith(prefix)) continue;
    const key = `${route.method} ${route.path}`;
    const byArea = covered.some((area) => route.path === area || route.path.startsWith(`${area}/`));
    declared.set(key, (declared.get(key) ?? false) || byArea || isDeclared(route.handler));
  }
  const missing = [...declared].filter(([, isDone]) => !isDone).map(([key]) => key);
  if (missing.length > 0) {
    throw new Error(
      `Routes without an access declaration (server/lib/route-access.ts): ${missing.join(', ')}`,
    );
  }
}

/** The declaration of a route's chain, for tests and the generated matrix. */
export const accessOf = (handler: unknown): RouteAccess | undefined =>
  typeof handler === 'function' ? DECLARED.get(handler) : undefined;
