import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { linkIn, newestMail } from './account-mail';
import { chooseLanguage, signIn } from './helpers';

const api = '/api/v1/bo';

async function fillRegistration(page: Page, company: string, email: string, mobile = '012-345-6789') {
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Company registration number').fill('202301054321');
  await page.getByLabel('First name').fill('Nadia');
  await page.getByLabel('Last name').fill('Ismail');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill(mobile);
}

/** Registers through the API (the form is covered by the first test); verifies when asked. */
async function registerByApi(request: APIRequestContext, company: string, email: string, verify: boolean) {
  const res = await request.post(`${api}/General/register`, {
    data: {
      companyName: company,
      registrationNumber: 'LLP0012345-LGN',
      firstName: 'Farid',
      lastName: 'Hassan',
      email,
      mobileNumber: '03-1234-5678',
    },
  });
  expect(res.status()).toBe(200);
  if (!verify) return;
  const token = new URLSearchParams(
    linkIn(await newestMail(request, email, 'verifyEmail')).split('?')[1],
  ).get('token');
  expect((await request.post(`${api}/General/verify-email`, { data: { token } })).status()).toBe(200);
}

test('a merchant registers, verifies the email, staff approve, and the first-time login link arrives', async ({
  page,
}) => {
  const email = 'nadia@kedai-runcit.test';
  const company = 'Kedai Runcit Nadia Sdn Bhd';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Register your organization' })).toBeVisible();

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await fillRegistration(page, company, email, '0123456789');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText("Enter a phone number with '-' between digit groups")).toBeVisible();
  await page.getByLabel('Mobile number').fill('012-345-6789');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Registration received. Please check your email for the next step.',
  );

  const verifyMail = await newestMail(page.request, email, 'verifyEmail');
  await page.goto(linkIn(verifyMail));
  await expect(page.getByRole('status')).toContainText(
    'Your email is verified. Your organization is waiting for approval.',
  );

  await signIn(page, 'admin');
  // The menu item is a real link now that the screen exists.
  await page.getByRole('link', { name: 'Organization Approval' }).click();
  await expect(page).toHaveURL(/\/organization\/approval$/);
  await expect(page.getByRole('heading', { name: 'Organization approval' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row.getByText('Verified')).toBeVisible();
  await row.getByRole('button', { name: `Approve ${company}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Approve ${company}?` });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText('Organization approved. Its Merchant Admin has been sent a first-time login link.'),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  const firstLogin = await newestMail(page.request, email, 'firstLogin');
  expect(firstLogin.text).toContain(`the registration of ${company} has been approved`);
  await page.goto(linkIn(firstLogin));
  await expect(page.getByRole('heading', { name: 'First-time login' })).toBeVisible();
  await expect(page.getByText('Your username is nadia')).toBeVisible();
});

test('staff reject a registration with a reason, and cannot approve one whose email is unverified', async ({
  page,
}) => {
  const rejected = 'Syarikat Palsu Enterprise';
  const unverified = 'Belum Sah Trading';
  await registerByApi(page.request, rejected, 'farid@palsu.test', true);
  await registerByApi(page.request, unverified, 'farid@belum-sah.test', false);

  await signIn(page, 'admin');
  await page.goto('/organization/approval');
  const waiting = page.getByRole('row', { name: new RegExp(unverified) });
  await expect(waiting.getByText('Email not verified')).toBeVisible();
  await expect(waiting.getByRole('button', { name: `Approve ${unverified}` })).toBeDisabled();
  await expect(waiting.getByText('Can be approved once the email is verified.')).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(rejected) });
  await row.getByRole('button', { name: `Reject ${rejected}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${rejected}?` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Reason for rejection').fill('The company registration could not be confirmed.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Organization rejected.')).toBeVisible();
  await expect(row).toHaveCount(0);

  const mail = await newestMail(page.request, 'farid@palsu.test', 'organizationRejected');
  expect(mail.text).toContain('The company registration could not be confirmed.');
});

test('registers in Malay: Malay form, answer and email', async ({ page }) => {
  await page.goto('/register');
  await chooseLanguage(page, 'Bahasa Malaysia');
  await expect(page.getByRole('heading', { name: 'Daftarkan organisasi anda' })).toBeVisible();
  await page.getByLabel('Nama syarikat').fill('Kedai Kopi Pak Mat');
  await page.getByLabel('Nombor pendaftaran syarikat').fill('AB');
  await page.getByLabel('Nama pertama').fill('Mat');
  await page.getByLabel('Nama akhir').fill('Salleh');
  await page.getByLabel('E-mel').fill('mat@kopi.test');
  await page.getByLabel('Nombor telefon bimbit').fill('019-876-5432');
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText("Gunakan 4 hingga 30 huruf, digit atau '-'")).toBeVisible();
  await page.getByLabel('Nombor pendaftaran syarikat').fill('1234567-X');
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Pendaftaran diterima. Sila semak e-mel anda untuk langkah seterusnya.',
  );
  const mail = await newestMail(page.request, 'mat@kopi.test', 'verifyEmail');
  expect(mail).toMatchObject({ locale: 'ms', subject: 'Sahkan e-mel anda untuk Portal Pejabat Belakang' });
  await page.goto(linkIn(mail));
  await expect(page.getByRole('status')).toContainText('E-mel anda telah disahkan.');
});
