import { expect, test, type Locator, type Page } from './fixtures';
import { chooseLanguage, signIn } from './helpers';

/** Table values never break, long names are cut, nothing floats over them. */

const MERCHANTS = '/merchant/view-merchant-listing';

/** Lines a cell's text takes: its text's height over the cell's line height. */
const lineCount = (cell: Locator) =>
  cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return Math.round(
      range.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    );
  });

async function openMerchants(page: Page) {
  await page.goto(MERCHANTS);
  await expect(page.getByText(/Showing 1–10 of [\d,]+/)).toBeVisible({ timeout: 30_000 });
  return page.getByRole('table', { name: 'Merchants' });
}

test('at 1440 px phone numbers, dates and names take one line; a cut name shows in full on hover and focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  const table = await openMerchants(page);
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const column = (name: RegExp) => headers.findIndex((text) => name.test(text));
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  for (let index = 0; index < 10; index++) {
    const cells = rows.nth(index).locator('th, td');
    await expect(cells.nth(column(/Contact number/))).toHaveText(/^\d{3}-\d{3}-\d{4}$/);
    expect(await lineCount(cells.nth(column(/Contact number/)))).toBe(1);
    await expect(cells.nth(column(/Created/))).toHaveText(/^\d{4}-[A-Z][a-z]{2}-\d{2}$/);
    expect(await lineCount(cells.nth(column(/Created/)))).toBe(1);
    expect(await lineCount(cells.nth(column(/Merchant name/)))).toBe(1);
  }

  // The first page by name holds names longer than their column: cut, with the whole name as
  // the tooltip; the row header's link takes focus and unfolds it.
  const cut = table.locator('tbody th [data-truncated]').first();
  await expect(cut).toBeVisible();
  const link = cut.getByRole('link');
  await expect(cut).toHaveAttribute('title', (await link.textContent()) ?? '');
  await expect(cut).not.toHaveAttribute('tabindex');
  const isCut = () => cut.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(await isCut()).toBe(true);
  // Keyboard focus unfolds it (focus, then Shift+Tab and Tab: the browser's keyboard modality).
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect.poll(isCut).toBe(false);

  // A cut value without a control of its own (an email) is a tab stop that unfolds when focused.
  const email = table.locator('tbody td [data-truncated]').first();
  await expect(email).toHaveAttribute('tabindex', '0');
  await expect(email).toHaveAttribute('title', /@/);
  await email.focus();
  await expect.poll(() => email.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);

  // A mouse click on a cut name opens its merchant (a mouse's focus does not unfold it; see
  // data-cells.tsx; merchant-onboarding.spec.ts's pending list caught the click landing beside).
  await page.mouse.click(0, 0);
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the customizer opens from the navbar, not from a button floating over the page', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 1440) await signIn(page, 'admin');
    await openMerchants(page);
    const gear = page.getByRole('button', { name: 'Open the theme customizer' });
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Open the theme customizer' }),
    ).toBeVisible();
    expect(await gear.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
  }
  // With the navbar hidden it sits at the foot of the navigation panel, still reachable.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Open the theme customizer' }).click();
  await page.getByRole('dialog').getByRole('group', { name: 'Navbar' }).getByLabel('Hidden').check();
  await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('complementary').getByRole('button', { name: 'Open the theme customizer' }).click();
  await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeVisible();
});

test('at 1440 px with the navigation open, no list scrolls sideways, in English and Malay', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  const lists = [
    '/merchant/view-merchant-listing',
    '/merchant/pending-merchant-listing',
    '/user/manage-user',
    '/booking/booking-list',
    '/invoice/manage-invoice',
    '/invoice/adjustment-enquiry',
    '/credit/credit-management',
    '/credit/credit-history',
    '/client/client-list',
    '/markup/markup-list',
    '/case/service-request',
  ];
  for (const language of ['English', 'Bahasa Malaysia'] as const) {
    if (language !== 'English') await chooseLanguage(page, language);
    for (const path of lists) {
      await page.goto(path);
      const table = page.locator('main table').first();
      await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
      // The Updated column sat half under the sticky Actions column (1,217 px of columns in 1,134).
      const overflow = await table.evaluate(
        (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
      );
      expect(overflow, `${path} in ${language}: columns wider than the card`).toBeLessThanOrEqual(0);
    }
  }
});

test('at 390 px the cards’ sort selects are as wide as their longest choice, in English and Malay', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  for (const locale of ['en', 'ms']) {
    // The phone's language switch sits in a menu; the saved choice is the language cookie (docs/product.md,
    // Languages).
    await page
      .context()
      .addCookies([{ name: 'i18n_redirected', value: locale, url: new URL(page.url()).origin }]);
    for (const path of [
      '/merchant/view-merchant-listing',
      '/invoice/manage-invoice',
      '/case/service-request',
    ]) {
      await page.goto(path);
      for (const label of locale === 'en' ? ['Sort by', 'Order'] : ['Isih mengikut', 'Susunan']) {
        const select = page.getByLabel(label, { exact: true });
        await expect(select).toBeVisible({ timeout: 30_000 });
        // A copy left to its own width needs as much as the longest choice: the select may not be narrower.
        const [width, needed] = await select.evaluate((element) => {
          const copy = element.cloneNode(true) as HTMLSelectElement;
          copy.style.cssText = 'position: absolute; width: auto; min-width: 0; max-width: none';
          element.parentElement?.append(copy);
          const natural = copy.getBoundingClientRect().width;
          copy.remove();
          return [element.getBoundingClientRect().width, natural];
        });
        expect(width, `${label} on ${path} (${locale})`).toBeGreaterThanOrEqual(needed - 0.5);
      }
    }
  }
});
