import { expect, test, type Page } from './fixtures';
import { chooseLanguage, DEMO_PASSWORD } from './helpers';

/**
 * The navbar fits one row (at most 64 px) at every width from 1024 px up and on
 * a 390 px phone, in English and in Malay; the navigation's "Coming soon" badges are never
 * clipped or wrapped.
 */

async function signInIn(page: Page, language: 'English' | 'Bahasa Malaysia') {
  await page.goto('/login');
  await chooseLanguage(page, language);
  await page.getByLabel(/^(Username|Nama pengguna)$/).fill('admin');
  await page.getByLabel(/^(Password|Kata laluan)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Log masuk)$/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The navbar's row (the header without the horizontal menu): its height and its parts' tops. */
const navbarRow = (page: Page) =>
  page
    .locator('header')
    .first()
    .locator(':scope > div')
    .first()
    .evaluate((row) => ({
      height: row.getBoundingClientRect().height,
      tops: [...row.querySelectorAll(':scope > *, :scope > div > *')]
        .filter((part) => part.getBoundingClientRect().height > 0)
        .map((part) => Math.round(part.getBoundingClientRect().top)),
    }));

/** Badges whose text is cut or runs onto a second line. */
const brokenBadges = (page: Page) =>
  page.getByText(/^(Coming soon|Akan datang)$/).evaluateAll((badges) =>
    badges
      .filter((badge) => badge.getBoundingClientRect().height > 0)
      .filter((badge) => {
        const style = getComputedStyle(badge);
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
        const box = badge.getBoundingClientRect();
        return (
          badge.scrollWidth > badge.clientWidth + 1 ||
          box.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) > lineHeight * 1.5
        );
      })
      .map((badge) => badge.closest('a,li')?.textContent ?? ''),
  );

for (const language of ['English', 'Bahasa Malaysia'] as const) {
  test(`the navbar is one row at 1024, 1280, 1440 and 390 px (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInIn(page, language);
    for (const width of [1440, 1280, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(async () => (await navbarRow(page)).height, `navbar height at ${width} px`)
        .toBeLessThanOrEqual(64);
      const { tops } = await navbarRow(page);
      expect(Math.max(...tops) - Math.min(...tops), `parts on one row at ${width} px`).toBeLessThan(24);
      if (width >= 1024) expect(await brokenBadges(page), `badges at ${width} px`).toEqual([]);
    }
    // On the phone the navigation opens over the page: any badge is whole there too (every
    // built-in item has its screen, so there may be none).
    await page.getByRole('button', { name: /^(Navigation menu|Menu navigasi)$/ }).click();
    await expect(page.getByRole('link', { name: /^(Dashboard|Papan Pemuka)$/ }).first()).toBeVisible();
    expect(await brokenBadges(page), 'badges at 390 px').toEqual([]);
  });
}
