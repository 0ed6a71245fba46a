import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@12345';

export async function chooseLanguage(page: Page, language: 'English' | 'Bahasa Malaysia') {
  // The switcher's label is in the current language: "Language" or "Bahasa".
  await page.getByLabel(/^(Language|Bahasa)$/).selectOption({ label: language });
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
