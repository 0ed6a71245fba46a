/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { userOfSyncTag } from './lib/pwa/background-sync';
import { replayInWorker } from './lib/pwa/worker-replay';

/**
 * The service worker (docs/ARCHITECTURE.md, "Installable app"). It precaches the app shell and
 * answers every app navigation with index.html, so a signed-in user starts the app with no network.
 * It never caches `/api/` (data lives in Dexie) nor `builds/` (the update check must reach the
 * server). A new worker waits until the user accepts the in-app prompt (`SKIP_WAITING`).
 */
type SyncEvent = ExtendableEvent & { tag: string; lastChance: boolean };
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

// Background replay: the page registered `bo-portal-outbox:<userId>` while changes were queued.
// The worker replays with the app's code under the same Web Lock as the tabs, so whoever comes
// second finds the queue drained. A pass that must wait makes the browser retry later.
self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  const userId = userOfSyncTag(sync.tag);
  if (!userId) return;
  sync.waitUntil(
    (async () => {
      const outcome = await replayInWorker(userId);
      if (outcome === 'retry-later' && !sync.lastChance) throw new Error('[sw] outbox replay: retry later');
    })(),
  );
});
