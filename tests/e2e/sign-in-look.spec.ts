import { expect, test } from './fixtures';
import { expectNoViolations } from './axe';
import { chooseLanguage } from './helpers';

/**
 * The designed sign-in frame: on wide screens a brand panel (name, what the product is
 * for) beside the form; on a phone the form alone under the brand, nothing wider than the screen.
 * The same frame holds the other blank-layout pages. axe in both themes and both languages.
 */

const PITCH = 'Merchants, users, bookings, credit and invoices in one place.';

test('wide: the brand panel sits beside the form, in both languages and themes', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  const brand = page.getByRole('banner');
  const form = page.getByRole('main');
  await expect(brand.getByText('Back Office', { exact: true })).toBeVisible();
  await expect(brand.getByText(PITCH)).toBeVisible();
  const [brandBox, formBox] = await Promise.all([brand.boundingBox(), form.boundingBox()]);
  expect(formBox?.x ?? 0, 'the form beside the panel').toBeGreaterThanOrEqual(
    (brandBox?.x ?? 0) + (brandBox?.width ?? 0),
  );
  await expectNoViolations(page, 'login light en', { settle: true });

  await chooseLanguage(page, 'Bahasa Malaysia');
  await expect(page.getByRole('heading', { name: 'Log masuk' })).toBeVisible();
  await expect(
    brand.getByText('Peniaga, pengguna, tempahan, kredit dan invois di satu tempat.'),
  ).toBeVisible();
  await expect(brand.getByText('Pejabat Belakang', { exact: true })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('Back Office Portal-theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoViolations(page, 'login dark ms', { settle: true });

  // The same frame for the other blank-layout pages; a long form scrolls, the panel stays.
  await page.goto('/register');
  await expect(brand.getByText('Pejabat Belakang', { exact: true })).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await expect(brand.getByText('Pejabat Belakang', { exact: true })).toBeInViewport();
  await expectNoViolations(page, 'register dark ms', { settle: true });
});

test('phone: the form alone under the brand, no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  const brand = page.getByRole('banner');
  await expect(brand.getByText('Back Office', { exact: true })).toBeVisible();
  await expect(brand.getByText(PITCH)).toBeHidden();
  const [brandBox, formBox] = await Promise.all([brand.boundingBox(), page.getByRole('main').boundingBox()]);
  expect(formBox?.y ?? 0, 'the form under the brand').toBeGreaterThanOrEqual(
    (brandBox?.y ?? 0) + (brandBox?.height ?? 0),
  );
  expect(formBox?.y ?? 0, 'close under it, not pushed down the page').toBeLessThan(300);
  for (const path of ['/login', '/forgot-password', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} fits the phone`).toBeLessThanOrEqual(0);
  }
  await page.evaluate(() => localStorage.setItem('Back Office Portal-theme', 'dark'));
  await page.goto('/login');
  await expectNoViolations(page, 'login phone dark', { settle: true });
});
