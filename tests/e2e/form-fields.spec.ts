import { expect, test } from './fixtures';
import { signIn } from './helpers';

/** Every form control sits right under its label (one field component). */

test('on Create User every control sits right under its label, at 1440 px and 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/user/create-user');
  // A merchant role adds the merchant search and choice; a wrong username adds an error beside Role.
  await page.getByLabel('Role').selectOption({ label: 'Merchant Admin' });
  await expect(page.getByLabel('Merchant', { exact: true })).toBeVisible();
  await page.getByLabel('Username').fill('x');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(/3 to 30|at least 3/i).first()).toBeVisible();

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const gaps = await page.locator('main label[for]').evaluateAll((labels) =>
      labels.flatMap((label) => {
        const control = document.getElementById((label as HTMLLabelElement).htmlFor);
        if (!control || control.getAttribute('type') === 'checkbox') return [];
        const gap = control.getBoundingClientRect().top - label.getBoundingClientRect().bottom;
        return [{ label: label.textContent, gap: Math.round(gap) }];
      }),
    );
    expect(gaps.length).toBeGreaterThan(8);
    for (const { label, gap } of gaps) expect({ label, gap }).toEqual({ label, gap: 4 });
  }
});
