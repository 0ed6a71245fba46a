import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from './fixtures';
import { strFromU8, unzipSync } from 'fflate';
import { goOfflineWhenControlled, signIn } from './helpers';

/**
 * What every list gets (docs/ARCHITECTURE.md, List tools), used as a back-office user would:
 * export of the filtered view from the mirror (offline), the column chooser, saved views and
 * bulk status changes through the outbox.
 */

const BOOKINGS = '/booking/booking-list';

/** The total of "Showing 1–10 of 1,234". */
async function totalShown(page: Page): Promise<number> {
  const text = await page.getByText(/Showing \d+–\d+ of [\d,]+/).innerText();
  return Number((/of ([\d,]+)/.exec(text)?.[1] ?? '').replaceAll(',', ''));
}

async function openBookings(page: Page) {
  await page.goto(BOOKINGS);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking List' })).toBeVisible();
  await expect(page.getByText(/Showing 1–\d+ of [\d,]+/)).toBeVisible({ timeout: 30_000 });
}

async function exportAs(
  page: Page,
  item: 'Export CSV' | 'Export Excel (XLSX)',
  stem = 'bookings',
): Promise<Buffer> {
  const toolbar = page.getByRole('toolbar', { name: 'List tools' });
  const downloading = page.waitForEvent('download');
  await toolbar.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const download: Download = await downloading;
  const extension = item === 'Export CSV' ? 'csv' : 'xlsx';
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${stem}-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`));
  return readFile(await download.path());
}

/** RFC 4180 records of a CSV text (quoted fields may hold commas, quotes and line ends). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (isQuoted && char === '"' && text[at + 1] === '"') {
      field += '"';
      at++;
    } else if (char === '"') {
      isQuoted = !isQuoted;
    } else if (!isQuoted && char === ',') {
      record.push(field);
      field = '';
    } else if (!isQuoted && char === '\r' && text[at + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      at++;
    } else {
      field += char;
    }
  }
  return records;
}

const headerTexts = async (table: Locator) =>
  (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.replace(/[▲▼↕]/g, '').trim());

test('offline, a Super Admin exports the filtered bookings to CSV and XLSX', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await openBookings(page);
  await goOfflineWhenControlled(page, context);
  await page
    .getByRole('search', { name: 'Filter bookings' })
    .getByLabel('Status')
    .selectOption({ label: 'Cancelled' });
  await expect(page).toHaveURL(/status=Cancelled/);
  const total = await totalShown(page);
  expect(total).toBeGreaterThan(10);
  const headers = await headerTexts(page.getByRole('table', { name: 'Bookings' }));

  const csv = await exportAs(page, 'Export CSV');
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  const [header, ...records] = parseCsv(text.slice(1));
  expect(header).toEqual(headers);
  expect(records).toHaveLength(total);
  const statusIndex = headers.indexOf('Status');
  expect(new Set(records.map((record) => record[statusIndex]))).toEqual(new Set(['Cancelled']));

  const xlsx = unzipSync(new Uint8Array(await exportAs(page, 'Export Excel (XLSX)')));
  expect(strFromU8(xlsx['[Content_Types].xml'] ?? new Uint8Array())).toContain('/xl/worksheets/sheet1.xml');
  const sheet = strFromU8(xlsx['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  expect(sheet.match(/<row /g)).toHaveLength(total + 1);
});

test('a hidden column stays hidden after reload, until reset', async ({ page }) => {
  await signIn(page, 'admin');
  await openBookings(page);
  const table = page.getByRole('table', { name: 'Bookings' });
  await expect(table.getByRole('columnheader', { name: /^Traveler/ })).toBeVisible();
  // By keyboard: the menu opens on its first column; Traveler is the third.
  await page.getByRole('button', { name: 'Columns' }).focus();
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('menu', { name: 'Columns' });
  const traveler = chooser.getByRole('menuitemcheckbox', { name: 'Traveler' });
  await expect(chooser.getByRole('menuitemcheckbox', { name: 'Booking reference' })).toHaveAttribute(
    'data-highlighted',
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(traveler).toHaveAttribute('data-highlighted');
  await page.keyboard.press('Space');
  await expect(traveler).toHaveAttribute('aria-checked', 'false');
  await chooser.getByRole('menuitemcheckbox', { name: 'Supplier' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: /^Traveler/ })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: /^Supplier/ })).toBeVisible();

  await page.reload();
  await expect(page.getByText(/Showing 1–\d+ of [\d,]+/)).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: /^Supplier/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^Traveler/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitem', { name: 'Reset to default' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: /^Traveler/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^Supplier/ })).toHaveCount(0);
});

test('a saved view made the default opens with the list after reload', async ({ page }) => {
  await signIn(page, 'admin');
  await openBookings(page);
  const filters = page.getByRole('search', { name: 'Filter bookings' });
  await filters.getByLabel('Status').selectOption({ label: 'Pending' });
  await expect(page).toHaveURL(/status=Pending/);

  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save current view as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current view' });
  await dialog.getByLabel('View name').fill('Pending only');
  await dialog.getByLabel('Open this list on this view').check();
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(BOOKINGS);
  await expect(page).toHaveURL(/status=Pending/);
  await expect(filters.getByLabel('Status')).toHaveValue('Pending');
  await page.reload();
  await expect(filters.getByLabel('Status')).toHaveValue('Pending');

  // A URL that names a filter wins over the default view.
  await page.goto(`${BOOKINGS}?status=Confirmed`);
  await expect(filters.getByLabel('Status')).toHaveValue('Confirmed');
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: /^Pending only/ }).click();
  await expect(page).toHaveURL(/status=Pending/);
});

/** The same tools on the other lists: one pass each through export, column chooser and a default view. */
const OTHER_LISTS = [
  { path: '/merchant/view-merchant-listing', table: 'Merchants', stem: 'merchants', filter: 'Merchant name' },
  { path: '/user/manage-user', table: 'Users', stem: 'users', filter: 'Full name' },
];

for (const list of OTHER_LISTS) {
  test(`${list.table}: offline export of the filtered view, a hidden column and a default view survive reload`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    await page.goto(list.path);
    const showing = page.getByText(/Showing 1–\d+ of [\d,]+/);
    await expect(showing).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table', { name: list.table });
    const filters = page.getByRole('search', { name: `Filter ${list.table.toLowerCase()}` });

    await goOfflineWhenControlled(page, context);
    await filters.getByLabel(list.filter).fill('a');
    await expect(page).toHaveURL(/=a(&|$)/);
    await expect(showing).toBeVisible();
    const total = await totalShown(page);
    expect(total).toBeGreaterThan(0);
    // The export holds the data columns: not the selection boxes nor the row actions.
    const headers = (await headerTexts(table)).filter((text) => text !== '' && text !== 'Actions');
    const [header, ...records] = parseCsv(
      (await exportAs(page, 'Export CSV', list.stem)).toString('utf8').slice(1),
    );
    expect(header).toEqual(headers);
    expect(records).toHaveLength(total);
    await context.setOffline(false);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page
      .getByRole('menu', { name: 'Columns' })
      .getByRole('menuitemcheckbox', { name: 'Email' })
      .click();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: /^Email/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save current view as…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save current view' });
    await dialog.getByLabel('View name').fill('Names with a');
    await dialog.getByLabel('Open this list on this view').check();
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto(list.path);
    await expect(page).toHaveURL(/=a(&|$)/);
    await expect(filters.getByLabel(list.filter)).toHaveValue('a');
    await expect(showing).toBeVisible({ timeout: 30_000 });
    await expect(table.getByRole('columnheader', { name: /^Email/ })).toHaveCount(0);
  });
}

test('a Merchant User sees the list tools but no Export', async ({ page }) => {
  await signIn(page, 'merchant.user');
  await openBookings(page);
  const toolbar = page.getByRole('toolbar', { name: 'List tools' });
  await expect(toolbar.getByRole('button', { name: 'Columns' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Export' })).toHaveCount(0);
});

test.describe('bulk status changes', () => {
  // The page's own replayer sends the batch; a Background Sync replay would send op by op.
  test.use({ serviceWorkers: 'block' });

  /**
   * Selects the first two rows whose status cell says `status` and whose name no other row on the
   * page has (generated names repeat), and answers their names.
   */
  async function selectTwo(page: Page, table: Locator, status: string): Promise<string[]> {
    const label = (text: string | null) => (text ?? '').replace(/^Select /, '');
    const rows = table.locator('tbody tr').filter({ has: page.getByText(status, { exact: true }) });
    await expect(rows.first()).toBeVisible();
    const boxes = table.locator('tbody tr').getByRole('checkbox', { name: /^Select / });
    const all = (
      await boxes.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))
    ).map(label);
    const names: string[] = [];
    const count = await rows.count();
    for (let index = 0; index < count && names.length < 2; index++) {
      const checkbox = rows.nth(index).getByRole('checkbox', { name: /^Select / });
      const name = label(await checkbox.getAttribute('aria-label'));
      if (all.filter((other) => other === name).length !== 1) continue;
      names.push(name);
      await checkbox.check();
    }
    expect(names, `two ${status} rows with names of their own on the first page`).toHaveLength(2);
    return names;
  }

  async function deactivate(page: Page, table: Locator, noun: string) {
    const names = await selectTwo(page, table, 'Active');
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar.getByText('2 selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Deactivate 2 ${noun}?`);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(bar).toHaveCount(0);
    // Exact names: "Select Ahmad Ismail" would also find "Select Ahmad Ismail Abdullah".
    for (const name of names) {
      const row = table
        .locator('tbody tr')
        .filter({ has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) });
      await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    }
    return names;
  }

  test('two merchants and two users deactivated after one confirmation each, sent once', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const sent: string[] = [];
    // Ops the server answered (tries while offline fail before reaching it).
    page.on('response', (response) => {
      if (!response.url().endsWith('/Sync/push')) return;
      const body = JSON.parse(response.request().postData() ?? '{}') as { ops?: { id: string }[] };
      sent.push(...(body.ops ?? []).map((op) => op.id));
    });
    await signIn(page, 'admin');
    await page.goto('/merchant/view-merchant-listing');
    await expect(page.getByText(/Showing 1–\d+ of [\d,]+/)).toBeVisible({ timeout: 30_000 });
    await page.goto('/user/manage-user');
    await expect(page.getByText(/Showing 1–\d+ of [\d,]+/)).toBeVisible({ timeout: 30_000 });
    // Every screen of the test is loaded once online: the service worker is blocked here.
    await page.goto('/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Pending changes' })).toBeVisible();
    await context.setOffline(true);

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Merchant Listing' })
      .click();
    const merchants = await deactivate(page, page.getByRole('table', { name: 'Merchants' }), 'merchants');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Manage User' })
      .click();
    const users = await deactivate(page, page.getByRole('table', { name: 'Users' }), 'users');

    await expect(page.getByRole('link', { name: 'Pending changes: 4' })).toBeVisible();
    await page.getByRole('link', { name: 'Pending changes: 4' }).click();
    await expect(page.getByRole('list', { name: 'Pending changes' }).getByRole('listitem')).toHaveCount(4);

    await context.setOffline(false);
    await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
    expect(sent).toHaveLength(4);
    expect(new Set(sent).size).toBe(4);

    // The server took them: the rows stay inactive and are no longer marked pending.
    for (const [path, table, names] of [
      ['/merchant/view-merchant-listing', 'Merchants', merchants],
      ['/user/manage-user', 'Users', users],
    ] as const) {
      await page.goto(path);
      for (const name of names) {
        const row = page
          .getByRole('table', { name: table })
          .locator('tbody tr')
          .filter({ has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) });
        await expect(row.getByText('Inactive', { exact: true })).toBeVisible({ timeout: 30_000 });
        await expect(row.getByText('Pending sync')).toHaveCount(0);
      }
    }
  });
});
