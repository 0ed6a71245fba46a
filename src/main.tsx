import { I18nProvider } from '@lingui/react';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isAccessDenied } from './lib/errors/access-denied';
import { i18n, startLocale } from './lib/i18n/i18n';
import { captureInstallPrompt } from './lib/pwa/install';
import { routeTree } from './routeTree.gen';
import { Loading } from './ui/loading';
import './index.css';

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingComponent: Loading,
  scrollRestoration: true,
});

// Chromium may offer installation at any time: keep the event for the navbar's "Install app".
captureInstallPrompt();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

await startLocale(window.location.pathname);

createRoot(document.getElementById('root') as HTMLElement, {
  // React logs every error an error boundary caught. A denied screen is the router's expected
  // answer (the 401 page), not a fault: it is not logged; anything else still is.
  onCaughtError: (error) => {
    if (!isAccessDenied(error)) console.error(error);
  },
}).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
