import { expect, test } from './fixtures';
import { newestMail, linkIn } from './account-mail';
import { chooseLanguage, DEMO_PASSWORD } from './helpers';

// merchant.user ends with the demo password again, so other specs can still use the account.
const USERNAME = 'merchant.user';
const EMAIL = 'amirul@demotravel.com.my';

test('a locked account is recovered through the emailed reset link (English)', async ({ page }) => {
  await page.goto('/login');
  for (let i = 0; i < 3; i++) {
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Password not match|locked/);
  }
  await expect(page.getByRole('alert')).toHaveText(
    'Your account is locked, please proceed to Forgot Password',
  );

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Username or email').fill(USERNAME);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If the account exists, a link to reset its password has been sent to the registered email.',
  );

  const mail = await newestMail(page.request, EMAIL, 'reset');
  expect(mail.subject).toBe('Reset your Back Office Portal password');
  await page.goto(linkIn(mail));
  await expect(page.getByText(`Choose a new password for ${USERNAME}.`)).toBeVisible();
  await expect(page.getByText('Minimum 8 characters long, uppercase & symbol')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm new password').fill('weakpass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password does not meet requirements')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password').fill('Demo@99999');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password is not identical, please try again.')).toBeVisible();

  await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link was used once; opening it again says so.
  await page.goto(linkIn(mail));
  await expect(page.getByRole('alert')).toHaveText(
    'This link is invalid or has expired. Please request a new one.',
  );
});

test('forgot password in Malay sends a Malay email and answers in Malay', async ({ page }) => {
  await page.goto('/forgot-password');
  await chooseLanguage(page, 'Bahasa Malaysia');
  await page.getByLabel('Nama pengguna atau e-mel').fill('admin');
  await page.getByRole('button', { name: 'Hantar pautan penetapan semula' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Jika akaun itu wujud, pautan untuk menetapkan semula kata laluannya telah dihantar ke e-mel berdaftar.',
  );
  const mail = await newestMail(page.request, 'aisyah.rahman@backoffice.com.my', 'reset');
  expect(mail.locale).toBe('ms');
  expect(mail.subject).toBe('Tetapkan semula kata laluan Portal Pejabat Belakang anda');
  // The same answer for an account that does not exist (no enumeration).
  await page.goto('/forgot-password');
  await page.getByLabel('Nama pengguna atau e-mel').fill('tiada.sesiapa');
  await page.getByRole('button', { name: 'Hantar pautan penetapan semula' }).click();
  await expect(page.getByRole('status')).toHaveText(/Jika akaun itu wujud/);
});
