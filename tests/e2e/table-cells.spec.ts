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

/** A value is cut when its box hides part of it: across (a long word) or down (past two lines). */
const isCut = (value: Locator) =>
  value.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
  );

/** A row's text values as the table shows them: the truncating span of each text cell. */
const textValue = (cell: Locator) => cell.locator('[data-full] > span');

test('at 1440 px phone numbers and dates take one line, names two at most and never cut mid-word; a cut name shows in full on hover and focus', async ({
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
    // A name wraps between its words (two lines at most) and is whole: the first page's names fit.
    const name = cells.nth(column(/Merchant name/));
    expect(await lineCount(textValue(name))).toBeLessThanOrEqual(2);
    expect(await isCut(textValue(name)), await name.innerText()).toBe(false);
  }

  // Narrower, the first page by name holds names longer than two lines of their column: cut,
  // with the whole name as the tooltip; the row header's link takes focus and unfolds it.
  await page.setViewportSize({ width: 1024, height: 900 });
  const cut = table.locator('tbody th [data-truncated]').first();
  await expect(cut).toBeVisible();
  const link = cut.getByRole('link');
  await expect(cut).toHaveAttribute('title', (await link.textContent()) ?? '');
  await expect(cut).not.toHaveAttribute('tabindex');
  expect(await isCut(cut)).toBe(true);
  // Keyboard focus unfolds it (focus, then Shift+Tab and Tab: the browser's keyboard modality).
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect.poll(() => isCut(cut)).toBe(false);

  // A cut value without a control of its own (an email) is a tab stop that unfolds when focused.
  const email = table.locator('tbody td [data-truncated]').first();
  await expect(email).toHaveAttribute('tabindex', '0');
  await expect(email).toHaveAttribute('title', /@/);
  await email.focus();
  await expect.poll(() => isCut(email)).toBe(false);

  // A mouse click on a cut name opens its merchant (a mouse's focus does not unfold it; see
  // data-cells.tsx; merchant-onboarding.spec.ts's pending list caught the click landing beside).
  await page.mouse.click(0, 0);
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('at 1440 px a client’s name beside its logo is whole and on the row’s line; at 390 px its card shows it whole', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/client/client-list');
  const table = page.getByRole('table', { name: 'Clients' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const phone = headers.findIndex((text) => /Phone/.test(text));
  // The vertical middle of a cell's text (its rendered lines, not its box).
  const middle = (cell: Locator) =>
    cell.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      return box.top + box.height / 2;
    });
  for (let index = 0; index < (await rows.count()); index++) {
    const cells = rows.nth(index).locator('th, td');
    const name = rows.nth(index).getByRole('rowheader');
    const value = textValue(name);
    // "Siti Aminah" was "Siti An": the logo took the text's room, and no ellipsis showed.
    expect(await isCut(value), await name.innerText()).toBe(false);
    await expect(value).not.toHaveAttribute('data-truncated');
    // On one line, the name sits on the row's line like the phone number (it sat higher).
    if ((await lineCount(value)) === 1) {
      expect(Math.abs((await middle(value)) - (await middle(cells.nth(phone))))).toBeLessThanOrEqual(1);
    }
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Clients' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const card of await cards.all()) expect(await isCut(card)).toBe(false);
});

test('at 1440 px the booking list with its Merchant column fits its card, names wrap before they are cut, and the filters take one row (in Malay the dates wrap together)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  for (const language of ['English', 'Bahasa Malaysia'] as const) {
    if (language !== 'English') await chooseLanguage(page, language);
    await page.goto('/booking/booking-list');
    const table = page.locator('main table').first();
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /^(Columns|Lajur)$/ }).click();
    const merchant = page.getByRole('menuitemcheckbox', { name: /^(Merchant|Peniaga)$/ });
    if ((await merchant.getAttribute('aria-checked')) !== 'true') await merchant.click();
    await page.keyboard.press('Escape');
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const column = headers.findIndex((text) => /^(Merchant|Peniaga)$/.test(text.trim()));
    expect(column, headers.join(' | ')).toBeGreaterThan(0);

    // No sideways scroll: the table is no wider than its card (it was 1,155 px in 1,134).
    const overflow = await table.evaluate(
      (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
    );
    expect(overflow, `columns wider than the card in ${language}`).toBeLessThanOrEqual(0);

    // The filters share one row in English (the dates wrapped alone onto a second one); Malay's
    // longer choices need a second row, where the two dates go together.
    const tops = await page
      .getByRole('search')
      .locator('input, select')
      .evaluateAll((fields) => fields.map((field) => Math.round(field.getBoundingClientRect().top)));
    const rowsOfFilters = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
    if (language === 'English') expect(rowsOfFilters, `filter rows: ${tops.join(', ')}`).toEqual([7]);
    else expect(Math.min(...rowsOfFilters), `filter rows: ${tops.join(', ')}`).toBeGreaterThanOrEqual(2);
    expect(tops.at(-1), 'the two dates on one row').toBe(tops.at(-2));

    // A merchant's name up to 300 px on one line (200 px beside Malay's longer labels) is whole:
    // its column gives it two lines; a longer one ends in an ellipsis, its tooltip the whole name.
    const fits = language === 'English' ? 300 : 200;
    const cells = table.locator('tbody tr').locator(`:is(th, td):nth-child(${column + 1})`);
    for (const cell of await cells.all()) {
      const value = textValue(cell);
      const width = await value.evaluate((element) => {
        const copy = document.createElement('span');
        copy.style.whiteSpace = 'nowrap';
        copy.textContent = element.textContent;
        document.body.append(copy);
        const natural = copy.getBoundingClientRect().width;
        copy.remove();
        return natural;
      });
      const name = `${await cell.innerText()} in ${language}`;
      if (width <= fits) expect(await isCut(value), name).toBe(false);
      else if (await isCut(value)) await expect(value, name).toHaveAttribute('title', /\S/);
    }
  }
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
