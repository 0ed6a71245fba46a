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

  test(`signed-in routes, the customizer and the search have no violations (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await setTheme(page, theme);
    for (const path of SIGNED_IN) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expectNoViolations(page, `${path} ${theme}`, { settle: true });
    }
    await page.goto('/merchant/view-merchant-listing');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/merchant-profile/);
    await expectNoViolations(page, `merchant profile ${theme}`, { settle: true });

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
  });
}
