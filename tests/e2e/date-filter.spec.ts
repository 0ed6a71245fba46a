import { expect, test } from './fixtures';
import { chooseLanguage, signIn } from './helpers';

/** The list's date filters show and take yyyy-MMM-dd, typed or picked. */

const BOOKINGS = '/booking/booking-list';

test('a date filter takes 2025-Jan-01 typed, a day picked from the calendar by keyboard, and Malay months', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto(BOOKINGS);
  await expect(page.getByText(/Showing 1–\d+ of [\d,]+/)).toBeVisible({ timeout: 30_000 });
  const filters = page.getByRole('search', { name: 'Filter bookings' });
  const from = filters.getByRole('textbox', { name: 'Booked from' });
  await expect(from).toHaveAttribute('placeholder', 'yyyy-mmm-dd');

  await from.fill('2025-jan-1');
  await from.press('Enter');
  await expect(page).toHaveURL(/dateFrom=2025-01-01/);
  await expect(from).toHaveValue('2025-Jan-01');

  await from.fill('01/02/2025');
  await from.press('Tab');
  await expect(
    filters.getByText(/Write the date as year-month-day, for example \d{4}-\w{3}-\d{2}\./),
  ).toBeVisible();
  await expect(page).toHaveURL(/dateFrom=2025-01-01/);

  // The calendar: opened from its button, the chosen day focused; the arrow keys move, Enter picks.
  await filters.getByRole('button', { name: 'Open the calendar' }).first().click();
  const calendar = page
    .getByRole('application', { name: /Calendar/ })
    .or(page.getByRole('dialog', { name: /Calendar/ }));
  await expect(calendar.first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/dateFrom=2025-01-02/);
  await expect(from).toHaveValue('2025-Jan-02');

  await from.fill('');
  await from.press('Enter');
  await expect(page).not.toHaveURL(/dateFrom=20/);

  await chooseLanguage(page, 'Bahasa Malaysia');
  const dari = page.getByRole('search').getByRole('textbox', { name: 'Ditempah dari' });
  await dari.fill('2025-Ogo-15');
  await dari.press('Enter');
  await expect(page).toHaveURL(/dateFrom=2025-08-15/);
  await expect(dari).toHaveValue('2025-Ogo-15');
});
