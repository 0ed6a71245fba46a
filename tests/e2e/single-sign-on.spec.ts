import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_ID, CLIENT_SECRET, startTestProvider } from '../../server/test/oidc-provider-kit';
import { E2E_DEMO_SIZE } from '../support/e2e-servers';
import { startServer } from '../support/server-process';
import { linkIn, newestMail, seededNewUser } from './account-mail';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './helpers';

/**
 * Single sign-on in the browser (docs/security.md, Single sign-on): the app's half the API tests
 * cannot see, from "Continue with <provider>" on the first-time login page, through a real OpenID
 * provider, to the dashboard; then "Sign in with <provider>" after signing out. Its own server,
 * configured for a provider on a loopback port.
 */
const PORT = '4513';

test('a user invited by mail completes first-time login through the provider, then signs in with it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const portal = `http://localhost:${PORT}`;
  // Signed in, the app lands on "/", whose index sends it on to the dashboard at once: a check
  // that waits for "/" alone can miss it.
  const signedInHome = new RegExp(`^${portal}/(dashboard)?$`);
  const provider = await startTestProvider(`${portal}/api/v1/bo/General/sso/callback`);
  // Its own database: the seeded new user the password first-time login spec uses is new here too.
  const user = seededNewUser();
  provider.accounts.set('sub-e2e', { email: user.email.toUpperCase(), emailVerified: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-sso-'));
  const server = await startServer({
    PORT,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    SIGN_IN_RATE_LIMIT: '1000',
    DEMO_SIZE: E2E_DEMO_SIZE,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_DISPLAY_NAME: 'Company ID',
  });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    const admin = await page.request.post('/api/v1/bo/General/sign-in', {
      data: { username: 'admin', password: DEMO_PASSWORD },
    });
    const { accessToken } = ((await admin.json()) as { data: { accessToken: string } }).data;
    const sent = await page.request.post('/api/v1/bo/Account/send-first-time-login', {
      data: { username: user.username },
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(sent.status()).toBe(200);

    await page.goto(linkIn(await newestMail(page.request, user.email, 'firstLogin')));
    await page.getByLabel('Sign in with Company ID (single sign-on)').check();
    await expect(page.getByLabel('New password', { exact: true })).toBeHidden();
    await page
      .getByLabel('Security question')
      .selectOption({ label: 'What was the name of your first pet?' });
    await page.getByLabel('Answer').fill('Si Comel');
    await page.getByLabel('Secret phrase').fill('nasi lemak pagi');
    await page.getByLabel('I accept the terms and conditions of the Back Office Portal.').check();
    await page.getByRole('button', { name: 'Continue with Company ID' }).click();
    // At the provider: its login and consent pages.
    for (const step of ['login', 'consent']) {
      await expect(page.getByRole('heading', { name: `Test provider: ${step}` })).toBeVisible();
      await page.getByLabel('Account').fill('sub-e2e');
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(page).toHaveURL(signedInHome, { timeout: 30_000 });
    await expect(page.getByText('Signed in successfully.')).toBeVisible();

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('button', { name: 'Sign in with Company ID' }).click();
    // The provider remembers the user: straight back, signed in, no password asked.
    await expect(page).toHaveURL(signedInHome, { timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
    await provider.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
