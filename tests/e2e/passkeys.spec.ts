import { expect, test, type Page } from './fixtures';
import { linkIn, newestMail, otpIn, seededNewUser } from './account-mail';
import { apiToken, signIn } from './helpers';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';

/**
 * Passkeys in Chromium's virtual authenticator (tests/support/virtual-authenticator.ts).
 * Seeded new users activated here, not the demo accounts: one of them ends locked for the rest
 * of the run.
 */
const PASSWORD = 'Kunci@2024';

/** Sends the `n`th seeded new merchant user the first-time login link and completes it by API. */
async function activatedUser(page: Page, n: number) {
  const user = seededNewUser(n, 'merchant');
  const sent = await page.request.post('/api/v1/bo/Account/send-first-time-login', {
    data: { username: user.username },
    headers: { Authorization: `Bearer ${await apiToken(page.request, 'admin')}` },
  });
  expect(sent.status()).toBe(200);
  const token = new URLSearchParams(
    linkIn(await newestMail(page.request, user.email, 'firstLogin')).split('?')[1],
  ).get('token');
  const done = await page.request.post('/api/v1/bo/General/first-time-login', {
    data: {
      mode: 'password',
      token,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      question: 'firstPet',
      answer: 'Si Comel',
      secretPhrase: 'roti canai pagi',
      acceptTerms: true,
      confirmOrganization: true,
    },
  });
  expect(done.status()).toBe(200);
  return user;
}

/** Sends the OTP of `section` and fills in the new code mailed to `email`. */
async function confirmWithOtp(
  page: Page,
  section: ReturnType<Page['locator']>,
  email: string,
  previous = '',
) {
  await section.getByRole('button', { name: 'Send OTP' }).click();
  let code = '';
  await expect
    .poll(async () => {
      code = otpIn(await newestMail(page.request, email, 'otp'));
      return code !== '' && code !== previous;
    })
    .toBe(true);
  await section.getByLabel('One-time password').fill(code);
  return code;
}

async function registerPasskey(page: Page, email: string) {
  await page.goto('/account-settings');
  await page.getByRole('tab', { name: 'Devices' }).click();
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  const code = await confirmWithOtp(page, passkeys, email);
  await passkeys.getByRole('button', { name: 'Register this device' }).click();
  await expect(
    page.getByText(/This device is registered and biometric login is activated/).first(),
  ).toBeVisible();
  await expect(passkeys.getByRole('list', { name: 'Passkeys' })).toContainText('Not used yet');
  // A new way in: the other sessions may be ended at once (docs/security.md, Sessions console).
  const offer = passkeys.getByRole('status').filter({ hasText: 'Sign out your other sessions too?' });
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();
  return { passkeys, code };
}

async function signOut(page: Page) {
  const dialog = page.getByRole('alertdialog', { name: 'Sign out' });
  // The success toast sits over the account menu for a while: open the menu again if need be.
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: 'Sign out' }).isVisible())) {
      await page.getByRole('button', { name: /Account menu/ }).click();
    }
    await page.getByRole('menuitem', { name: 'Sign out' }).click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('registers a passkey, signs in with it without a password, and removes it', async ({ page }) => {
  const user = await activatedUser(page, 0);
  await addVirtualAuthenticator(page);
  await signIn(page, user.username, PASSWORD);
  const { code } = await registerPasskey(page, user.email);

  await signOut(page);
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Autofill: the username field's focus starts a waiting request, which the virtual
  // authenticator answers with the passkey at once (a person would pick it in the suggestions).
  await signOut(page);
  await page.getByLabel('Username').focus();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/account-settings');
  await page.getByRole('tab', { name: 'Devices' }).click();
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByRole('list', { name: 'Passkeys' })).toContainText('Last used');
  await passkeys.getByRole('button', { name: /^Remove passkey / }).click();
  const item = passkeys.getByRole('listitem');
  await confirmWithOtp(page, item, user.email, code);
  await item.getByRole('button', { name: 'Remove passkey', exact: true }).click();
  await expect(
    page.getByText('The passkey has been removed. It can no longer sign you in.').first(),
  ).toBeVisible();
  await expect(passkeys.getByText('No passkeys registered yet.')).toBeVisible();
});

test("a locked user's passkey sign-in shows the locked message", async ({ page }) => {
  const user = await activatedUser(page, 1);
  await addVirtualAuthenticator(page);
  await signIn(page, user.username, PASSWORD);
  await registerPasskey(page, user.email);
  await signOut(page);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.request.post('/api/v1/bo/General/sign-in', {
      data: { username: user.username, password: 'Wrong@12345' },
    });
  }
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your account is locked, please proceed to Forgot Password',
  );
});
