import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { ensureSession, getSessionUser } from '../features/auth/session-store';

/**
 * The print layout: the sign-in guard and the user's mirror like `_app`, but none of the app's
 * chrome (navigation, navbar, footer), so a document prints as the page itself. It reads only the
 * mirror, so it prints offline too.
 */
export const Route = createFileRoute('/_print')({
  beforeLoad: async ({ location }) => {
    const user = (await ensureSession()) ? getSessionUser() : null;
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
    const { startSync } = await import('../lib/sync');
    await startSync({ userId: user.userID });
    return { user };
  },
  component: Outlet,
});
