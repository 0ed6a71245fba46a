/**
 * Visual snapshots: the sign-in page, the dashboard, the merchant list and a form at
 * 1440 and 390 px, light and dark, compared with the committed pictures under a small threshold.
 * What the data or the clock decides (figures, rows, "synced … ago") is masked, so the pictures
 * hold the layout, the type and the colours whatever other specs did to the shared server first.
 * After a deliberate change of look: `npm run test:visual:update`, then look at the new pictures.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { signIn } from './helpers';

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

async function snap(page: Page, name: string, mask: (page: Page) => Locator[], height?: number) {
  // Fonts and lazy chunks settle before the picture; the caret and animations never show.
  await page.evaluate(() => document.fonts.ready);
  const width = page.viewportSize()?.width ?? 0;
  await expect(page).toHaveScreenshot(`${name}.png`, {
    ...(height ? { clip: { x: 0, y: 0, width, height } } : {}),
    mask: [...mask(page), page.locator('[aria-live]')],
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.01,
  });
}

/** The changing parts of the shell on every signed-in page: sync state, notification count. */
function shellMasks(page: Page): Locator[] {
  return [page.getByRole('status'), page.getByRole('button', { name: /notification|pemberitahuan/i })];
}

for (const size of WIDTHS) {
  for (const scheme of SCHEMES) {
    test.describe(`${size.name} ${scheme}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });
      test.beforeEach(async ({ page }) => {
        // The theme is the customizer's choice (light by default), read before the first paint.
        await page.addInitScript((value) => localStorage.setItem('Back Office Portal-theme', value), scheme);
      });

      test('sign-in page', async ({ page }) => {
        await page.goto('/login');
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await snap(page, `sign-in-${size.name}-${scheme}`, () => []);
      });

      test('dashboard, merchant list and create merchant form', async ({ page }) => {
        await signIn(page, 'admin');
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(main.getByRole('heading', { name: 'Users by role' })).toBeVisible({ timeout: 60_000 });
        await expect(main.getByText(/^Downloading/)).toHaveCount(0, { timeout: 60_000 });
        // The sign-in toast lasts 3 s; snapped while it shows, its mask would cover the navbar. It
        // is asked for after the dashboard has loaded: the toaster renders it a moment after the
        // sign-in, so a check made at once could pass before it appears.
        await expect(page.getByText('Signed in successfully.')).toHaveCount(0);
        // The greeting follows the time of day; figures, trends, the chart and activity the data.
        // Only the top: below the cards, how much activity there is (what other specs did first)
        // moves everything.
        await snap(
          page,
          `dashboard-${size.name}-${scheme}`,
          () => [
            ...shellMasks(page),
            main.getByRole('heading', { level: 1 }),
            main.locator('dd, canvas, ol, ul'),
            main.getByRole('heading').filter({ hasText: /\d/ }),
          ],
          size.name === 'desktop' ? 420 : 320,
        );

        await page.goto('/merchant/view-merchant-listing');
        await expect(page.getByText(/Showing 1–10 of/)).toBeVisible({ timeout: 60_000 });
        await snap(page, `merchant-list-${size.name}-${scheme}`, () => [
          ...shellMasks(page),
          main.locator('tbody, ul'),
          page.getByText(/Showing 1–10 of/),
        ]);

        await page.goto('/merchant/create-merchant');
        await expect(page.getByRole('heading', { name: /create merchant/i })).toBeVisible();
        await snap(page, `create-merchant-${size.name}-${scheme}`, () => shellMasks(page));
      });
    });
  }
}
