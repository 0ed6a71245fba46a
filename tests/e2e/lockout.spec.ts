import { expect, test, type Page } from './fixtures';
import { seededActiveUser } from './account-mail';
import { chooseLanguage } from './helpers';

// Seeded users, not the demo accounts: a locked account stays locked for the rest of the run.
const englishUser = seededActiveUser(0).username;
const malayUser = seededActiveUser(1).username;

async function tryPassword(
  page: Page,
  labels: { username: string; password: string; submit: string },
  username: string,
) {
  await page.getByLabel(labels.username).fill(username);
  await page.getByLabel(labels.password).fill('Wrong@12345');
  await page.getByRole('button', { name: labels.submit }).click();
}

test('three wrong passwords give the lockout messages in order, then lock (English)', async ({ page }) => {
  const labels = { username: 'Username', password: 'Password', submit: 'Sign in' };
  await page.goto('/login');
  const alert = page.getByRole('alert');

  await tryPassword(page, labels, englishUser);
  await expect(alert).toHaveText('Password not match with username. You have 2 more attempts.');
  await tryPassword(page, labels, englishUser);
  await expect(alert).toHaveText('Password not match with username. You have 1 more attempt.');
  await tryPassword(page, labels, englishUser);
  await expect(alert).toHaveText('Your account is locked, please proceed to Forgot Password');

  // Locked means locked: the right password does not open it.
  await page.getByLabel('Password').fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(alert).toHaveText('Your account is locked, please proceed to Forgot Password');

  await tryPassword(page, labels, 'no.such.user');
  await expect(alert).toHaveText('Username not found. Please try again.');
});

test('three wrong passwords give the same messages in Bahasa Malaysia', async ({ page }) => {
  const labels = { username: 'Nama pengguna', password: 'Kata laluan', submit: 'Log masuk' };
  await page.goto('/login');
  await chooseLanguage(page, 'Bahasa Malaysia');
  const alert = page.getByRole('alert');

  await tryPassword(page, labels, malayUser);
  await expect(alert).toHaveText(
    'Kata laluan tidak sepadan dengan nama pengguna. Anda mempunyai 2 percubaan lagi.',
  );
  await tryPassword(page, labels, malayUser);
  await expect(alert).toHaveText(
    'Kata laluan tidak sepadan dengan nama pengguna. Anda mempunyai 1 percubaan lagi.',
  );
  await tryPassword(page, labels, malayUser);
  await expect(alert).toHaveText('Akaun anda telah dikunci, sila teruskan ke Lupa Kata Laluan');
});

test('empty fields are caught before any call, with a translated message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required')).toHaveCount(2);
});
