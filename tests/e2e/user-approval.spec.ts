/**
 * Four eyes on user changes through the screens (docs/security.md, Four-eyes changes): a Maker
 * gives a staff user the Checker level, which is only sent for approval; another Checker sees it
 * awaiting approval, compares current and proposed values, approves, and the change applies.
 */
import { expect, test, type APIRequestContext } from './fixtures';
import { apiToken, signIn } from './helpers';
import { chooseRowAction } from './row-actions';

const API = '/api/v1/bo';

type UserRow = { id: string; level: string; fullName: string; pendingChange?: unknown };

/** A new staff Maker (Super Admin role), created by the admin through the API. */
async function createStaffMaker(request: APIRequestContext, token: string, suffix: string) {
  const roles = await request.get(`${API}/UAC/getroledropdown`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const superAdmin = ((await roles.json()) as { data: { id: string; name: string }[] }).data.find(
    (role) => role.name === 'Super Admin',
  );
  const lastName = `Proposal ${suffix}`;
  const res = await request.post(`${API}/User/sign-up`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      id: crypto.randomUUID(),
      username: `fourEyes.${suffix}`.toLowerCase(),
      roleId: superAdmin?.id,
      level: 'Maker',
      salutation: 'MS',
      firstName: 'Nadia',
      lastName,
      idType: 'NRIC',
      idNumber: '900101-14-2222',
      email: `four.eyes.${suffix}@example.com`,
      mobileNumber: '012-345-6789',
      merchantId: null,
    },
  });
  expect(res.status()).toBe(200);
  return `Nadia ${lastName}`;
}

async function userOnServer(request: APIRequestContext, token: string, fullName: string) {
  const res = await request.get(`${API}/User/userList?fullName=${encodeURIComponent(fullName)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { items: UserRow[] } }).data.items[0];
}

test('a Maker’s Checker level waits for another Checker, who approves it from the list', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Letters only: the name fields take no digits.
  const suffix = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
  const adminToken = await apiToken(request, 'admin');
  const fullName = await createStaffMaker(request, adminToken, suffix);

  // The Maker proposes: the form is saved, the toast says it is sent for approval.
  await signIn(page, 'maker');
  await page.goto('/user/manage-user');
  await page.getByLabel('Full name').fill(fullName);
  const row = page.getByRole('row', { name: new RegExp(fullName) });
  await chooseRowAction(row, 'Edit');
  await page.getByLabel('Level').selectOption('Checker');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Sent for approval. The change applies once another Checker approves it.'),
  ).toBeVisible();
  await expect
    .poll(async () => (await userOnServer(request, adminToken, fullName))?.pendingChange)
    .toBeTruthy();
  expect((await userOnServer(request, adminToken, fullName))?.level).toBe('Maker');

  // The Maker never sees Approve on his own proposal.
  await page.getByLabel('Full name').fill(fullName);
  await expect(row.getByText('Awaiting approval')).toBeVisible({ timeout: 20_000 });
  await chooseRowAction(row, 'View change');
  const view = page.getByRole('dialog');
  await expect(view.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Close' }).click();

  // Another Checker approves it.
  const context = await browser.newContext();
  const checker = await context.newPage();
  await signIn(checker, 'admin');
  await checker.goto('/user/manage-user');
  await checker.getByLabel('Full name').fill(fullName);
  const checkerRow = checker.getByRole('row', { name: new RegExp(fullName) });
  await expect(checkerRow.getByText('Awaiting approval')).toBeVisible({ timeout: 20_000 });
  await chooseRowAction(checkerRow, 'Approve change');
  const dialog = checker.getByRole('dialog', { name: `Approve the change to ${fullName}?` });
  const level = dialog.getByRole('row', { name: /Level/ });
  await expect(level.getByRole('cell').nth(0)).toHaveText('Maker');
  await expect(level.getByRole('cell').nth(1)).toHaveText('Checker');
  await dialog.getByRole('button', { name: 'Approve' }).click();

  await expect.poll(async () => (await userOnServer(request, adminToken, fullName))?.level).toBe('Checker');
  await expect(checkerRow.getByText('Awaiting approval')).toHaveCount(0, { timeout: 20_000 });
  await expect(checkerRow.getByText(/Sending approval/)).toHaveCount(0);
  await context.close();
});
