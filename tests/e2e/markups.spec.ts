import { formatMoney, priceWithMarkup } from '../../src/contract';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoViolations } from './axe';
import { apiToken, chooseLanguage, signIn } from './helpers';
import { chooseRowAction, openRowActions } from './row-actions';

/**
 * Markups: staff create a markup and read its price preview (checked against the
 * contract's pricing function); an overlapping one is refused naming the other; a Merchant Admin
 * sees the markups for every merchant and its own, never another merchant's, read-only with the
 * preview. Malay once; axe.
 */

type MarkupItem = { id: string; name: string; merchantId: string | null; status: string; validFrom: string };

async function listMarkups(
  request: APIRequestContext,
  token: string,
  params: Record<string, string | number>,
) {
  const answer = await request.get('/api/v1/bo/Markup/markupListPage', {
    headers: { Authorization: `Bearer ${token}` },
    params: { pageSize: 50, ...params },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { items: MarkupItem[]; totalCount: number } }).data;
}

const openList = async (page: Page, heading = 'Markup List') => {
  await page.goto('/markup/markup-list');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(/(Showing|Memaparkan) 1–\d+/)).toBeVisible({ timeout: 30_000 });
};

const setDate = async (page: Page, label: string, iso: string) => {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(iso);
  await field.press('Tab');
};

test('staff create a markup with its price preview; an overlapping one is refused naming the other', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await openList(page);
  await page.getByRole('link', { name: 'Create Markup' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Markup' })).toBeVisible();

  // An Economy markup for every merchant from today overlaps the seed's current one.
  const staff = await apiToken(request, 'admin');
  const seeded = (await listMarkups(request, staff, { name: 'Economy fares – all merchants' })).items;
  expect(seeded.filter((row) => row.name === 'Economy fares – all merchants')).toHaveLength(1);
  await page.getByLabel('Name', { exact: true }).fill(`E2E economy ${Date.now()}`);
  await page.getByLabel('Cabin type').selectOption({ label: 'Economy' });
  await page.getByLabel('Markup (%)').fill('9');
  await page.getByRole('button', { name: 'Create markup' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This markup overlaps Economy fares – all merchants: same scope, same Flights class',
  );

  // One merchant is chosen by name from the mirror (the shared merchant picker, with its email);
  // "All merchants" clears the choice, so the picker opens empty again.
  const scope = page.getByLabel('Applies for');
  const merchant = page.getByRole('combobox', { name: 'Merchant' });
  await scope.selectOption({ label: 'One merchant or its client' });
  await expect(page.getByLabel('Client', { exact: true })).toBeDisabled();
  await merchant.fill('demo travel');
  await page
    .getByRole('option', { name: /^Demo Travel & Tours Sdn Bhd .+@/ })
    .first()
    .click();
  await expect(merchant).toHaveValue('Demo Travel & Tours Sdn Bhd');
  await expect(page.getByLabel('Client', { exact: true })).toBeEnabled();
  await scope.selectOption({ label: 'All merchants' });
  await scope.selectOption({ label: 'One merchant or its client' });
  await expect(merchant).toHaveValue('');
  await expect(page.getByLabel('Client', { exact: true })).toBeDisabled();
  await scope.selectOption({ label: 'All merchants' });

  // A hotel markup: the fields switch (rating, per room night), in a year of its own.
  const year = 2100 + Math.floor(Math.random() * 800);
  const name = `E2E 1-star hotels ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Applies to').selectOption({ label: 'Hotels' });
  await expect(page.getByLabel('Cabin type')).toHaveCount(0);
  await page.getByLabel('Hotel rating').selectOption({ label: '1 star' });
  await expect(page.getByLabel('Basis')).toHaveValue('Per room night');
  await page.getByLabel('Markup (%)').fill('12.5');
  await page.getByLabel('Service fee (RM)').fill('10.00');
  await page.getByLabel('Maintenance fee (RM)').fill('5.00');
  await setDate(page, 'Valid from', `${year}-01-01`);
  await setDate(page, 'Valid to', `${year}-12-31`);

  const preview = page.getByRole('region', { name: 'Price preview' });
  await preview.getByLabel('Room rate per night').fill('333.33');
  await preview.getByLabel('Nights').fill('3');
  await preview.getByLabel('Rooms').fill('2');
  const expected = priceWithMarkup({
    markup: {
      markupKind: 'Percent',
      markupValue: 1250,
      serviceFeeSen: 1000,
      maintenanceFeeSen: 500,
      basis: 'PerRoomNight',
    },
    baseSen: 33_333,
    nights: 3,
    rooms: 2,
  });
  const money = (sen: number) => formatMoney(sen, 'MYR', 'en');
  const figures = preview.getByRole('definition');
  await expect(figures).toHaveText([
    money(expected.baseSen),
    money(expected.markupSen),
    money(expected.sellingSen),
    money(expected.serviceFeeSen),
    money(expected.maintenanceFeeSen),
    money(expected.totalSen),
  ]);
  // 6 room nights of RM 333.33 + 12.50 % (RM 41.67 each, half-up) + RM 15.00 of fees each.
  expect(expected.totalSen).toBe(6 * (33_333 + 4_167 + 1_500));
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Create markup' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Markup List' })).toBeVisible();
  await page.getByRole('search', { name: 'Filter markups' }).getByLabel('Name').fill(name);
  const row = page.getByRole('table', { name: 'Markups' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('12.50%');
  await expect(row).toContainText('All merchants');
  await expect
    .poll(async () => (await listMarkups(request, staff, { name })).items.length, { timeout: 20_000 })
    .toBe(1);

  // The server refuses the same overlap when a request reaches it without the form.
  const overlap = await request.post('/api/v1/bo/Markup/create', {
    headers: { Authorization: `Bearer ${staff}` },
    data: {
      id: crypto.randomUUID(),
      name: `${name} again`,
      appliesTo: 'Hotels',
      hotelRating: '1',
      markupKind: 'Fixed',
      markupValue: 100,
      serviceFeeSen: 0,
      maintenanceFeeSen: 0,
      validFrom: `${year}-06-01`,
      validTo: null,
    },
  });
  expect(overlap.status()).toBe(409);
  expect(((await overlap.json()) as { message: string }).message).toContain(`This markup overlaps ${name}`);
});

test('a Merchant Admin sees the global and its own markups, never another merchant’s, with the preview', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await apiToken(request, 'admin');
  const merchant = await apiToken(request, 'merchant.admin');
  const everyone = (await listMarkups(request, staff, { name: 'flights', pageSize: 50 })).items;
  const mine = (await listMarkups(request, merchant, { name: 'flights', pageSize: 50 })).items;
  const foreign = everyone.find((row) => row.merchantId !== null && !mine.some((own) => own.id === row.id));
  const own = mine.find((row) => row.merchantId !== null);
  expect(foreign).toBeDefined();
  expect(own).toBeDefined();

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchant.admin');
  await openList(page);
  await expect(page.getByRole('link', { name: 'Create Markup' })).toHaveCount(0);
  const filter = page.getByRole('search', { name: 'Filter markups' }).getByLabel('Name');
  await filter.fill('5-star hotels – all merchants');
  const table = page.getByRole('table', { name: 'Markups' });
  await expect(table.getByRole('row').filter({ hasText: '5-star hotels – all merchants' })).toHaveCount(1);
  await filter.fill(own?.name ?? '');
  await expect(table.getByRole('row').filter({ hasText: own?.name ?? '' })).toHaveCount(1);
  await filter.fill(foreign?.name ?? '');
  await expect(page.getByText('No markups match these filters.')).toBeVisible();

  // Read-only: no status buttons; its detail has the preview, priced per ticket.
  await filter.fill(own?.name ?? '');
  const ownRow = table.getByRole('row').filter({ hasText: own?.name ?? '' });
  const menu = await openRowActions(ownRow);
  await expect(menu.getByRole('menuitem')).toHaveText(['View']);
  await menu.getByRole('menuitem', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1, name: own?.name ?? '' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Price preview' });
  await preview.getByLabel('Base fare per ticket').fill('450');
  await preview.getByLabel('Passengers').fill('2');
  await expect(preview.getByRole('definition').last()).toHaveText(/^RM\s?\d/);
  await expectNoViolations(page);
});

test('in Malay at 390 px, the markup list and form read in Malay and pass axe', async ({ page }) => {
  await signIn(page, 'admin');
  await openList(page);
  await chooseLanguage(page, 'Bahasa Malaysia');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page);
  await page.goto('/markup/create-markup');
  await expect(page.getByRole('heading', { level: 1, name: 'Cipta Markup' })).toBeVisible();
  await page.getByLabel('Digunakan untuk').selectOption({ label: 'Hotel' });
  await expect(page.getByLabel('Penarafan hotel')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pratonton harga' })).toBeVisible();
  await expectNoViolations(page);
});

test('offline: staff create a markup, it is sent once when online, then deactivated', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await openList(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  await context.setOffline(true);
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');
  await page.getByRole('link', { name: 'Create Markup' }).first().click();
  // The list's own Name filter is still there until the form shows: the name went into it once.
  await expect(page.getByRole('heading', { level: 1, name: 'Create Markup' })).toBeVisible();
  const year = 2100 + Math.floor(Math.random() * 800);
  const name = `E2E offline First ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Cabin type').selectOption({ label: 'First' });
  await page.getByLabel('Markup type').selectOption({ label: 'Fixed amount' });
  await page.getByLabel('Markup amount (RM)').fill('150.00');
  // A year of its own, closed at both ends: an open end runs forever and would overlap any other
  // open-ended First markup for every merchant (a retry's, or another spec's).
  await setDate(page, 'Valid from', `${year}-01-01`);
  await setDate(page, 'Valid to', `${year}-12-31`);
  await page.getByRole('button', { name: 'Create markup' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Markup List' })).toBeVisible();
  await page.getByRole('search', { name: 'Filter markups' }).getByLabel('Name').fill(name);
  const row = page.getByRole('table', { name: 'Markups' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending sync')).toBeVisible();
  await expect(row).toContainText('RM 150.00');

  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
  const staff = await apiToken(request, 'admin');
  await expect.poll(async () => (await listMarkups(request, staff, { name })).totalCount).toBe(1);

  await chooseRowAction(row, 'Deactivate');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await listMarkups(request, staff, { name })).items[0]?.status)
    .toBe('Inactive');
});
