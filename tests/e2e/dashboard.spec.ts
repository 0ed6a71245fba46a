import { expect, test, type Page } from './fixtures';
import { chooseLanguage, signIn } from './helpers';
import { chooseStatusAction } from './row-actions';

/**
 * The dashboard: cards with this month's trend, and the recent activity from
 * the server's audit log, which waits or says it needs the server, never "none" before it answered.
 */

const ACTIVITY = '**/api/v1/bo/Dashboard/recentActivity';

/** Deactivates or activates a merchant and puts it back: two entries in the audit log. */
async function toggleMerchantTwice(page: Page): Promise<string> {
  await page.goto('/merchant/view-merchant-listing');
  await expect(page.getByText(/Showing 1–10 of [\d,]+/)).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Merchants' });
  const first = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Actions for / }) })
    .first();
  const name = (await first.getByRole('rowheader').innerText()).replace('Pending sync', '').trim();
  await page.getByLabel('Merchant name').fill(name);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  for (let turn = 0; turn < 2; turn += 1) {
    const verb = await chooseStatusAction(row);
    await page.getByRole('alertdialog').getByRole('button', { name: verb }).click();
    await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText('Pending sync')).toHaveCount(0, { timeout: 30_000 });
  }
  return name;
}

test('staff see the cards with trends and what just happened, newest first', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  const name = await toggleMerchantTwice(page);

  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByText(/^Downloading/)).toHaveCount(0, { timeout: 60_000 });
  for (const label of ['Merchants', 'Pending approvals', 'Bookings this month', 'Invoices this month']) {
    await expect(main.getByRole('term').filter({ hasText: label }).first()).toBeVisible();
  }
  await expect(
    main.getByText(/from the same days last month|Same as the same days last month/).first(),
  ).toBeVisible();

  const activity = main.getByRole('region', { name: 'Recent activity' });
  const newest = activity.getByRole('listitem').first();
  await expect(newest).toContainText(/Merchant (activated|deactivated)/);
  await expect(newest).toContainText(name);
  await expect(newest).toContainText('Aisyah Rahman');
  // Dates in the product's format with the time.
  await expect(newest).toContainText(/\d{4}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}/);
  // Sign-ins are not business activity.
  await expect(activity).not.toContainText(/signed in/i);
});

test('while the activity is on its way it says so; when the server cannot answer, never "none"', async ({
  page,
}) => {
  await signIn(page, 'admin');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ACTIVITY, async (route) => {
    await held;
    await route.abort('connectionfailed');
  });
  await page.goto('/dashboard');
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity.getByText('Downloading recent activity…')).toBeVisible({ timeout: 30_000 });
  release();
  await expect(activity.getByText('Recent activity shows when the server can be reached.')).toBeVisible();
  await expect(activity.getByText('No changes recorded yet.')).toHaveCount(0);
});

test('the dashboard reads in Malay, with Malay months', async ({ page }) => {
  await signIn(page, 'admin');
  await chooseLanguage(page, 'Bahasa Malaysia');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Aktiviti terkini' })).toBeVisible();
  await expect(main.getByText('Tempahan bulan ini', { exact: true })).toBeVisible();
  await expect(main.getByText(/hari yang sama bulan lalu/).first()).toBeVisible({ timeout: 60_000 });
});
