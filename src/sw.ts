/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The service worker (docs/ARCHITECTURE.md, "Installable app"). It precaches the app shell and
 * answers every app navigation with index.html, so a signed-in user starts the app with no network.
 * It never caches `/api/` (data lives in Dexie) nor `builds/` (the update check must reach the
 * server). A new worker waits until the user accepts the in-app prompt (`SKIP_WAITING`).
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

// Removes caches of older Workbox precache formats only. This worker's own precache drops the
// entries of the previous build when it activates, i.e. after the user accepted the reload.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/builds\//],
  }),
);
// The first worker takes the page it was installed from, so lazy chunks loaded later come from
// the precache too. Later workers activate only through SKIP_WAITING, followed by a reload.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'GET_BUILD_ID') event.ports[0]?.postMessage(BUILD_ID);
});
