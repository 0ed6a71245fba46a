import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/**
 * Chromium never offers installation in an off-the-record profile (every Playwright context is
 * one: "in-incognito"), so this test opens a real profile with the project's launch options.
 */
test('installable: the manifest is served and Chromium reports no installability errors', async ({
  playwright,
  baseURL,
}) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'bo-pwa-install-'));
  const { launchOptions } = test.info().project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // The worker is registered from the signed-in layout.
    await signIn(page, 'admin');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('manifest+json');
    const body = (await manifest.json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: unknown[];
    };
    expect(body).toMatchObject({ name: 'Back Office Portal', display: 'standalone', start_url: '/' });
    expect(body.icons).toHaveLength(3);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
