import { expect, test } from './fixtures';
import { chooseLanguage, signIn } from './helpers';

/** Navbar search, shortcuts, scroll-to-top, blocked external links and the error boundary. */

test('Ctrl+K finds menu screens and mirrored merchants, offline too, by keyboard alone', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/merchant/view-merchant-listing');
  const firstMerchant = (await page.getByRole('table').getByRole('link').first().innerText()).trim();
  const search = page.getByRole('combobox', {
    name: 'Search pages, merchants, users, bookings and invoices',
  });
  // Opened once online (as the idle preload does), then used with no network.
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search).toHaveCount(0);
  await context.setOffline(true);

  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await search.fill('merchant listing');
  await expect(page.getByRole('option', { name: /Merchant Listing/ })).toBeVisible();

  await search.fill(firstMerchant);
  const hit = page.getByRole('option', {
    name: new RegExp(`Merchant\\s*${firstMerchant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
  await expect(hit.first()).toBeVisible();
  // Found offline. Opening a screen whose code was never loaded needs the service worker (its
  // own tests), so the network is back for the last step.
  await context.setOffline(false);
  // Move to the merchant with the arrow keys and open it with Enter.
  const options = page.getByRole('option');
  const index = await options.evaluateAll(
    (nodes, name) =>
      nodes.findIndex((node) => node.textContent?.includes(name) && node.textContent.startsWith('Merchant')),
    firstMerchant,
  );
  for (let step = 0; step < index; step += 1) await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/merchant\/merchant-profile\//);
});

test('shortcuts: the user picks menu links and they stay after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Shortcuts', exact: true }).click();
  await expect(page.getByText('No shortcuts yet. Choose the screens you open most.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit shortcuts' }).click();
  await page.getByRole('checkbox', { name: 'Merchant Listing' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Shortcuts', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Merchant Listing' }).click();
  await expect(page).toHaveURL(/\/merchant\/view-merchant-listing/);
});

test('a scroll-to-top button appears past 200 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  await signIn(page, 'admin');
  await page.goto('/merchant/view-merchant-listing');
  // A page of rows, not the table's placeholder while the mirror fills: only then can it scroll.
  await expect(page.getByText(/Showing 1–10 of \d+/)).toBeVisible({ timeout: 20_000 });
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveCount(0);
  // Over the content: at (0, 0) the wheel would scroll the navigation once its menu is long.
  await page.mouse.move(1000, 250);
  await page.mouse.wheel(0, 600);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test("scroll-to-top follows a list's own scrolling card, not only the window", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/merchant/view-merchant-listing?pageSize=50');
  await expect(page.getByText(/Showing 1–50 of \d+/)).toBeVisible({ timeout: 20_000 });
  // The table's card scrolls (capped at 70 % of the screen's height); the window hardly moves.
  const card = page.getByRole('table').locator('xpath=..');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveCount(0);
  await card.hover();
  await page.mouse.wheel(0, 2400);
  await expect.poll(() => card.evaluate((node) => node.scrollTop)).toBeGreaterThan(1000);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => card.evaluate((node) => node.scrollTop)).toBe(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test("the bell's badge counts the unread notifications, and its panel shows the newest, in English and Malay", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/notifications?state=unread');
  const showing = page.getByText(/Showing 1–\d+ of \d+/);
  await expect(showing).toBeVisible({ timeout: 20_000 });
  const bell = page.getByRole('button', { name: /^Notifications, \d+ new$/ });
  const countOf = async (text: Promise<string | null>) => Number(/(\d+)\D*$/.exec((await text) ?? '')?.[1]);
  // Another test may add a notification meanwhile: both read the same device copy, so they agree.
  await expect
    .poll(async () => (await countOf(showing.innerText())) - (await countOf(bell.getAttribute('aria-label'))))
    .toBe(0);
  const unread = await countOf(showing.innerText());
  // The demo has several merchants and top-ups waiting for the admin.
  expect(unread).toBeGreaterThan(5);
  await expect(bell).toHaveText(String(unread));
  await bell.click();
  const panel = page.getByRole('list', { name: 'Unread notifications' });
  await expect(panel.getByRole('link')).toHaveCount(5);
  await expect(panel.getByRole('link').first()).toHaveText(/is waiting for your approval\./);
  await page.keyboard.press('Escape');
  await chooseLanguage(page, 'Bahasa Malaysia');
  await expect(page.getByRole('button', { name: `Pemberitahuan, ${unread} baharu` })).toHaveText(
    String(unread),
  );
});

test('a link to another site is blocked and said so', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = 'https://example.com/elsewhere';
    link.textContent = 'Leave the app';
    document.getElementById('main')?.prepend(link);
  });
  await page.getByRole('link', { name: 'Leave the app' }).click();
  await expect(page.getByText(/This link leads outside the app and is blocked/)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an error page is cleared by the next successful navigation', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page).toHaveTitle('Back Office Portal');
});

test('a route the role may not open shows the 401 page until the next navigation', async ({ page }) => {
  await signIn(page, 'merchant.user');
  await page.goto('/uac');
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toHaveCount(0);
});
