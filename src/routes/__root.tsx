import { useLingui } from '@lingui/react/macro';
import { Outlet, createRootRoute, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { ensureWholeCatalog } from '../lib/i18n/i18n';
import { isSignInPath } from '../lib/i18n/sign-in-paths';
import { blockExternalLinks } from '../features/shell/external-links';
import { LoadingBar } from '../ui/loading-bar';
import { AppToaster, toaster } from '../ui/toaster';

export const Route = createRootRoute({
  // A sign-in page's first visit loaded only its own messages; any other screen waits
  // for the whole catalog of the language.
  beforeLoad: ({ location }) => (isSignInPath(location.pathname) ? undefined : ensureWholeCatalog()),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  // An error raised during navigation is the application error until the next successful
  // navigation: the router resets this boundary when the location changes (docs/product.md, Error pages).
  // React logs what the boundary caught (main.tsx: faults, not the expected 401).
  errorComponent: ({ error }) => <ErrorPage error={error} />,
});

function RootLayout() {
  const { t } = useLingui();
  const isNavigating = useRouterState({ select: (state) => state.status === 'pending' });

  useEffect(
    () =>
      blockExternalLinks((url) =>
        toaster.create({ type: 'error', title: t`This link leads outside the app and is blocked: ${url}` }),
      ),
    [t],
  );

  return (
    <>
      <LoadingBar isActive={isNavigating} />
      <Outlet />
      <AppToaster />
    </>
  );
}
