import { expect, test, type BrowserContext } from './fixtures';
import { signIn } from './helpers';
import { chooseStatusAction } from './row-actions';

const LIST = '/merchant/view-merchant-listing';

async function serverStatus(context: BrowserContext, name: string): Promise<string | undefined> {
  const refresh = await context.request.post('/api/v1/bo/General/refresh-token');
  const token = ((await refresh.json()) as { data: { accessToken: string } }).data.accessToken;
  const response = await context.request.get('/api/v1/bo/Merchant/merchantListPage', {
    params: { merchantName: name, pageSize: 10 },
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { items: { merchantName: string; status: string }[] } };
  return body.data.items.find((item) => item.merchantName === name)?.status;
}

test('background replay: a change queued offline is sent by the service worker after the app is closed', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, 'admin');
  await page.goto(LIST);
  await expect(page.getByText(/Showing 1–10 of \d+/)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const hasBackgroundSync = await page.evaluate(async () => 'sync' in (await navigator.serviceWorker.ready));
  test.skip(!hasBackgroundSync, 'this browser has no Background Sync');

  await context.setOffline(true);
  // The first row that offers a status change: a merchant that is not approved is never activated.
  const row = page
    .getByRole('table', { name: 'Merchants' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Actions for / }) })
    .first();
  const name = (await row.getByRole('rowheader').innerText()).replace('Pending sync', '').trim();
  const isDeactivating = (await chooseStatusAction(row)) === 'Deactivate';
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: isDeactivating ? 'Deactivate' : 'Activate' })
    .click();
  await expect(page.getByRole('link', { name: 'Pending changes: 1' })).toBeVisible();

  // The app asked for a background sync for this user's outbox.
  const tags = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags: () => Promise<string[]> };
    };
    return registration.sync.getTags();
  });
  const tag = tags.find((candidate) => candidate.startsWith('bo-portal-outbox:'));
  expect(tag).toBeDefined();

  // Close the app, then the network comes back and the browser fires the sync (driven through
  // the DevTools protocol, as the Application panel's "Sync" button does).
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);
  const cdp = await context.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = (registrations as { registrationId: string; scopeURL: string; isDeleted: boolean }[]).find(
        (registration) => registration.scopeURL.startsWith(baseURL ?? '') && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(baseURL ?? '').origin,
    registrationId: await registrationId,
    tag: tag as string,
    lastChance: false,
  });

  // The worker empties the outbox (read straight from IndexedDB on a same-origin page that is not
  // the app), and only then the test asks the server (one refresh at a time, like the app).
  await blank.goto('/manifest.webmanifest');
  const database = `bo-portal-${(tag as string).slice('bo-portal-outbox:'.length)}`;
  const outboxCount = () =>
    blank.evaluate(
      (name) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('outbox').objectStore('outbox').count();
            count.onsuccess = () => {
              open.result.close();
              resolve(count.result);
            };
          };
        }),
      database,
    );
  await expect.poll(outboxCount, { timeout: 20_000 }).toBe(0);
  expect(await serverStatus(context, name)).toBe(isDeactivating ? 'Inactive' : 'Active');

  // Opening the app again: nothing left to send.
  await blank.goto(LIST);
  await expect(blank.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
});
