import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { chooseLanguage, signIn } from './helpers';

/**
 * A demo says it is one (docs/security.md, "Demo and production starts"): the e2e server is a
 * demo, so the sign-in page and the signed-in shell carry the note that its passwords are public,
 * in both languages, without pushing anything sideways on a phone.
 */

const EN = /Demo.*The demo accounts’ passwords are public\. Do not enter real data\./;
const MS = /Demo.*Kata laluan akaun demo diketahui umum\. Jangan masukkan data sebenar\./;

const hasNoSidewaysScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

for (const width of [390, 1440]) {
  test(`the sign-in page says it is a demo (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/login');
    const note = page.getByRole('note');
    await expect(note).toHaveText(EN);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeInViewport();
    expect(await page.evaluate(hasNoSidewaysScroll)).toBe(true);
    await expectNoViolations(page, 'login en', { settle: true });

    await chooseLanguage(page, 'Bahasa Malaysia');
    await expect(note).toHaveText(MS);
    expect(await page.evaluate(hasNoSidewaysScroll)).toBe(true);
  });
}

test('the signed-in shell says it is a demo under the navbar, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  const note = page.getByRole('note');
  await expect(note).toHaveText(EN);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Between the navbar and the main content, once the first screen has settled (on a loaded
  // machine the page may still be laying out when the heading shows).
  const isBetween = async () => {
    const [navbar, strip, main] = await Promise.all([
      page.locator('[data-shell] header').first().boundingBox(),
      note.boundingBox(),
      page.getByRole('main').boundingBox(),
    ]);
    if (!navbar || !strip || !main) return false;
    return (
      strip.y >= navbar.y + navbar.height - 1 && strip.y + strip.height <= main.y + 1 && strip.height < 80
    );
  };
  await expect.poll(isBetween, { timeout: 5_000 }).toBe(true);
  expect(await page.evaluate(hasNoSidewaysScroll)).toBe(true);
  await expectNoViolations(page, 'shell', { include: '[data-demo-banner]' });
});
