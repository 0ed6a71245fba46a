import type { Page } from './fixtures';

/** Fills the Create Merchant form's required fields, for a merchant named `name`. */
export async function fillRequiredMerchantFields(page: Page, name: string) {
  await page.getByLabel('Business registration number').fill('202301012345');
  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('Person in charge').fill('Nurul Aina');
  await page.getByLabel('Email').fill('nurul@kedaiujian.com.my');
  await page.getByLabel('Contact number').fill('012-345-6789');
  await page.getByLabel('Number of terminals').fill('2');
}
