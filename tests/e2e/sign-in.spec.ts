import { expect, test } from './fixtures';
import { chooseLanguage, DEMO_PASSWORD, signIn } from './helpers';

test('admin signs in, sees the dashboard and the full menu, and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The toast lives 3 s (docs/product.md, Timings): looked for first, before checks that may take that long.
  await expect(page.getByText('Signed in successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening), \S+/);
  await expect(page.getByText('You are signed in as Super Admin.')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  for (const category of ['Merchants', 'Users', 'Access Control', 'Bookings', 'Invoicing', 'Credit']) {
    await expect(nav.getByRole('heading', { name: category, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('list', { name: 'Access Control' })).toContainText('User Access Control');

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // The sign-out dialog offers to remove the device's copy of the data (docs/security.md).
  await page.getByRole('alertdialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The session is gone on the server too: a protected page sends us back to sign-in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a merchant user sees only the menus of its role', async ({ page }) => {
  await signIn(page, 'merchant.user');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('heading', { name: 'Bookings', exact: true })).toBeVisible();
  await expect(nav.getByRole('heading', { name: 'Access Control' })).toHaveCount(0);
  await expect(nav.getByRole('heading', { name: 'Users', exact: true })).toHaveCount(0);
  await expect(page.getByText(/You are signed in as Merchant User of .+\./)).toBeVisible();
});

test('the dashboard and the menu read in Bahasa Malaysia', async ({ page }) => {
  await page.goto('/login');
  await chooseLanguage(page, 'Bahasa Malaysia');
  await page.getByLabel('Nama pengguna').fill('admin');
  await page.getByLabel('Kata laluan').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log masuk' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Selamat (pagi|petang|malam), \S+/);
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await expect(nav.getByRole('link', { name: 'Papan Pemuka' })).toBeVisible();
  await expect(nav.getByRole('heading', { name: 'Kawalan Akses', exact: true })).toBeVisible();

  // The choice survives a reload (cookie i18n_redirected).
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
});
