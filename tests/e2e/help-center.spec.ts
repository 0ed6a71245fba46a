import { expect, test, type Page } from './fixtures';
import { expectNoViolations } from './axe';
import { chooseLanguage, signIn } from './helpers';

/** The help center: articles in both languages, searched and read offline, and Help links. */

const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

test('after one online visit the help center opens offline and finds Malay articles by Malay words', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchant.user');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Help Center' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Help articles' }).getByRole('link')).not.toHaveCount(0);
  // The worker installed: the whole build, the articles' chunks included, is precached.
  await expect.poll(() => isControlled(page), { timeout: 20_000 }).toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready);

  // Offline from here: nothing below reaches the server (Malay included, so no request of this
  // user carries the Malay language to the server's memory of it).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');
  await chooseLanguage(page, 'Bahasa Malaysia');
  await expect(page.getByRole('heading', { level: 1, name: 'Pusat Bantuan' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Artikel bantuan' });
  await expect(results.getByRole('link', { name: 'Kod tindakan sejarah kredit' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Cari bantuan' });
  await search.fill('KREDIT');
  await expect(page).toHaveURL(/q=KREDIT/);
  await expect(results.getByRole('link', { name: 'Cara menambah nilai kredit' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Pengguna dan peranan (UAC dan FAC)' })).toHaveCount(0);

  await search.fill('luar talian');
  const first = results.getByRole('link').first();
  await expect(first).toHaveText('Cara mod luar talian berfungsi dan maksud "Belum dihantar"');
  await search.fill('tiada perkataan begini');
  await expect(page.getByText('Tiada artikel yang sepadan.')).toBeVisible();
  await search.fill('belum dihantar');
  await results.getByRole('link', { name: /Cara mod luar talian berfungsi/ }).click();
  await expect(page).toHaveURL(/\/help-center\/offline-and-pending-changes$/);
  await expect(page.getByRole('heading', { level: 1, name: /Cara mod luar talian berfungsi/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Skrin Perubahan belum dihantar' })).toBeVisible();
  await expect(page.getByRole('article').getByRole('listitem').first()).toBeVisible();

  // A cold deep link to an article, still offline.
  const tab = await context.newPage();
  await tab.goto('/help-center/credit-action-codes');
  await expect(tab.getByRole('heading', { level: 1, name: 'Kod tindakan sejarah kredit' })).toBeVisible();
  await expect(tab.getByRole('cell', { name: 'Tebus atau belanjakan kredit untuk tempahan' })).toBeVisible();
  await tab.close();
});

test("a screen's Help link opens its article, whose links stay in the app; no axe violations", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchant.admin');
  const help = page.getByRole('banner').getByRole('link', { name: 'Help', exact: true });

  // On the dashboard (no article of its own area but the tour of the portal).
  await expect(help).toHaveAttribute('href', '/help-center/getting-around');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Top Up' })
    .click();
  await expect(page).toHaveURL(/\/credit\/top-up(\?|$)/);
  await page.evaluate(() => Object.assign(window, { helpMarker: true }));
  await help.click();
  await expect(page).toHaveURL(/\/help-center\/top-up$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'How to top up credit' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Submitting a top-up' })).toBeVisible();
  await expect(article.getByRole('listitem').filter({ hasText: 'bank-in slip' }).first()).toBeVisible();
  await expectNoViolations(page, 'top-up article (light)', { settle: true });

  // A link to another article navigates in the app: the page is not loaded again.
  await article.getByRole('link', { name: 'How offline works' }).click();
  await expect(page).toHaveURL(/\/help-center\/offline-and-pending-changes$/);
  await expect(page.getByRole('heading', { level: 1, name: /How offline works/ })).toBeVisible();
  expect(await page.evaluate(() => 'helpMarker' in window)).toBe(true);

  // From the help center itself, Help leads to its home.
  await expect(help).toHaveAttribute('href', '/help-center');
  await page.getByRole('link', { name: 'All help articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search help' }).fill('credit limit');
  await expect(page.getByRole('list', { name: 'Help articles' }).getByRole('link').first()).toBeVisible();
  await expectNoViolations(page, 'help center search (light)', { settle: true });

  // Dark theme, read from storage at load.
  await page.evaluate(() => localStorage.setItem('Back Office Portal-theme', 'dark'));
  await page.goto('/help-center/credit-action-codes');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoViolations(page, 'credit action codes article (dark)', { settle: true });
  await page.goto('/help-center?q=top%20up');
  await expect(page.getByRole('searchbox', { name: 'Search help' })).toHaveValue('top up');
  await expectNoViolations(page, 'help center (dark)', { settle: true });

  // On a phone the navbar has no room for the Help icon: the account menu offers Help instead.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/booking/booking-list');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Booking List' })).toBeVisible();
  await expect(help).toHaveCount(0);
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help-center\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expectNoViolations(page, 'bookings article at 390 px (dark)', { settle: true });

  // An address with no article says so, with the way back.
  await page.goto('/help-center/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
});
