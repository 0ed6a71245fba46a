import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { linkIn, newestMail } from './account-mail';
import { DEMO_PASSWORD, signIn } from './helpers';

const API = '/api/v1/bo';

/** The admin's view of a role on the server (through a separate API session). */
async function roleOnServer(request: APIRequestContext, name: string) {
  const signedIn = await request.post(`${API}/General/sign-in`, {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  const { data } = (await signedIn.json()) as { data: { accessToken: string } };
  const res = await request.get(`${API}/UAC/getrolelist`, {
    headers: { Authorization: `Bearer ${data.accessToken}` },
  });
  const roles = ((await res.json()) as { data: { name: string; menuKeys: string[]; functions: string[] }[] })
    .data;
  return roles.find((role) => role.name === name);
}

/**
 * Saves and waits until the outbox has sent it. The app's "saved" toast comes first: it says the
 * change is queued on the device, and only then may the test reload the page (a reload that beats
 * the queue's write would drop the click, as closing the tab would).
 */
async function saveAndWaitUntilSent(page: Page, button: string, saved: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await page.goto('/outbox');
  await expect(page.getByText('All changes are sent. Nothing is waiting.')).toBeVisible({ timeout: 20_000 });
}

test('an admin shapes a role with two menus and view-only functions; its new user sees exactly that', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const roleName = `Field Auditor ${suffix}`;
  const username = `auditor.${suffix}`;
  const email = `${username}@example.com`;

  await signIn(page, 'admin');
  await page.goto('/uac');
  await page.getByRole('button', { name: 'New role' }).click();
  await page.getByLabel('Role name').fill(roleName);
  await page.getByLabel('Scope').selectOption({ label: 'Staff' });
  await page.getByLabel('Description').fill('Sees merchants and users, changes nothing');
  await page.getByRole('button', { name: 'Create role' }).click();
  await page.getByRole('button', { name: roleName, exact: true }).click();
  await page.getByRole('checkbox', { name: 'Merchant Listing', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Manage User', exact: true }).check();
  await saveAndWaitUntilSent(page, 'Save menu permissions', `Menu permissions of ${roleName} saved.`);

  await page.goto('/fac');
  await page.getByLabel('Role', { exact: true }).selectOption({ label: roleName });
  // View-only: the views the menu grant brought stay, anything else is cleared.
  await page.getByRole('checkbox', { name: 'Manage User: Update' }).check();
  await saveAndWaitUntilSent(page, 'Save function permissions', `Function permissions of ${roleName} saved.`);
  await page.goto('/fac');
  await page.getByLabel('Role', { exact: true }).selectOption({ label: roleName });
  await expect(page.getByRole('checkbox', { name: 'Merchant Listing: View' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Manage User: Update' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Manage User: Update' }).uncheck();
  await saveAndWaitUntilSent(page, 'Save function permissions', `Function permissions of ${roleName} saved.`);
  // The two links, with the categories they sit in; view only.
  expect(await roleOnServer(request, roleName)).toMatchObject({
    menuKeys: ['merchant', 'merchant.list', 'user', 'user.manage'],
    functions: ['merchant.list:view', 'merchant:view', 'user.manage:view', 'user:view'],
  });

  await page.goto('/user/create-user');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: roleName });
  await page.getByLabel('First name').fill('Farah');
  await page.getByLabel('Last name').fill('Hanim');
  await page.getByLabel('ID number').fill('900101-14-5678');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill('012-345-6789');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page).toHaveURL(/\/user\/manage-user/);
  await page.getByLabel('Full name').fill('Farah Hanim');
  await expect(page.getByRole('row', { name: /Farah Hanim/ })).toBeVisible();

  // The new user, on another device: first-time login from the mail, then sign in.
  const mail = await newestMail(request, email, 'firstLogin');
  const context = await browser.newContext();
  const agent = await context.newPage();
  await agent.goto(linkIn(mail));
  await agent.getByLabel('New password', { exact: true }).fill('Audit@2026');
  await agent.getByLabel('Confirm new password').fill('Audit@2026');
  await agent.getByLabel('Security question').selectOption({ label: 'What was the name of your first pet?' });
  await agent.getByLabel('Answer').fill('Si Comel');
  await agent.getByLabel('Secret phrase').fill('roti canai pagi');
  await agent.getByLabel('I accept the terms and conditions of the Back Office Portal.').check();
  await agent.getByRole('button', { name: 'Complete setup' }).click();
  await expect(agent).toHaveURL(/\/login$/);
  await agent.getByLabel('Username').fill(username);
  await agent.getByLabel('Password', { exact: true }).fill('Audit@2026');
  await agent.getByRole('button', { name: 'Sign in' }).click();

  // No dashboard for this role: the start page is the first screen it may open.
  await expect(agent).toHaveURL(/\/merchant\/view-merchant-listing/);
  const navigation = agent.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link')).toHaveText(['Merchant Listing', 'Manage User']);
  await expect(agent.getByRole('row').nth(1)).toBeVisible();
  // A view-only role gets no row actions: no menu on any row.
  await expect(agent.getByRole('button', { name: /^Actions for / })).toHaveCount(0);

  await navigation.getByRole('link', { name: 'Manage User' }).click();
  await agent.getByLabel('Full name').fill('Farah Hanim');
  await expect(agent.getByRole('row', { name: /Farah Hanim/ })).toBeVisible();
  await expect(agent.getByRole('link', { name: 'Create User' })).toHaveCount(0);
  await expect(agent.getByRole('button', { name: /^Actions for / })).toHaveCount(0);

  // A screen the role may not open says so (and the server refuses its calls anyway).
  await agent.goto('/uac');
  await expect(agent.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  await context.close();
});
