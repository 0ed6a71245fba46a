import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

/**
 * During the first download a screen says it is downloading, with the progress,
 * never "no data". The pull's answers come from the real server; the test only holds them back:
 * the first few pages are asked for one row each (the client's own request with a smaller limit),
 * then the pull waits until the test lets it go on.
 */

// page.route does not see requests a service worker answers: the app talks to the server itself.
test.use({ serviceWorkers: 'block' });

const PAGES_LET_THROUGH = 3;

async function holdTheBootstrap(page: Page) {
  const gate: { open?: () => void } = {};
  const released = new Promise<void>((resolve) => (gate.open = resolve));
  let passed = 0;
  let isReleased = false;
  await page.route('**/api/v1/bo/Sync/pull?**', async (route) => {
    if (!isReleased && passed < PAGES_LET_THROUGH) {
      passed += 1;
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '1');
      await route.continue({ url: url.toString() });
      return;
    }
    await released;
    // A request of a page the test has since left is gone: nothing to continue.
    await route.continue().catch(() => undefined);
  });
  return () => {
    isReleased = true;
    gate.open?.();
  };
}

const EMPTY_TEXTS = /No merchants match these filters\.|No merchants yet|No roles yet\.|Showing 0–0 of 0/;

/**
 * Every empty text a page shows at any moment, not only when the test looks: an observer notes
 * each one as the page changes (a page's notes end with it, so each page is checked before leaving).
 */
async function watchForEmptyTexts(page: Page) {
  await page.addInitScript((source) => {
    const pattern = new RegExp(source);
    const seen: string[] = [];
    Object.assign(window, { emptyTextsSeen: seen });
    new MutationObserver(() => {
      const found = document.body?.innerText.match(pattern);
      if (found) seen.push(found[0]);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, EMPTY_TEXTS.source);
}

const emptyTextsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { emptyTextsSeen: string[] }).emptyTextsSeen);

test('before the first download ends, lists and figures say they are downloading, never "none"', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const releaseBootstrap = await holdTheBootstrap(page);
  await watchForEmptyTexts(page);
  await signIn(page, 'admin');
  const progress = page.getByText(/^\d+ of [\d,]+ records on this device$/);

  // The dashboard: the merchant figures wait for their rows instead of showing zeros.
  const merchantsFigure = page.locator('dt', { hasText: /^Merchants$/ }).locator('..');
  await expect(merchantsFigure.getByRole('status')).toHaveText('Downloading merchants…');
  const bookingsFigure = page.locator('dt', { hasText: /^Bookings this month$/ }).locator('..');
  await expect(bookingsFigure.getByRole('status')).toHaveText('Downloading bookings…');
  const chart = page.getByRole('region', { name: 'Bookings in the last 30 days' });
  await expect(chart.getByText('Downloading bookings…')).toBeVisible();
  expect(await emptyTextsSeen(page)).toEqual([]);

  await page.goto('/merchant/view-merchant-listing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Downloading merchants…')).toBeVisible();
  await expect(progress).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // An export now would hold only part of the rows: it waits for the download.
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await expect(page.getByText(EMPTY_TEXTS)).toHaveCount(0);
  expect(await emptyTextsSeen(page)).toEqual([]);

  await page.goto('/uac');
  await expect(page.getByText(/^Downloading (roles|the menu)…$/)).toBeVisible();
  await expect(progress).toBeVisible();
  await expect(page.getByText(EMPTY_TEXTS)).toHaveCount(0);

  releaseBootstrap();
  await expect(page.getByRole('table', { name: 'Roles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Super Admin' })).toBeVisible();
  await expect(page.getByText(/^Downloading /)).toHaveCount(0);
  expect(await emptyTextsSeen(page)).toEqual([]);

  await page.goto('/merchant/view-merchant-listing');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText(/^Showing 1–\d+ of [\d,]+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(page.getByText(/^Downloading /)).toHaveCount(0);
  expect(await emptyTextsSeen(page)).toEqual([]);
});
