/**
 * The README's screenshots (docs/screenshots): the dashboard, a list, a form and the offline
 * state, in light and dark, from the real app and server. Run with `npm run screenshots`.
 */
import { expect, test } from '../e2e/fixtures';
import { signIn } from '../e2e/helpers';

const OUT = 'docs/screenshots';

for (const scheme of ['light', 'dark'] as const) {
  test(`README screenshots, ${scheme}`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript((value) => localStorage.setItem('Back Office Portal-theme', value), scheme);
    const shot = async (name: string) => {
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${OUT}/${name}-${scheme}.png`, animations: 'disabled', caret: 'hide' });
    };

    await signIn(page, 'admin');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Users by role' })).toBeVisible({ timeout: 90_000 });
    await expect(main.getByText(/^Downloading/)).toHaveCount(0, { timeout: 90_000 });
    await expect(main.locator('canvas')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Signed in successfully.')).toBeHidden({ timeout: 15_000 });
    await shot('dashboard');

    await page.goto('/booking/booking-list');
    await expect(page.getByText(/Showing 1–10 of/)).toBeVisible({ timeout: 60_000 });
    await shot('booking-list');

    await page.goto('/merchant/create-merchant');
    await expect(page.getByRole('heading', { name: /create merchant/i })).toBeVisible();
    await shot('create-merchant');

    await page.goto('/merchant/view-merchant-listing');
    await expect(page.getByText(/Showing 1–10 of/)).toBeVisible({ timeout: 60_000 });
    await context.setOffline(true);
    await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');
    const everything = (await page.getByText(/Showing 1–\d+ of/).textContent()) ?? '';
    await page.getByLabel('Merchant name').fill('travel');
    await expect(page.getByText(/Showing 1–\d+ of/)).not.toHaveText(everything);
    await shot('offline-merchant-list');
    await context.setOffline(false);
  });
}
