import { expect, test } from './fixtures';
import { linkIn, newestMail, seededNewUser } from './account-mail';
import { DEMO_PASSWORD } from './helpers';

test('an admin-created user completes the first-time login from the mailed link, then signs in', async ({
  page,
}) => {
  const user = seededNewUser();
  // Staff send the link (as user creation does); the API call goes to the real server.
  const signIn = await page.request.post('/api/v1/bo/General/sign-in', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  const { data } = (await signIn.json()) as { data: { accessToken: string } };
  const sent = await page.request.post('/api/v1/bo/Account/send-first-time-login', {
    data: { username: user.username },
    headers: { Authorization: `Bearer ${data.accessToken}` },
  });
  expect(sent.status()).toBe(200);

  // Until then, signing in explains what to do.
  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/complete the first-time login/);

  const mail = await newestMail(page.request, user.email, 'firstLogin');
  await page.goto(linkIn(mail));
  await expect(page.getByRole('heading', { name: 'First-time login' })).toBeVisible();
  await expect(page.getByText(`Your username is ${user.username}`)).toBeVisible();

  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('Mula@2024');
  await page.getByLabel('Confirm new password').fill('Mula@2024');
  await page.getByLabel('Security question').selectOption({ label: 'What was the name of your first pet?' });
  await page.getByLabel('Answer').fill('Si Comel!');
  await page.getByLabel('Secret phrase').fill('abc');
  await page.getByLabel('I accept the terms and conditions of the Back Office Portal.').check();
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page.getByText('Use letters, numbers and spaces only')).toBeVisible();
  await expect(page.getByText('Secret phrase does not meet requirements')).toBeVisible();

  await page.getByLabel('Answer').fill('Si Comel');
  await page.getByLabel('Secret phrase').fill('roti canai pagi');
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('Mula@2024');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(linkIn(mail));
  await expect(page.getByRole('alert')).toHaveText('Account is already activated, please proceed to login');
});
