import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { waitForNetworkQuiet } from './network-quiet';

export const DEMO_PASSWORD = 'Demo@12345';

export async function chooseLanguage(page: Page, language: 'English' | 'Bahasa Malaysia') {
  // The switcher's label is in the current language: "Language" or "Bahasa".
  await page.getByLabel(/^(Language|Bahasa)$/).selectOption({ label: language });
}

/**
 * Goes offline once the service worker controls the page: it holds the lazily loaded parts (the
 * export, the editors), which an offline page cannot fetch otherwise. On a busy machine the worker
 * may take its control some seconds after the first screen shows.
 */
export async function goOfflineWhenControlled(page: Page, context: BrowserContext) {
  await waitForNetworkQuiet(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  await context.setOffline(true);
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * An access token of a separate API session (the `request` fixture has its own cookies), for a
 * test's checks against the server. Refreshing the page's own session instead would rotate its
 * refresh token under the app, which may be refreshing at the same moment.
 */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const signedIn = await request.post('/api/v1/bo/General/sign-in', {
    data: { username, password: DEMO_PASSWORD },
  });
  return ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken;
}
