import { expect, test, type Page } from './fixtures';
import { expectNoViolations } from './axe';
import { chooseLanguage, signIn } from './helpers';

/**
 * The navigation: an icon per item, the brand at its top, groups that fold, the current
 * screen marked (aria-current, a filled pill), and the collapsed rail naming its icons in tooltips
 * when reached by the keyboard, the links keeping their names.
 */

const navOf = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** axe on the navigation only: the screens behind it are a11y.spec.ts's. */
const expectNoNavViolations = (page: Page, label: string) =>
  expectNoViolations(page, label, { include: '#app-navigation', settle: true });

const setTheme = (page: Page, theme: 'light' | 'dark') =>
  page.evaluate((value) => localStorage.setItem('Back Office Portal-theme', value), theme);

test('every item has its icon; the current screen is a filled pill; groups fold and stay folded', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  const nav = navOf(page);
  const dashboard = nav.getByRole('link', { name: 'Dashboard', exact: true });
  await expect(dashboard).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('complementary').getByText('Back Office', { exact: true })).toBeVisible();

  // One drawn icon per link and per group.
  const links = nav.getByRole('link');
  const groups = nav.getByRole('button', { expanded: true });
  expect(await links.count()).toBeGreaterThan(10);
  await expect(nav.locator('a > svg')).toHaveCount(await links.count());
  await expect(nav.locator('h2 > button > svg:first-child')).toHaveCount(await groups.count());

  await expect(dashboard).toHaveAttribute('aria-current', 'page');
  const listing = nav.getByRole('link', { name: 'Merchant Listing', exact: true });
  await listing.click();
  await expect(page).toHaveURL(/view-merchant-listing/);
  await expect(listing).toHaveAttribute('aria-current', 'page');
  await expect(dashboard).not.toHaveAttribute('aria-current');
  const [pill, plain] = await Promise.all(
    [listing, dashboard].map((link) => link.evaluate((element) => getComputedStyle(element).backgroundColor)),
  );
  expect(pill, 'the current item is filled').not.toBe(plain);
  expect(pill).not.toBe('rgba(0, 0, 0, 0)');

  // A group folds under its button, by keyboard, and stays folded after a reload.
  const users = nav.getByRole('button', { name: 'Users', exact: true });
  await expect(users).toHaveAttribute('aria-expanded', 'true');
  await users.focus();
  await page.keyboard.press('Enter');
  await expect(users).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Manage User', exact: true })).toBeHidden();
  await expectNoNavViolations(page, 'a folded group');
  await page.reload();
  await expect(nav.getByRole('button', { name: 'Users', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  // Arriving at a screen of a folded group another way opens it, so the current item shows.
  await page.goto('/user/manage-user');
  const manage = nav.getByRole('link', { name: 'Manage User', exact: true });
  await expect(manage).toBeVisible();
  await expect(manage).toHaveAttribute('aria-current', 'page');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the collapsed rail shows icons and names each one in a tooltip on keyboard focus (${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin');
    await setTheme(page, theme);
    await page.evaluate(() => localStorage.setItem('Back Office Portal-isVerticalNavCollapsed', 'true'));
    await page.reload();
    await expect(page.locator('[data-shell]')).toHaveAttribute('data-nav-collapsed', 'true');
    const nav = navOf(page);
    const dashboard = nav.getByRole('link', { name: 'Dashboard', exact: true });
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    const rail = await page.locator('#app-navigation').boundingBox();
    expect(rail?.width ?? 0, 'a rail, not the full panel').toBeLessThan(100);

    // The skip link first, then the rail's first item: the tooltip names it beside the rail.
    const tooltip = page.getByRole('tooltip', { includeHidden: true });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dashboard).toBeFocused();
    await expect(tooltip).toHaveText('Dashboard');
    const tip = await tooltip.boundingBox();
    expect(tip?.x ?? 0, 'beside the rail').toBeGreaterThanOrEqual((rail?.x ?? 0) + (rail?.width ?? 0));

    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Merchants', exact: true })).toBeFocused();
    await expect(tooltip).toHaveText('Merchants');
    await page.keyboard.press('Tab');
    const create = nav.getByRole('link', { name: 'Create Merchant', exact: true });
    await expect(create).toBeFocused();
    await expect(tooltip).toHaveText('Create Merchant');
    // The link keeps its name; the rail shows only its icon.
    await expect(create).toHaveAccessibleName('Create Merchant');
    expect((await create.boundingBox())?.width ?? 0).toBeLessThan(rail?.width ?? 0);
    await expectNoNavViolations(page, `rail with a tooltip (${theme})`);

    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/create-merchant/);
    await expect(create).toHaveAttribute('aria-current', 'page');
  });
}

test('on a phone the navigation opens over the page with its icons and brand, and passes axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  await setTheme(page, 'dark');
  await page.reload();
  await page.getByRole('button', { name: 'Navigation menu' }).click();
  const nav = navOf(page);
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav.locator('a > svg').first()).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Back Office', { exact: true })).toBeVisible();
  await expectNoNavViolations(page, 'phone navigation, dark');
});

test('the horizontal bar keeps its icons on one row at 1280 px in Malay, the group of the screen marked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin');
  await page.evaluate(() => localStorage.setItem('Back Office Portal-navigationLayout', 'horizontal'));
  await page.goto('/merchant/view-merchant-listing');
  await chooseLanguage(page, 'Bahasa Malaysia');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navigasi utama' });
  await expect(nav.getByRole('link', { name: 'Papan Pemuka', exact: true })).toBeVisible();
  // One row: every item starts above the bottom of every other (items are centred, heights differ).
  const boxes = await nav
    .locator(':scope > ul > li')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(5);
  const lowestTop = Math.max(...boxes.map((box) => box.top));
  const highestBottom = Math.min(...boxes.map((box) => box.bottom));
  expect(lowestTop, 'one row').toBeLessThan(highestBottom);
  await expect(nav.locator('h2[data-active]')).toHaveText('Peniaga');
});
