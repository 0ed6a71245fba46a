/**
 * Route guards of the signed-in screens: `beforeLoad: requireAccess('/uac')` lets a user
 * open a screen only when their role holds the menu and its function; otherwise the route throws
 * AccessDeniedError and the root error component shows the 401 page. This file stays tiny: route
 * options are in the entry bundle (the /login page too), so the check itself, which reads the
 * IndexedDB mirror, is loaded only when a guarded route is entered.
 */
import type { FunctionAction, SessionUser } from '../../contract';

type GuardArgs = { context: { user: SessionUser } };

/** Allowed when the user may `action` on any of the menu items of `menuPaths`. */
export const requireAccess =
  (menuPaths: string | readonly string[], action: FunctionAction = 'view') =>
  async ({ context }: GuardArgs) => {
    const { assertAccess } = await import('./access-check');
    await assertAccess(context.user, typeof menuPaths === 'string' ? [menuPaths] : menuPaths, action);
  };
