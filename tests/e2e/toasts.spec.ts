import { expect, test, waitForNetworkQuiet, type Locator, type Page } from './fixtures';
import { signIn } from './helpers';
import { chooseStatusAction } from './row-actions';

/** A queued change's toast says where the change is, and covers no heading. */

const WAITING = 'The change is saved on this device and sent to the server when possible.';

const overlaps = async (a: Locator, b: Locator) => {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('not laid out');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
};

test('online the toast says Saved once the server took the change; offline it says the change waits', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/merchant/view-merchant-listing');
  await expect(page.getByText(/Showing 1–10 of [\d,]+/)).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Merchants' });
  const name = (await table.getByRole('rowheader').first().innerText()).replace('Pending sync', '').trim();
  await page.getByLabel('Merchant name').fill(name);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  const toggle = async () => {
    const verb = await chooseStatusAction(row);
    await page.getByRole('alertdialog').getByRole('button', { name: verb }).click();
    return page.getByRole('status').filter({ hasText: `${name} will be ${verb.toLowerCase()}d.` });
  };

  const online = await toggle();
  await expect(online).toContainText('Saved.');
  await expect(online).not.toContainText(WAITING);
  await expect
    .poll(() => overlaps(online, page.getByRole('heading', { level: 1 })), { timeout: 2_000 })
    .toBe(false);
  await expect(online).toBeHidden();

  await context.setOffline(true);
  const offline = await toggle();
  await expect(offline).toContainText(WAITING);
  await expect(row.getByText('Pending sync')).toBeVisible();
  await context.setOffline(false);
  await expect(row.getByText('Pending sync')).toBeHidden({ timeout: 20_000 });
});

/** Drafts an invoice online as the merchant admin; answers the detail page's heading. */
async function draftInvoice(page: Page) {
  await page.goto('/invoice/create-invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Guest name').fill(`Toast Guest ${Date.now()}`);
  await page.getByLabel('Market').selectOption({ label: 'Domestic' });
  await page.getByLabel('Sales type, revenue line 1').selectOption({ label: 'Hotel' });
  await page.getByLabel('Unit price, revenue line 1').fill('250');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice / })).toBeVisible();
}

for (const width of [1440, 390]) {
  test(`at ${width} px two toasts stack without overlap below the navbar, whose account menu stays usable; online they say Saved`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'merchant.admin');
    await draftInvoice(page);
    const drafted = page.getByRole('status').filter({ hasText: 'Invoice draft added.' });
    await expect(drafted).toBeVisible();
    // The pointer rests on the toasts, which holds their 3 s (as it holds them for a reader), and
    // the keyboard issues the invoice: a loaded machine cannot let the first toast expire first.
    await drafted.hover();
    await page.getByRole('button', { name: 'Issue' }).press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Issue' }).press('Enter');
    const issued = page.getByRole('status').filter({ hasText: 'Invoice issued.' });
    await expect(issued).toBeVisible();
    await expect(drafted).toBeVisible();
    // Stacked once the newer toast has slid in, each wholly visible, below the navbar's bottom edge.
    await expect.poll(() => overlaps(drafted, issued), { timeout: 2_000 }).toBe(false);
    const navbar = await page.getByRole('banner').boundingBox();
    for (const toast of [drafted, issued]) {
      const isBelowNavbar = async () => {
        const box = await toast.boundingBox();
        return Boolean(box && navbar && box.y >= navbar.y + navbar.height);
      };
      await expect.poll(isBelowNavbar, { timeout: 2_000 }).toBe(true);
    }
    // The account menu opens while the toasts show.
    await page.getByRole('button', { name: /^Account menu for / }).click({ timeout: 2_000 });
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await issued.hover();
    // Online the server answers at once: neither toast says the change waits.
    await expect(drafted).toContainText('Saved.');
    await expect(issued).toContainText(/Saved as INV-\d{4}-\d{6,}\./);
    await expect(drafted).not.toContainText(WAITING);
    await expect(issued).not.toContainText(WAITING);
  });
}

test('a draft saved online, then offline and online again, asks nothing the server refuses (no 404 or 401)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const refusals: string[] = [];
  page.on('response', (response) => {
    if ([401, 404].includes(response.status())) refusals.push(`${response.status()} ${response.url()}`);
  });
  await signIn(page, 'merchant.admin');
  // A slow link: the detail page shows while the server has not yet taken the draft.
  await page.route('**/Invoice/create', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await draftInvoice(page);
  await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
  await expect(page.getByText('Not yet sent')).toBeHidden({ timeout: 20_000 });
  await context.setOffline(true);
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');
  await context.setOffline(false);
  await expect(page.getByRole('status', { name: 'Connection status' })).not.toHaveText('Offline');
  // The history the server has once the draft reached it.
  await expect(page.getByRole('listitem').filter({ hasText: /^Drafted by / })).toBeVisible();
  await waitForNetworkQuiet(page);
  expect(refusals).toEqual([]);
});
