import { expect, test, type Page } from './fixtures';
import { expectNoViolations } from './axe';
import { chooseLanguage, signIn } from './helpers';

/**
 * Service requests: a merchant user opens a case with no signal (it is sent once the
 * connection returns and gets its CS- number), staff reply and move it to Resolved, the requester
 * sees the reply and reopens it; the screens in Malay and through axe.
 */

const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Opens the case of `subject` from the list (filtered by subject). */
async function openCase(page: Page, subject: string) {
  await page.goto('/case/service-request');
  await page.getByRole('search', { name: 'Filter service requests' }).getByLabel('Subject').fill(subject);
  const row = page
    .getByRole('table', { name: 'Service requests' })
    .getByRole('row', { name: new RegExp(subject) });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.getByRole('cell').first().click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

test('a merchant user opens a case offline; staff reply and resolve it; the requester sees the reply and reopens it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchant.user');
  await page.goto('/case/service-request');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Service Requests' }),
  ).toHaveAttribute('href', '/case/service-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Requests' })).toBeVisible();
  await expect(page.getByText(/Showing 1–\d+ of \d+/)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => isControlled(page), { timeout: 20_000 }).toBe(true);
  await expectNoViolations(page, 'service requests list');

  await context.setOffline(true);
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');
  const subject = `Refund missing E2E ${Date.now()}`;
  await page.getByRole('button', { name: 'New request' }).click();
  const form = page.getByRole('form', { name: 'New service request' });
  await form.getByLabel('Category').selectOption({ label: 'Payment' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Description').fill('The refund for booking cancelled last week has not arrived.');
  await expectNoViolations(page, 'new request form');
  await form.getByRole('button', { name: 'Submit request' }).click();
  const list = page.getByRole('table', { name: 'Service requests' });
  const row = list.getByRole('row', { name: new RegExp(subject) });
  await expect(row.getByText('Pending sync')).toBeVisible();
  await expect(row.getByText('Not yet numbered')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(/^CS-\d{4}-\d{6}$/)).toBeVisible();
  await expect(row.getByText('Pending sync')).toHaveCount(0);

  // "My cases" keeps the user's own.
  await page.getByRole('button', { name: 'My cases' }).click();
  await expect(page.getByRole('button', { name: 'My cases' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toBeVisible();

  // Staff answer it, assign it and resolve it.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.setViewportSize({ width: 1440, height: 900 });
  await signIn(staff, 'admin');
  await openCase(staff, subject);
  const reply = 'We have asked the airline for the refund. It should arrive within 3 days.';
  await staff.getByLabel('Your reply').fill(reply);
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByRole('list', { name: 'Conversation' })).toContainText(reply);
  await staff.getByRole('button', { name: 'Mark In progress' }).click();
  await expect(staff.getByRole('button', { name: 'Mark Resolved' })).toBeVisible();
  await staff.getByRole('button', { name: 'Mark Resolved' }).click();
  await expect(staff.getByRole('button', { name: 'Close case' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(staff, 'case screen (staff)');
  await staffContext.close();

  // The requester sees the reply and reopens the case.
  await openCase(page, subject);
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(reply, { timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText('Staff')).toBeVisible();
  await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
  await expectNoViolations(page, 'case screen (requester)');

  await chooseLanguage(page, 'Bahasa Malaysia');
  await expect(page.getByRole('heading', { level: 2, name: 'Perbualan' })).toBeVisible();
  await expect(page.getByText('Dibuka', { exact: true })).toBeVisible();
  await page.goto('/case/service-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Permintaan Perkhidmatan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kes saya' })).toBeVisible();
  await expectNoViolations(page, 'service requests list in Malay');
});
