import { expect, test, type Locator } from './fixtures';
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
  expect(await overlaps(online, page.getByRole('heading', { level: 1 }))).toBe(false);
  await expect(online).toBeHidden();

  await context.setOffline(true);
  const offline = await toggle();
  await expect(offline).toContainText(WAITING);
  await expect(row.getByText('Pending sync')).toBeVisible();
  await context.setOffline(false);
  await expect(row.getByText('Pending sync')).toBeHidden({ timeout: 20_000 });
});
