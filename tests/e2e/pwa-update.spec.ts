import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { staticDirOf } from '../support/e2e-servers';
import { signIn } from './helpers';

/**
 * A deploy during the test: the server reads its static files (tests/support/e2e-servers.ts) on
 * every request, so the test writes a "new build" there (builds/latest.json with another id, and a
 * sw.js that differs by that id, as every real build's does) and restores the files afterwards.
 * The build also wrote sw.js.br and sw.js.gz, which the server prefers: the "deploy" removes them
 * (a real deploy copies the new ones) and the test puts them back.
 */
function buildFiles(baseURL: string | undefined) {
  const staticDir = staticDirOf(Number(new URL(baseURL ?? '').port));
  const swPath = path.join(staticDir, 'sw.js');
  return {
    latestPath: path.join(staticDir, 'builds', 'latest.json'),
    swPath,
    compressedSw: [`${swPath}.br`, `${swPath}.gz`].filter((file) => existsSync(file)),
  };
}

/** The build id of the worker that controls the page. */
const controllerBuildId = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as string);
        controller.postMessage({ type: 'GET_BUILD_ID' }, [channel.port2]);
      }),
  );

test('a new build: the check raises the prompt, Reload waits for a dirty form, then brings up the new build', async ({
  page,
  baseURL,
}) => {
  const { latestPath, swPath, compressedSw } = buildFiles(baseURL);
  const original = { latest: readFileSync(latestPath, 'utf8'), sw: readFileSync(swPath, 'utf8') };
  const originalCompressed = compressedSw.map((file) => ({ file, bytes: readFileSync(file) }));
  const oldId = (JSON.parse(original.latest) as { id: string }).id;
  const newId = `${oldId}-next`;
  try {
    await signIn(page, 'admin');
    await page.goto('/account-settings');
    await expect.poll(() => controllerBuildId(page), { timeout: 20_000 }).toBe(oldId);
    await expect(page.getByText(oldId, { exact: true })).toBeVisible();

    // Deploy.
    writeFileSync(swPath, original.sw.replaceAll(oldId, newId));
    for (const file of compressedSw) rmSync(file);
    writeFileSync(latestPath, JSON.stringify({ id: newId, timestamp: Date.now() }));

    // A form with unsaved changes.
    await page.getByLabel('Current password').fill('half-typed');

    await page.getByRole('button', { name: 'Check for updates' }).click();
    await expect(page.getByText('A new version was found.')).toBeVisible();
    const prompt = page.getByRole('region', { name: 'App update' });
    await expect(prompt.getByText('A new version is available.')).toBeVisible({ timeout: 20_000 });

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(
      prompt.getByText('The reload waits until you save or leave the form with unsaved changes.'),
    ).toBeVisible();
    // Nothing reloaded: the typed value is still there and the old worker still serves the page.
    await page.waitForTimeout(500);
    await expect(page.getByLabel('Current password')).toHaveValue('half-typed');
    expect(await controllerBuildId(page)).toBe(oldId);

    // Leaving the form (another tab of the settings unmounts it) lets the reload go on.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await reloaded;
    await expect.poll(() => controllerBuildId(page), { timeout: 20_000 }).toBe(newId);
    await expect(page.getByRole('region', { name: 'App update' })).toHaveCount(0);
  } finally {
    writeFileSync(swPath, original.sw);
    for (const { file, bytes } of originalCompressed) writeFileSync(file, bytes);
    writeFileSync(latestPath, original.latest);
  }
});
