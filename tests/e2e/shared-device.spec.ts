/**
 * Sessions on shared devices (docs/security.md): a sign-out made offline must keep the next person
 * out of the previous session (the refresh cookie stayed valid and `/` opened on that user's
 * dashboard), and on a shared device signing out removes the user's copy of the data, after
 * saying what unsent changes that deletes.
 */
import { expectNoViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { DEMO_PASSWORD, goOfflineWhenControlled, signIn } from './helpers';

const userIdOf = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('bo-portal:user') ?? '{}') as { userID?: string }).userID,
  );

const mirrorNames = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? ''));

async function openSignOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  return page.getByRole('alertdialog', { name: 'Sign out' });
}

test('a sign-out made offline keeps the next person out: / opens on the sign-in page once online', async ({
  page,
  context,
}) => {
  await signIn(page, 'merchant.user');
  await goOfflineWhenControlled(page, context);

  const dialog = await openSignOut(page);
  await expect(dialog.getByRole('checkbox', { name: /Remove my data from this device/ })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await context.setOffline(false);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The queued server sign-out went once online, so the cookie opens nothing on the server either.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('bo-portal:pending-sign-outs')), { timeout: 15_000 })
    .toBeNull();
  const refresh = await page.request.post('/api/v1/bo/General/refresh-token');
  expect(refresh.status()).toBe(401);
  // Still the sign-in page after a reload: nothing signed the previous user back in.
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('on a shared device, sign-out warns about an unsent change, can go back, then removes the device copy', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  const shared = page.getByRole('checkbox', { name: /This is a shared device/ });
  await shared.check();
  await expectNoViolations(page, 'sign-in page with the shared-device choice');
  await page.getByLabel('Username').fill('merchant.user');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const userId = await userIdOf(page);
  expect(userId).toEqual(expect.any(String));

  // One change made offline waits in the outbox.
  await page.goto('/case/service-request');
  await expect(page.getByText(/Showing 1–\d+ of \d+/)).toBeVisible({ timeout: 30_000 });
  await goOfflineWhenControlled(page, context);
  await page.getByRole('button', { name: 'New request' }).click();
  const form = page.getByRole('form', { name: 'New service request' });
  await form.getByLabel('Category').selectOption({ label: 'Payment' });
  await form.getByLabel('Subject').fill(`Shared device E2E ${Date.now()}`);
  await form.getByLabel('Description').fill('Written on the counter tablet with no signal.');
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('link', { name: 'Pending changes: 1' })).toBeVisible();
  expect(await mirrorNames(page)).toContain(`bo-portal-${userId}`);

  // The dialog ticks the removal (shared device) and says what it would delete; Cancel goes back.
  let dialog = await openSignOut(page);
  await expect(dialog.getByRole('checkbox', { name: /Remove my data from this device/ })).toBeChecked();
  await expect(
    dialog.getByText('1 change has not reached the server yet. Removing your data deletes it for good.'),
  ).toBeVisible();
  await expectNoViolations(page, 'sign-out dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Pending changes: 1' })).toBeVisible();

  dialog = await openSignOut(page);
  await dialog.getByRole('button', { name: 'Delete changes and sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => mirrorNames(page)).not.toContain(`bo-portal-${userId}`);
  const keptUnderUser = await page.evaluate(
    (id) => Object.keys(localStorage).filter((key) => key.includes(id)),
    userId ?? '',
  );
  expect(keptUnderUser).toEqual([]);

  await context.setOffline(false);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('the idle timeout signs out of the device with a message and keeps the outbox', async ({ page }) => {
  await signIn(page, 'merchant.user');
  const userId = await userIdOf(page);
  // An hour and a minute without input, as the app records it on the device.
  await page.evaluate(() => localStorage.setItem('bo-portal:last-active', String(Date.now() - 61 * 60_000)));
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('alert')).toHaveText(
    'You were signed out after 60 minutes without activity. Please sign in again.',
  );
  expect(await mirrorNames(page)).toContain(`bo-portal-${userId}`);
});
