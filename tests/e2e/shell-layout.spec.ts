import { expect, test, type Page } from './fixtures';
import { chooseLanguage, signIn } from './helpers';

/** The customizer and the layout states of docs/product.md, Layout and preferences. */

const shell = (page: Page) => page.locator('[data-shell]');
const html = (page: Page) => page.locator('html');

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Open the theme customizer' }).click();
  return page.getByRole('dialog', { name: 'Theme customizer' });
}

const choose = (page: Page, group: string, option: string) =>
  page.getByRole('dialog').getByRole('group', { name: group }).getByLabel(option).check();

test('starts with the layout defaults of docs/product.md', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(html(page)).toHaveAttribute('data-skin', 'default');
  await expect(shell(page)).toHaveAttribute('data-content-width', 'boxed');
  await expect(shell(page)).toHaveAttribute('data-navbar', 'sticky');
  await expect(shell(page)).toHaveAttribute('data-navbar-blur', 'true');
  await expect(shell(page)).toHaveAttribute('data-footer', 'static');
  await expect(shell(page)).toHaveAttribute('data-nav-layout', 'vertical');
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
});

test('every customizer option changes the page and survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  const dialog = await openCustomizer(page);
  await choose(page, 'Theme', 'Dark');
  await choose(page, 'Skin', 'Bordered');
  await choose(page, 'Content width', 'Fluid');
  await choose(page, 'Navbar', 'Static');
  await dialog.getByLabel('Blur the navbar background').uncheck();
  await choose(page, 'Footer', 'Sticky');
  await dialog.getByLabel('Collapse the vertical navigation').check();

  const expectChosen = async () => {
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveAttribute('data-skin', 'bordered');
    await expect(shell(page)).toHaveAttribute('data-content-width', 'fluid');
    await expect(shell(page)).toHaveAttribute('data-navbar', 'static');
    await expect(shell(page)).not.toHaveAttribute('data-navbar-blur');
    await expect(shell(page)).toHaveAttribute('data-footer', 'sticky');
    await expect(shell(page)).toHaveAttribute('data-nav-collapsed', 'true');
  };
  await expectChosen();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(249, 250, 251)');

  await page.reload();
  await expectChosen();
  const stored = await page.evaluate(() => ({
    theme: localStorage.getItem('Back Office Portal-theme'),
    scheme: localStorage.getItem('Back Office Portal-color-scheme'),
    width: localStorage.getItem('Back Office Portal-appContentWidth'),
    blur: localStorage.getItem('Back Office Portal-isNavbarBlurEnabled'),
    collapsed: localStorage.getItem('Back Office Portal-isVerticalNavCollapsed'),
  }));
  expect(stored).toEqual({ theme: 'dark', scheme: 'dark', width: 'fluid', blur: 'false', collapsed: 'true' });

  // Hidden navbar and footer; the customizer stays reachable.
  await openCustomizer(page);
  await choose(page, 'Navbar', 'Hidden');
  await choose(page, 'Footer', 'Hidden');
  await choose(page, 'Theme', 'System');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-theme', 'light');

  // Horizontal navigation turns the hidden navbar sticky and expands the collapsed rail.
  await openCustomizer(page);
  await choose(page, 'Navigation', 'Horizontal');
  await expect(
    page.getByRole('dialog').getByRole('group', { name: 'Navbar' }).getByLabel('Sticky'),
  ).toBeChecked();
  await expect(page.getByRole('dialog').getByLabel('Collapse the vertical navigation')).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(shell(page)).toHaveAttribute('data-nav-layout', 'horizontal');
  await expect(shell(page)).toHaveAttribute('data-navbar', 'sticky');
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.reload();
  await expect(shell(page)).toHaveAttribute('data-nav-layout', 'horizontal');

  await openCustomizer(page);
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await page.keyboard.press('Escape');
  await expect(shell(page)).toHaveAttribute('data-nav-layout', 'vertical');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});

test('below 1280 px the navigation is a vertical overlay; wider again, the choice returns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await openCustomizer(page);
  await choose(page, 'Navigation', 'Horizontal');
  await page.keyboard.press('Escape');
  await expect(shell(page)).toHaveAttribute('data-nav-layout', 'horizontal');

  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(shell(page)).toHaveAttribute('data-nav-overlay', 'true');
  await expect(shell(page)).toHaveAttribute('data-nav-layout', 'vertical');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Navigation menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(shell(page)).not.toHaveAttribute('data-nav-overlay');
  await expect(shell(page)).toHaveAttribute('data-nav-layout', 'horizontal');
});

test('the language switch translates the whole shell and sets the cookie', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await chooseLanguage(page, 'Bahasa Malaysia');
  await expect(html(page)).toHaveAttribute('lang', 'ms');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cari/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pintasan', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pemberitahuan/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Hak cipta terpelihara.');
  await page.getByRole('button', { name: 'Buka penyesuai tema' }).click();
  const customizer = page.getByRole('dialog', { name: 'Penyesuai tema' });
  await expect(customizer.getByRole('group', { name: 'Lebar kandungan' }).getByLabel('Penuh')).toBeVisible();
  await page.keyboard.press('Escape');

  const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected');
  expect(cookie).toMatchObject({ value: 'ms', path: '/', sameSite: 'Lax' });
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(Math.round(days)).toBe(365);

  await page.reload();
  await expect(page.getByRole('button', { name: /^Cari/ })).toBeVisible();
  await chooseLanguage(page, 'English');
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
});
