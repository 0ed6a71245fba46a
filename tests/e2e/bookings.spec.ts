import { expect, test, waitForNetworkQuiet, type Locator } from './fixtures';
import { expectNoViolations } from './axe';
import { signIn } from './helpers';

/** A field agent's bookings on the road: the list works from the device's mirror, offline. */

/** The texts of one column on the page, found by its header (the row header is the first column). */
async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) =>
    text.replace(/[▲▼↕]/g, '').trim(),
  );
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThan(0);
  return table
    .locator('tbody tr')
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

/** "RM 1,234.50" → 123450: every seeded currency has two decimals. */
const minorUnits = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('offline: a field agent filters, sorts and pages bookings and opens one by keyboard', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchant.user');
  await page.goto('/booking/booking-list');
  // The menu's item leads here (it said "Coming soon" before the screen existed).
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Booking List' }),
  ).toHaveAttribute('href', '/booking/booking-list');
  await expect(page).toHaveURL(/\/booking\/booking-list/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking List' })).toBeVisible();
  await expect(page.getByText(/Showing 1–10 of \d+/)).toBeVisible({ timeout: 30_000 });
  await waitForNetworkQuiet(page);
  await expectNoViolations(page, 'booking list');

  // A booking's detail has an address: a reload opens it again.
  const firstReference = (await page.getByRole('rowheader').first().innerText()).trim();
  await page
    .getByRole('row', { name: new RegExp(firstReference) })
    .getByRole('cell')
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: firstReference })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog', { name: firstReference })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await context.setOffline(true);
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');
  const table = page.getByRole('table', { name: 'Bookings' });

  // Filter by a part of one traveler's name, in other letter case, then by status.
  const [traveler = ''] = await columnTexts(table, 'Traveler');
  const part = (traveler.split(' ')[0] ?? traveler).toUpperCase();
  await page.getByRole('search', { name: 'Filter bookings' }).getByLabel('Traveler').fill(part);
  await expect(page).toHaveURL(new RegExp(`travelerName=${encodeURIComponent(part)}`));
  for (const name of await columnTexts(table, 'Traveler')) expect(name.toUpperCase()).toContain(part);
  await page
    .getByRole('search', { name: 'Filter bookings' })
    .getByLabel('Status')
    .selectOption({ label: 'Confirmed' });
  await expect(page).toHaveURL(/status=Confirmed/);
  const statuses = await columnTexts(table, 'Status');
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['Confirmed']));

  // Back to every confirmed booking; sort by amount, both ways.
  await page.getByRole('search', { name: 'Filter bookings' }).getByLabel('Traveler').fill('');
  await expect(page).not.toHaveURL(/travelerName=[^&]/);
  const amountHeader = table.getByRole('columnheader', { name: /Amount/ });
  await expect(amountHeader).toHaveAttribute('aria-sort', 'none');
  await table.getByRole('button', { name: /Amount/ }).click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = (await columnTexts(table, 'Amount')).map(minorUnits);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await table.getByRole('button', { name: /Amount/ }).click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
  const descending = (await columnTexts(table, 'Amount')).map(minorUnits);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  // Page forward: the next page continues the order.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  const second = (await columnTexts(table, 'Amount')).map(minorUnits);
  expect(Math.max(...second)).toBeLessThanOrEqual(Math.min(...descending));

  // Open a booking from the keyboard; the address names it; Escape closes it and focus returns.
  const opener = table.getByRole('rowheader').first().getByRole('button');
  const reference = (await opener.innerText()).trim();
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: reference });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/booking=[0-9a-f-]{36}/);
  await expect(drawer.getByText('Confirmed')).toBeVisible();
  await expectNoViolations(page, 'booking detail');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/booking=/);
  await expect(opener).toBeFocused();
});
