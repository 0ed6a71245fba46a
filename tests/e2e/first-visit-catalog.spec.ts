import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { chooseLanguage, DEMO_PASSWORD } from './helpers';

/** Every message id of the catalog (Lingui 5: 6 base64 characters of sha256(message, separator)). */
const messageIds = new Set(
  [...readFileSync('locales/en/messages.po', 'utf8').matchAll(/^msgid (".+")$/gm)].map(([, id]) =>
    createHash('sha256')
      .update(`${JSON.parse(id ?? '""') as string}\u001F`)
      .digest('base64')
      .slice(0, 6),
  ),
);

const isPart = (url: string, locale: string) =>
  new RegExp(`/assets/first-visit-${locale}-[^/]+\\.js$`).test(url);
const isWhole = (url: string) => /\/assets\/messages-[^/]+\.js$/.test(url);

// /login's first visit loads the sign-in pages' part of the catalog; the rest follows.
test('a first visit of /login reads the sign-in part of the catalog, the whole one once the visitor starts', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => scripts.push(response.url()));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(scripts.some((url) => isPart(url, 'en'))).toBe(true);

  await page.getByLabel('Username').fill('admin');
  await expect.poll(() => scripts.some(isWhole)).toBe(true);
});

test('in Malay, the sign-in page and the first screen after it show no English and no message id', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => scripts.push(response.url()));
  await page.goto('/login');
  await chooseLanguage(page, 'Bahasa Malaysia');
  await expect(page.getByRole('button', { name: 'Log masuk' })).toBeVisible();
  expect(scripts.some((url) => isPart(url, 'ms'))).toBe(true);

  await page.getByLabel('Nama pengguna').fill('admin');
  await page.getByLabel('Kata laluan').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log masuk' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Selamat (pagi|petang|malam), \S+/);
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await expect(nav.getByRole('link', { name: 'Papan Pemuka' })).toBeVisible();
  // Lingui shows a message missing from the loaded catalog as its id.
  const words = (await page.locator('body').innerText()).split(/\s+/);
  expect(words.filter((word) => messageIds.has(word))).toEqual([]);
});
