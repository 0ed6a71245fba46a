import { expect, test, type Page } from './fixtures';
import { expectNoViolations } from './axe';
import { signIn } from './helpers';

/** axe finds no WCAG 2.1 A/AA violation on any route, in the light and the dark theme. */

const SIGNED_OUT = ['/login', '/forgot-password', '/register', '/no/such/page'];
const SIGNED_IN = [
  '/dashboard',
  '/merchant/view-merchant-listing',
  '/merchant/pending-merchant-listing',
  '/merchant/create-merchant',
  '/organization/approval',
  '/account-settings',
  '/outbox',
  '/notifications',
  '/uac',
  '/fac',
  '/user/create-user',
  '/user/manage-user',
  '/booking/booking-list',
  '/invoice/manage-invoice',
  '/invoice/credit-debit-note',
  '/invoice/adjustment-enquiry',
  '/credit/top-up',
  '/credit/credit-management',
  '/credit/credit-management?tab=accounts',
  '/credit/credit-history',
];

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('Back Office Portal-theme', value), theme);
}

/** Switches the theme with the navbar's switcher (light, dark, system, light), so the app's own code applies it. */
async function switchTheme(page: Page, theme: 'light' | 'dark') {
  const html = page.locator('html');
  for (let click = 0; click < 2 && (await html.getAttribute('data-theme')) !== theme; click += 1) {
    await page.getByRole('button', { name: /^Theme: / }).click();
  }
  await expect(html).toHaveAttribute('data-theme', theme);
}

for (const theme of ['light', 'dark'] as const) {
  test(`signed-out routes have no violations (${theme})`, async ({ page }) => {
    await page.goto('/login');
    await setTheme(page, theme);
    for (const path of SIGNED_OUT) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoViolations(page, `${path} ${theme}`, { settle: true });
    }
  });
}

/**
 * Each signed-in route loads once: every rule in the theme it opens in, then the colour contrast in
 * the other theme (the only rule a theme changes), switched in place. Two halves, two tests.
 */
const ROUTES = [...SIGNED_IN, 'merchant profile'];
const HALVES = [ROUTES.slice(0, ROUTES.length / 2), ROUTES.slice(ROUTES.length / 2)];
for (const [half, routes] of HALVES.entries()) {
  test(`signed-in routes have no violations, light and dark (part ${half + 1})`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    let theme: 'light' | 'dark' = 'light';
    for (const path of routes) {
      if (path === 'merchant profile') {
        await page.goto('/merchant/view-merchant-listing');
        await page.getByRole('table').getByRole('link').first().click();
        await expect(page).toHaveURL(/merchant-profile/);
      } else {
        await page.goto(path);
      }
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expectNoViolations(page, `${path} ${theme}`, { settle: true });
      theme = theme === 'light' ? 'dark' : 'light';
      await switchTheme(page, theme);
      await expectNoViolations(page, `${path} ${theme}`, { rules: ['color-contrast'] });
    }
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the customizer, the search and the notifications panel have no violations (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await setTheme(page, theme);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeVisible();
    await page.getByRole('dialog').getByRole('group', { name: 'Skin' }).getByLabel('Bordered').check();
    await expectNoViolations(page, `customizer ${theme}`, { settle: true });
    await page
      .getByRole('dialog')
      .getByRole('group', { name: 'Navigation' })
      .getByLabel('Horizontal')
      .check();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-shell]')).toHaveAttribute('data-nav-layout', 'horizontal');
    await expectNoViolations(page, `horizontal, bordered ${theme}`, { settle: true });

    await page.keyboard.press('Control+k');
    await page
      .getByRole('combobox', { name: 'Search pages, merchants, users, bookings and invoices' })
      .fill('merchant');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoViolations(page, `search ${theme}`, { settle: true });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Notifications, \d+ new$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expectNoViolations(page, `notifications panel ${theme}`, { settle: true });
  });
}
