import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { expect, test, type APIRequestContext } from './fixtures';
import { linkIn, newestMail, otpIn } from './account-mail';
import { apiToken } from './helpers';

const API = '/api/v1/bo';
const PASSWORD = 'Dua#Langkah1';

/** A staff user of its own (the demo accounts stay one-step), active, with a known password. */
async function newStaffUser(request: APIRequestContext) {
  const suffix = randomUUID().slice(0, 6);
  const username = `twostep.${suffix}`;
  const email = `${username}@example.com`;
  const admin = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const roles = await request.get(`${API}/UAC/getroledropdown`, { headers: admin });
  const roleId = ((await roles.json()) as { data: { id: string; name: string }[] }).data.find(
    (role) => role.name === 'Super Admin',
  )?.id;
  const created = await request.post(`${API}/User/sign-up`, {
    headers: admin,
    data: {
      id: randomUUID(),
      username,
      roleId,
      level: 'Maker',
      salutation: 'MS',
      firstName: 'Nur',
      lastName: 'Aina',
      idType: 'NRIC',
      idNumber: '900101-14-2222',
      email,
      mobileNumber: '012-345-6789',
      merchantId: null,
    },
  });
  expect(created.status()).toBe(200);
  const token = new URL(linkIn(await newestMail(request, email, 'firstLogin')), 'http://x').searchParams.get(
    'token',
  );
  const done = await request.post(`${API}/General/first-time-login`, {
    data: {
      mode: 'password',
      token,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      question: 'firstSchool',
      answer: 'SK Taman Melawati',
      secretPhrase: 'nasi lemak pagi',
      acceptTerms: true,
    },
  });
  expect(done.status()).toBe(200);
  return { username, email };
}

/** Turns two-step verification on through the API (the OTP step, then the first code). */
async function turnOnSecondFactor(request: APIRequestContext, username: string, email: string) {
  const signedIn = await request.post(`${API}/General/sign-in`, { data: { username, password: PASSWORD } });
  const headers = {
    Authorization: `Bearer ${((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken}`,
  };
  const otp = await request.post(`${API}/Account/otp`, { headers, data: { purpose: 'secondFactor' } });
  const { challengeId } = ((await otp.json()) as { data: { challengeId: string } }).data;
  const setup = await request.post(`${API}/Account/second-factor/setup`, {
    headers,
    data: { challengeId, otp: otpIn(await newestMail(request, email, 'otp')) },
  });
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const confirm = await request.post(`${API}/Account/second-factor/confirm`, {
    headers,
    data: { code: await generate({ secret }) },
  });
  expect(confirm.status()).toBe(200);
  return secret;
}

test('a user with two-step verification signs in with the code of their authenticator app', async ({
  page,
  request,
}) => {
  const { username, email } = await newStaffUser(request);
  const secret = await turnOnSecondFactor(request, username, email);

  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  const code = page.getByLabel('Verification code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. You have 4 more attempts.');
  // The next step's code: the one the setup used is spent.
  await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
