import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

/**
 * What a Merchant User's device holds after the first download (docs/security.md, "One policy"):
 * no user rows (they may not list users, so no identity number or mobile number reaches the
 * device), no clients, their own role only; and the bookings they work with.
 */
const deviceCopy = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((info) => info.name ?? '');
    const name = names.find((candidate) => candidate.startsWith('bo-portal-'));
    if (!name) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    const all = (store: string) =>
      new Promise<unknown[]>((resolve, reject) => {
        if (!db.objectStoreNames.contains(store)) return resolve([]);
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error ?? new Error('read failed'));
      });
    const rowsIn = async (store: string) =>
      ((await all(store)) as { rows: unknown[] }[]).reduce((sum, block) => sum + block.rows.length, 0);
    try {
      const meta = (await all('meta')) as { key: string }[];
      return {
        downloaded:
          meta.some((entry) => entry.key === 'cursor') && !meta.some((entry) => entry.key === 'bootstrap'),
        users: (await all('users')).length,
        roles: (await all('roles')).length,
        clients: await rowsIn('clientBlocks'),
        bookings: await rowsIn('bookingBlocks'),
      };
    } finally {
      db.close();
    }
  });

test('a Merchant User’s device holds no user, no client and no other role', async ({ page }) => {
  await signIn(page, 'merchant.user');
  await expect.poll(async () => (await deviceCopy(page))?.downloaded, { timeout: 60_000 }).toBe(true);
  const copy = await deviceCopy(page);
  expect(copy).toMatchObject({ users: 0, roles: 1, clients: 0 });
  expect(copy?.bookings).toBeGreaterThan(0);
  // The dashboard offers no figure it has no rows for.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Bookings in the last 30 days/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users by role' })).toHaveCount(0);
});
