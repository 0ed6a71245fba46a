import { expect, test } from './fixtures';
import { newestMail, otpIn } from './account-mail';
import { chooseLanguage, signIn } from './helpers';

const EMAIL = 'kavitha@demotravel.com.my';

test('changes the mobile number with an emailed OTP, after a wrong one (English)', async ({ page }) => {
  await signIn(page, 'merchant.admin');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  // While the tabs switch, the panel left behind is still in the page for a moment.
  const panel = page.getByRole('tabpanel', { name: 'Mobile number' });

  await panel.getByLabel('New mobile number').fill('013-456-7890');
  await panel.getByRole('button', { name: 'Send OTP' }).click();
  await expect(
    page.getByText(/Code sent to ka\*\*\*@demotravel\.com\.my\. It expires in \d+ seconds\./),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();

  const code = otpIn(await newestMail(page.request, EMAIL, 'otp'));
  await panel.getByLabel('One-time password').fill(code === '000000' ? '111111' : '000000');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('OTP is invalid');

  await panel.getByLabel('One-time password').fill(code);
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your information has been updated.').first()).toBeVisible();
  await expect(page.getByText('Current mobile number: 013-456-7890')).toBeVisible();
});

test('shows the security settings and devices in Malay', async ({ page }) => {
  await signIn(page, 'merchant.admin');
  await page.goto('/account-settings');
  await chooseLanguage(page, 'Bahasa Malaysia');
  await page.getByRole('tab', { name: 'Frasa keselamatan' }).click();
  await page.getByRole('textbox', { name: 'Frasa keselamatan' }).fill('x');
  await page
    .getByRole('tabpanel', { name: 'Frasa keselamatan' })
    .getByRole('button', { name: 'Simpan', exact: true })
    .click();
  await expect(page.getByText('Frasa keselamatan tidak memenuhi keperluan')).toBeVisible();
  await page.getByRole('tab', { name: 'Peranti' }).click();
  await expect(page.getByRole('list', { name: 'Sesi log masuk' }).getByText('(peranti ini)')).toBeVisible();
});
