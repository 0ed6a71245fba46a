import { Outlet, createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { ensureSession, getSessionUser, useSessionUser } from '../features/auth/session-store';
import { UserMenu } from '../features/auth/user-menu';
import { SideNav } from '../features/menu/side-nav';
import { useMenu } from '../features/menu/use-menu';
import { AppShell } from '../ui/app-shell';
import { LanguageSwitcher } from '../ui/language-switcher';

/** The sign-in guard and the default layout of every signed-in screen. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    const user = (await ensureSession()) ? getSessionUser() : null;
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { user };
  },
  component: AppLayout,
});

function AppLayout() {
  const { user: guardedUser } = Route.useRouteContext();
  const user = useSessionUser() ?? guardedUser;
  const menu = useMenu(user.userID);
  const router = useRouter();
  const navigate = useNavigate();
  return (
    <AppShell
      nav={
        <SideNav
          items={menu.items}
          status={menu.status}
          isAvailable={(path) => path in router.routesByPath}
        />
      }
      navbarEnd={
        <>
          <LanguageSwitcher />
          <UserMenu
            user={user}
            onSignOut={() => void navigate({ to: '/logout' })}
            onOpenSettings={() => void navigate({ to: '/account-settings' })}
          />
        </>
      }
    >
      <Outlet />
    </AppShell>
  );
}
