import { expect, test } from './fixtures';

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find the page you are looking for.")).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found: /no/such/page');

  await page.getByRole('link', { name: 'Back to Home' }).click();
  // Home is guarded: signed out, it leads to the sign-in page.
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown API call answers a JSON 404 envelope, never the app shell', async ({ request }) => {
  const response = await request.get('/api/v1/bo/Nothing/here');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ success: false, data: null, code: 'error.routeNotFound' });
});
