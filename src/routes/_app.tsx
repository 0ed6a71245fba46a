import { useLingui } from '@lingui/react/macro';
import { Outlet, createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { ensureSession, getSessionUser, useSessionUser } from '../features/auth/session-store';
import { SignOutDialog } from '../features/auth/sign-out-dialog';
import { useIdleSignOut } from '../features/auth/use-idle-sign-out';
import { UserMenu } from '../features/auth/user-menu';
import { HelpLink } from '../features/help/help-link';
import { helpPathFor } from '../features/help/help-routes';
import { menuPages } from '../features/menu/menu-pages';
import { SideNav } from '../features/menu/side-nav';
import { useMenu } from '../features/menu/use-menu';
import { AppFooter } from '../features/shell/app-footer';
import { CustomizerButton, useCustomizer } from '../features/shell/customizer-launcher';
import { NavbarPreferences } from '../features/shell/navbar-preferences';
import { NotificationBell } from '../features/notifications/notification-bell';
import { SearchLauncher } from '../features/shell/search-launcher';
import { Shortcuts } from '../features/shell/shortcuts';
import { updateLayoutPrefs, useLayoutPrefs, watchSystemScheme } from '../lib/prefs/layout-prefs';
import { requestBackgroundReplay } from '../lib/pwa/background-sync';
import { useReloadHold } from '../lib/pwa/reload-blockers';
import { useSyncStatus } from '../lib/sync';
import { AppShell } from '../ui/app-shell';
import { OfflineBanner } from '../ui/offline-banner';
import { BootstrapProgressBar, SyncStatusBar } from '../ui/sync-status-bar';

/**
 * The service worker and the update prompt, in production builds only (the dev server has no
 * sw.js). Registered from the signed-in layout: only a signed-in user can use the app offline,
 * and /login stays within its JS budget.
 */
const UpdatePrompt = import.meta.env.PROD ? lazy(() => import('../ui/update-prompt')) : null;

/** The sign-in guard and the default layout of every signed-in screen; starts the user's sync. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    const user = (await ensureSession()) ? getSessionUser() : null;
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
    // Loaded here, not imported above: the route tree is in every entry bundle, /login included,
    // and the sign-in page must not carry IndexedDB code.
    const { startSync } = await import('../lib/sync');
    await startSync({ userId: user.userID });
    return { user };
  },
  component: AppLayout,
});

function AppLayout() {
  const { user: guardedUser } = Route.useRouteContext();
  const user = useSessionUser() ?? guardedUser;
  const menu = useMenu(user.userID, user.roleId);
  const router = useRouter();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const layout = useLayoutPrefs();
  const canOpen = useCallback((path: string) => path in router.routesByPath, [router]);
  const pages = useMemo(() => menuPages(menu.items, i18n, canOpen), [menu.items, i18n, canOpen]);
  // index.html applied the saved theme before the first paint; "system" follows the device live.
  useEffect(() => watchSystemScheme(), []);
  const { pendingCount, failedCount, conflictCount, phase } = useSyncStatus();
  // An app update never reloads while the outbox is being sent (it waits and says why).
  useReloadHold(phase === 'replaying', 'replaying');
  // While changes wait, ask the browser to wake the service worker to send them when the network
  // returns, even if the app is closed by then (Background Sync, where supported).
  useEffect(() => {
    if (pendingCount > 0) void requestBackgroundReplay(user.userID);
  }, [pendingCount, user.userID]);
  const customizer = useCustomizer();
  const [isConfirmingSignOut, setConfirmingSignOut] = useState(false);
  const unsent = pendingCount + failedCount + conflictCount;

  // The idle timeout signs out of the device and keeps the outbox (docs/security.md).
  useIdleSignOut(useCallback(() => void navigate({ to: '/logout', search: { reason: 'idle' } }), [navigate]));

  return (
    <AppShell
      layout={layout}
      onToggleCollapsed={() => updateLayoutPrefs({ isVerticalNavCollapsed: !layout.isVerticalNavCollapsed })}
      nav={<SideNav items={menu.items} status={menu.status} isAvailable={canOpen} />}
      navbarStart={
        <>
          <SearchLauncher pages={pages} canOpen={canOpen} onGo={(to) => void navigate({ to })} />
          <Shortcuts userId={user.userID} pages={pages} />
        </>
      }
      navbarEnd={
        <>
          <SyncStatusBar />
          <NavbarPreferences />
          <CustomizerButton onOpen={customizer.open} />
          <HelpLink />
          <NotificationBell />
          <UserMenu
            user={user}
            onSignOut={() => setConfirmingSignOut(true)}
            onOpenSettings={() => void navigate({ to: '/account-settings' })}
            onOpenHelp={() => void navigate({ to: helpPathFor(router.state.location.pathname) })}
          />
        </>
      }
      banner={
        <>
          <OfflineBanner />
          <BootstrapProgressBar />
        </>
      }
      footer={<AppFooter />}
      navbarHiddenTools={<CustomizerButton onOpen={customizer.open} />}
    >
      <Outlet />
      {customizer.drawer}
      {UpdatePrompt && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      <SignOutDialog
        open={isConfirmingSignOut}
        onOpenChange={setConfirmingSignOut}
        unsentCount={unsent}
        onConfirm={({ wipe }) => void navigate({ to: '/logout', search: { wipe } })}
      />
    </AppShell>
  );
}
