import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoViolations } from './axe';
import { signIn } from './helpers';
import { openRowActions, rowActionsButton } from './row-actions';

/**
 * Tables (src/ui/list; docs/ARCHITECTURE.md, List screens): a row's actions in one "Actions for {name}" menu
 * that the keyboard reaches, comfortable and compact rows kept on the device, a header that stays
 * in view while the rows scroll, numbers and amounts on the right.
 */

const MERCHANTS = '/merchant/view-merchant-listing';

async function openMerchants(page: Page) {
  await page.goto(MERCHANTS);
  await expect(page.getByText(/Showing 1–10 of [\d,]+/)).toBeVisible({ timeout: 30_000 });
  return page.getByRole('table', { name: 'Merchants' });
}

const heightOf = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test("a row's actions open from its menu button by keyboard, and Escape gives the focus back", async ({
  page,
}) => {
  await signIn(page, 'admin');
  const table = await openMerchants(page);
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Actions for / }) })
    .first();
  const name = (await row.getByRole('rowheader').innerText()).replace('Pending sync', '').trim();
  const trigger = rowActionsButton(row);
  await expect(trigger).toHaveAccessibleName(`Actions for ${name}`);
  // No status buttons in the row itself any more.
  await expect(row.getByRole('button', { name: /^(Activate|Deactivate)/ })).toHaveCount(0);

  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Actions for ${name}` });
  await expect(menu).toBeVisible();
  const item = menu.getByRole('menuitem', { name: /^(Activate|Deactivate)$/ });
  // The menu holds the focus and points at its highlighted item (aria-activedescendant).
  await expect(menu).toBeFocused();
  await expect(item).toHaveAttribute('data-highlighted', '');
  await expect(menu).toHaveAttribute('aria-activedescendant', (await item.getAttribute('id')) ?? '');
  await expectNoViolations(page, 'open row actions menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  // Enter on the item asks for the confirmation; cancelling leaves the merchant as it was.
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Pending sync')).toHaveCount(0);
});

test('compact rows are chosen from Density and kept across a reload; comfortable comes back', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const table = await openMerchants(page);
  const firstRow = table.getByRole('row').nth(1);
  const comfortable = await heightOf(firstRow);

  const choose = async (density: 'Compact' | 'Comfortable') => {
    await page.getByRole('button', { name: 'Density' }).click();
    await page.getByRole('menuitemradio', { name: density }).click();
  };
  await choose('Compact');
  await expect.poll(() => heightOf(firstRow)).toBeLessThan(comfortable);
  const compact = await heightOf(firstRow);

  await page.reload();
  await expect(page.getByText(/Showing 1–10 of [\d,]+/)).toBeVisible({ timeout: 30_000 });
  expect(await heightOf(firstRow)).toBe(compact);
  await page.getByRole('button', { name: 'Density' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Compact' })).toBeChecked();
  await page.keyboard.press('Escape');

  await choose('Comfortable');
  await expect.poll(() => heightOf(firstRow)).toBe(comfortable);
});

test('the header row stays in view while 50 rows scroll inside the table', async ({ page }) => {
  await signIn(page, 'admin');
  const table = await openMerchants(page);
  await page.getByLabel('Rows per page').selectOption('50');
  await expect(page.getByText(/Showing 1–50 of [\d,]+/)).toBeVisible();
  const header = table.getByRole('columnheader', { name: /Merchant name/ });
  const frame = table.locator('xpath=..');
  const before = await header.boundingBox();
  await frame.evaluate((element) => element.scrollBy(0, 600));
  await expect.poll(() => frame.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  const after = await header.boundingBox();
  expect(after?.y).toBe(before?.y);
  // The last row is reachable by scrolling the table.
  await table.getByRole('row').last().scrollIntoViewIfNeeded();
  await expect(table.getByRole('row').last()).toBeInViewport();
});

test('amounts line up on the right in the invoice list', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/invoice/manage-invoice');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const totalIndex = headers.findIndex((text) => /^Total/.test(text.trim()));
  expect(totalIndex).toBeGreaterThan(-1);
  const cell = table.getByRole('row').nth(1).locator('th, td').nth(totalIndex);
  await expect(cell).toHaveCSS('text-align', 'right');
  await expect(table.getByRole('columnheader').nth(totalIndex)).toHaveCSS('text-align', 'right');
});

test('on a phone, each card has its own actions menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  await page.goto(MERCHANTS);
  const cards = page.getByRole('list', { name: 'Merchants' });
  const card = cards
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Actions for / }) })
    .first();
  const menu = await openRowActions(card);
  await expect(menu.getByRole('menuitem', { name: /^(Activate|Deactivate)$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Density' })).toHaveCount(0);
});
