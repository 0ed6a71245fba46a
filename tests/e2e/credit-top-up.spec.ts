import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { expectNoViolations } from './axe';
import { apiToken, chooseLanguage, signIn } from './helpers';
import { chooseRowAction, rowActionsButton } from './row-actions';

/**
 * A merchant tops up from a device with no signal: the form and its bank-in slip are
 * kept on the device through a reload, then uploaded once when the connection returns.
 */

const SLIP = 'tests/fixtures/files/bank-in-slip.jpg';
const NOT_AN_IMAGE = 'tests/fixtures/files/not-an-image.png';
const PDF = 'tests/fixtures/files/bank-in-slip.pdf';
/** The header of an iPhone's HEIC photo: Chromium cannot decode it. */
const HEIC = 'tests/fixtures/files/photo.heic';

const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

type TopUpItem = {
  id: string;
  referenceNumber: string;
  status: string;
  slip: { size: number; type: string } | null;
};

/** The IndexedDB records of a store of the user's mirror, counted on a same-origin page that is not the app. */
const countRecords = (page: Page, database: string, store: string) =>
  page.evaluate(
    ([name, storeName]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction(storeName).objectStore(storeName).count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
    [database, store] as const,
  );

test('offline: a top-up with its slip survives a reload, shows in Pending changes, and is uploaded once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchant.user');
  await page.goto('/credit/top-up');
  // The menu's item leads here (it said "Coming soon" before the screen existed).
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Top Up' }),
  ).toHaveAttribute('href', '/credit/top-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Top Up' })).toBeVisible();
  await expect(page.getByText(/Showing 1–\d+ of \d+/)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => isControlled(page), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');

  const reference = `E2E-${Date.now()}`;
  const form = page.getByRole('region', { name: 'Top Up' });
  await form.getByLabel('Amount (RM)').fill('1,500.00');
  await form.getByLabel('Payment method').selectOption({ label: 'DuitNow transfer (DUITNOW)' });
  await form.getByLabel('Bank name').fill('Maybank');
  await form.getByLabel('Account number').fill('514012345678');
  await form.getByLabel('Reference number').fill(reference);
  // Today (the form's default date) at midnight: never in the future.
  await form.getByLabel('Bank-in time').fill('00:00');
  await form.getByLabel('Bank-in slip').setInputFiles(SLIP);
  await expect(form.getByRole('img', { name: 'Preview of bank-in-slip.jpg' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit top-up' }).click();

  const list = page.getByRole('table', { name: 'Top-ups' });
  const row = list.getByRole('row', { name: new RegExp(reference) });
  await expect(row.getByText('Pending sync')).toBeVisible();
  await expect(row.getByText('RM 1,500.00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pending changes: 1' })).toBeVisible();
  // The form is ready for the next one.
  await expect(form.getByLabel('Reference number')).toHaveValue('');

  // Pending changes shows the top-up with its slip's thumbnail and size.
  const checkPending = async () => {
    const item = page.getByRole('listitem', {
      name: new RegExp(`Top-up of RM.1,500\\.00, reference ${reference}`),
    });
    await expect(item).toBeVisible();
    const thumbnail = item.getByRole('img', { name: 'Thumbnail of bank-in-slip.jpg' });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(item.getByText(/bank-in-slip\.jpg · 32 kB/)).toBeVisible();
  };
  await page.getByRole('link', { name: 'Pending changes: 1' }).click();
  await checkPending();

  // A reload with no network: the op, the row and the slip are still on the device.
  await page.reload();
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');
  await checkPending();
  await page.goto('/credit/top-up');
  await expect(row.getByText('Pending sync')).toBeVisible();

  // Online again: it is sent, once.
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Pending sync')).toHaveCount(0);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  // As the admin, through the real API: exactly one top-up with that reference, with the slip's bytes.
  const token = await apiToken(request, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const found = await request.get('/api/v1/bo/Credit/topUpListPage', {
    headers,
    params: { referenceNumber: reference, pageSize: 50 },
  });
  expect(found.ok()).toBe(true);
  const page1 = ((await found.json()) as { data: { items: TopUpItem[]; totalCount: number } }).data;
  expect(page1.totalCount).toBe(1);
  const [topUp] = page1.items;
  expect(topUp).toMatchObject({
    referenceNumber: reference,
    status: 'Pending',
    slip: { type: 'image/jpeg' },
  });
  const slip = await request.get(`/api/v1/bo/Credit/slip/${topUp?.id}`, { headers });
  expect(slip.ok()).toBe(true);
  // A small photo is kept as it is: the server holds the very bytes that were picked.
  expect(Buffer.compare(await slip.body(), readFileSync(SLIP))).toBe(0);

  // A row opens the top-up's detail.
  await row.getByRole('cell').first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Top-up ${reference}` })).toBeVisible();
});

test('a file that is not an image or PDF, or a HEIC photo the browser cannot read, is refused at the form, by its bytes, in both languages', async ({
  page,
}) => {
  await signIn(page, 'merchant.user');
  await page.goto('/credit/top-up');
  const form = page.getByRole('region', { name: 'Top Up' });
  // An executable renamed .png: its first bytes say so.
  await form.getByLabel('Bank-in slip').setInputFiles(NOT_AN_IMAGE);
  await expect(
    form.getByText('This file type is not accepted. Attach a JPEG, PNG or WebP image, or a PDF.'),
  ).toBeVisible();
  await expect(form.getByRole('img')).toHaveCount(0);
  // A HEIC photo where the browser cannot read it: refused with its own advice.
  await form.getByLabel('Bank-in slip').setInputFiles(HEIC);
  await expect(
    form.getByText(
      'HEIC photos cannot be read here. Attach a JPEG or PNG, or set the camera to its most compatible format.',
    ),
  ).toBeVisible();
  // The form with its messages and the list, as assistive technology reads them.
  await form.getByRole('button', { name: 'Submit top-up' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  // The first field in error takes the focus.
  await expect(form.getByLabel('Amount (RM)')).toBeFocused();
  await expect(page.getByText(/Showing 1–\d+ of \d+/)).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page);

  await chooseLanguage(page, 'Bahasa Malaysia');
  const borang = page.getByRole('region', { name: 'Tambah Nilai' });
  await borang.getByLabel('Slip bank-in').setInputFiles(NOT_AN_IMAGE);
  await expect(
    borang.getByText('Jenis fail ini tidak diterima. Lampirkan imej JPEG, PNG atau WebP, atau PDF.'),
  ).toBeVisible();
  await chooseLanguage(page, 'English');
});

test('a merchant who submits a slip already submitted is told so, and the top-up is kept for the Checker', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'merchant.user');
  await page.goto('/credit/top-up');
  await expect(page.getByText(/Showing 1–\d+ of \d+/)).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('region', { name: 'Top Up' });
  const submit = async (reference: string) => {
    await form.getByLabel('Amount (RM)').fill('120');
    await form.getByLabel('Payment method').selectOption('IBG');
    await form.getByLabel('Bank name').fill('RHB Bank');
    await form.getByLabel('Account number').fill('2123456789');
    await form.getByLabel('Reference number').fill(reference);
    await form.getByLabel('Bank-in time').fill('00:00');
    await form.getByLabel('Bank-in slip').setInputFiles(SLIP);
    await form.getByRole('button', { name: 'Submit top-up' }).click();
    await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
  };
  // The same slip twice: the second is certainly one the server has seen.
  await submit(`E2E-DUP-A-${Date.now()}`);
  const second = `E2E-DUP-B-${Date.now()}`;
  await submit(second);
  const notice = page.getByRole('status').filter({ hasText: 'Duplicate slip' });
  await expect(notice).toContainText(`The slip of top-up ${second} was already submitted on`);
  await expect(notice).toContainText('a Checker compares both slips before deciding');
  // Kept, not refused: the top-up waits for a Checker, marked as the Checker sees it.
  const row = page.getByRole('table', { name: 'Top-ups' }).getByRole('row', { name: new RegExp(second) });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('Duplicate slip')).toBeVisible();
  await expectNoViolations(page);

  await chooseLanguage(page, 'Bahasa Malaysia');
  await expect(page.getByRole('status').filter({ hasText: 'Penyemak akan membandingkan' })).toContainText(
    `Slip bagi tambah nilai ${second} telah pun dihantar pada`,
  );
  await chooseLanguage(page, 'English');
});

test.describe('the page replays the upload itself', () => {
  // About the page's own replayer: with the service worker, a Background Sync replay could send
  // the retry from the worker, where the page does not see the request.
  test.use({ serviceWorkers: 'block' });

  test('an upload whose answer is lost is sent again whole under the same key and stored once; a merchant admin cancels it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'merchant.admin');
    await page.goto('/credit/top-up');
    await expect(page.getByText(/Showing 1–\d+ of \d+/)).toBeVisible({ timeout: 30_000 });

    // The server stores the top-up and its slip, then drops the connection before answering
    // (its test-mode fault): the device cannot know, so it sends it all again.
    const sent: { key: string | null; replayed: string | null; status: number; bytes: number }[] = [];
    let dropped = false;
    await page.route('**/api/v1/bo/Credit/topUp', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.continue({
        headers: { ...route.request().headers(), 'x-test-fault': 'drop-after-commit' },
      });
    });
    const bytesOf = (body: Buffer | null) => body?.length ?? 0;
    page.on('response', (response) => {
      if (!response.url().endsWith('/Credit/topUp')) return;
      const sentRequest = response.request();
      sent.push({
        key: sentRequest.headers()['idempotency-key'] ?? null,
        replayed: response.headers()['idempotent-replayed'] ?? null,
        status: response.status(),
        bytes: bytesOf(sentRequest.postDataBuffer()),
      });
    });
    page.on('requestfailed', (failed) => {
      if (!failed.url().endsWith('/Credit/topUp')) return;
      sent.push({
        key: failed.headers()['idempotency-key'] ?? null,
        replayed: null,
        status: 0,
        bytes: bytesOf(failed.postDataBuffer()),
      });
    });

    const reference = `E2E-PDF-${Date.now()}`;
    const form = page.getByRole('region', { name: 'Top Up' });
    await form.getByLabel('Amount (RM)').fill('250');
    await form.getByLabel('Payment method').selectOption('IBG');
    await form.getByLabel('Bank name').fill('CIMB Bank');
    await form.getByLabel('Account number').fill('8001234567');
    await form.getByLabel('Reference number').fill(reference);
    await form.getByLabel('Bank-in time').fill('00:00');
    // A PDF is kept as it is: its name and size, no image.
    await form.getByLabel('Bank-in slip').setInputFiles(PDF);
    await expect(form.getByText('bank-in-slip.pdf')).toBeVisible();
    await expect(form.getByRole('img')).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit top-up' }).click();

    await expect.poll(() => sent.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
    expect(sent.length).toBe(2);
    expect(sent[0]?.status).toBe(0);
    expect(sent[1]).toMatchObject({ key: sent[0]?.key, replayed: 'true', status: 200 });
    // Sent whole both times: the same multipart body, slip included.
    expect(sent[1]?.bytes).toBe(sent[0]?.bytes);
    expect(sent[1]?.bytes).toBeGreaterThan(readFileSync(PDF).length);

    const token = await apiToken(request, 'admin');
    const headers = { Authorization: `Bearer ${token}` };
    const listed = async () => {
      const answer = await request.get('/api/v1/bo/Credit/topUpListPage', {
        headers,
        params: { referenceNumber: reference },
      });
      return ((await answer.json()) as { data: { items: TopUpItem[]; totalCount: number } }).data;
    };
    const once = await listed();
    expect(once.totalCount).toBe(1);
    expect(once.items[0]).toMatchObject({ status: 'Pending', slip: { type: 'application/pdf' } });

    // A merchant admin cancels a Pending top-up, with the reason the dialog requires.
    const row = page
      .getByRole('table', { name: 'Top-ups' })
      .getByRole('row', { name: new RegExp(reference) });
    await chooseRowAction(row, 'Cancel top-up');
    const dialog = page.getByRole('alertdialog', { name: `Cancel top-up ${reference}?` });
    await dialog.getByRole('button', { name: 'Cancel top-up' }).click();
    await expect(dialog.getByText('Give a reason.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Paid into the wrong account');
    await dialog.getByRole('button', { name: 'Cancel top-up' }).click();
    await expect(row.getByText('Cancelled')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
    await expect(rowActionsButton(row)).toHaveCount(0);
    expect((await listed()).items[0]).toMatchObject({
      status: 'Cancelled',
      decisionReason: 'Paid into the wrong account',
    });
  });
});

test('background replay: the service worker uploads a top-up and its slip after the app is closed', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'merchant.user');
  await page.goto('/credit/top-up');
  await expect(page.getByText(/Showing 1–\d+ of \d+/)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => isControlled(page), { timeout: 20_000 }).toBe(true);
  const hasBackgroundSync = await page.evaluate(async () => 'sync' in (await navigator.serviceWorker.ready));
  test.skip(!hasBackgroundSync, 'this browser has no Background Sync');

  await context.setOffline(true);
  const reference = `E2E-SW-${Date.now()}`;
  const form = page.getByRole('region', { name: 'Top Up' });
  await form.getByLabel('Amount (RM)').fill('88.80');
  await form.getByLabel('Payment method').selectOption('CDM');
  await form.getByLabel('Bank name').fill('Public Bank');
  await form.getByLabel('Account number').fill('3123456789');
  await form.getByLabel('Reference number').fill(reference);
  await form.getByLabel('Bank-in time').fill('00:00');
  await form.getByLabel('Bank-in slip').setInputFiles(SLIP);
  await expect(form.getByRole('img', { name: 'Preview of bank-in-slip.jpg' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit top-up' }).click();
  await expect(page.getByRole('link', { name: 'Pending changes: 1' })).toBeVisible();
  const tags = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags: () => Promise<string[]> };
    };
    return registration.sync.getTags();
  });
  const tag = tags.find((candidate) => candidate.startsWith('bo-portal-outbox:')) as string;
  expect(tag).toBeDefined();

  // Close the app; the network comes back and the browser fires the sync (driven through the
  // DevTools protocol, as the Application panel's "Sync" button does).
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
    tag,
    lastChance: false,
  });

  // The worker read the slip from IndexedDB and sent it: the op and its file are gone.
  await blank.goto('/manifest.webmanifest');
  const database = `bo-portal-${tag.slice('bo-portal-outbox:'.length)}`;
  await expect.poll(() => countRecords(blank, database, 'outbox'), { timeout: 30_000 }).toBe(0);
  expect(await countRecords(blank, database, 'outboxFiles')).toBe(0);

  const token = await apiToken(request, 'admin');
  const headers = { Authorization: `Bearer ${token}` };
  const found = await request.get('/api/v1/bo/Credit/topUpListPage', {
    headers,
    params: { referenceNumber: reference },
  });
  const listed = ((await found.json()) as { data: { items: TopUpItem[]; totalCount: number } }).data;
  expect(listed.totalCount).toBe(1);
  const slip = await request.get(`/api/v1/bo/Credit/slip/${listed.items[0]?.id}`, { headers });
  expect(Buffer.compare(await slip.body(), readFileSync(SLIP))).toBe(0);
});
