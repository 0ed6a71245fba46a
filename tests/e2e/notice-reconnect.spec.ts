import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../support/server-process';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './helpers';

/**
 * The change-notice stream across a server restart (docs/ARCHITECTURE.md, Change notices): the app
 * opens the stream again after a backoff, and a change made while it was not yet back still
 * reaches the open screen, because every `ready` asks for a pull. Its own server, to restart it.
 */
const PORT = '4396';
const WELL_BELOW_THE_MINUTE_PULL = 25_000;

test('after a server restart the stream comes back, and a change made before it did reaches the open list', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-notice-restart-'));
  const env = { PORT, DATA_DIR: dataDir, SIGN_IN_RATE_LIMIT: '1000' };
  let server = await startServer(env);
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    const isStream = (response: { url(): string }) => response.url().includes('/Sync/notices');
    const firstStream = page.waitForResponse(isStream, { timeout: 60_000 });
    await signIn(page, 'admin');
    await page.goto('/merchant/pending-merchant-listing');
    await expect(page.getByText(/Showing 1–\d+ of \d+/)).toBeVisible({ timeout: 60_000 });
    const name = `Kedai Sambung ${Date.now().toString(36)} Sdn Bhd`;
    await page.getByLabel('Merchant name').fill(name);
    expect((await firstStream).status()).toBe(200);
    const reconnected = page.waitForResponse(isStream, { timeout: 60_000 });

    await server.stop();
    server = await startServer(env);
    // Made at once, while the app waits out its backoff: no stream is open to hear of it.
    const signedIn = await context.request.post('/api/v1/bo/General/sign-in', {
      data: { username: 'maker', password: DEMO_PASSWORD },
    });
    const { accessToken } = ((await signedIn.json()) as { data: { accessToken: string } }).data;
    const created = await context.request.post('/api/v1/bo/Merchant/create', {
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Page-Path': 'merchant-create-merchant' },
      data: {
        id: randomUUID(),
        businessRegistrationNumber: '202301012345',
        merchantName: name,
        personInCharge: 'Siti Nurhaliza',
        email: 'siti@kedaisambung.com.my',
        contactNumber: '012-345-6789',
        country: 'Malaysia',
        numberOfTerminals: 1,
      },
    });
    expect(created.status()).toBe(200);
    expect((await reconnected).status()).toBe(200);
    await expect(page.getByRole('link', { name })).toBeVisible({ timeout: WELL_BELOW_THE_MINUTE_PULL });
  } finally {
    await context.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
