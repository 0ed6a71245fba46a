import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoViolations } from './axe';
import { apiToken, chooseLanguage, signIn } from './helpers';
import { chooseRowAction } from './row-actions';
import { submitTopUp } from './top-ups';

/**
 * Credit Management and Credit History, against the real server: four eyes on a
 * top-up (a Maker cannot decide, a Checker approves with the slip beside the fields), and the
 * merchant's ledger shows the verification and the new balance in English and Malay.
 */

type Account = { balanceSen: number; availableSen: number };

async function serverAccount(request: APIRequestContext, merchantId: string): Promise<Account> {
  const answer = await request.get(`/api/v1/bo/Credit/account/${merchantId}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, 'admin')}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Account }).data;
}

/** Opens the top-up from the Credit Management list (Pending is the default view). */
async function openFromList(page: Page, reference: string) {
  await page.goto('/credit/credit-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Credit Management' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter top-ups' });
  await expect(filters.getByLabel('Status')).toHaveValue('Pending');
  await filters.getByLabel('Reference number').fill(reference);
  await expect(page.getByRole('button', { name: reference, exact: true })).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page, 'credit management');
  await page.getByRole('button', { name: reference, exact: true }).click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: `Top-up ${reference}` })).toBeVisible();
}

test('four eyes: a Maker cannot approve; a Checker approves beside the slip; the merchant’s history shows it in both languages', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const topUp = await submitTopUp(request, reference, 12_345);
  const second = await submitTopUp(request, `${reference}-B`, 5_000);
  const before = await serverAccount(request, topUp.merchantId);

  // The Maker opens it and cannot decide: the buttons are there, disabled, with the reason.
  const makerContext = await browser.newContext();
  const maker = await makerContext.newPage();
  await signIn(maker, 'maker');
  await openFromList(maker, reference);
  await expect(maker.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(maker.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await expect(maker.getByText('Only a Checker can decide this. Ask a Checker to review it.')).toBeVisible();
  await makerContext.close();

  // The Checker approves it with the slip shown beside the fields.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await openFromList(page, reference);
  const slip = page.getByRole('img', { name: 'Bank-in slip' });
  await expect(slip).toBeVisible({ timeout: 20_000 });
  await expectNoViolations(page, 'top-up detail');
  expect(await slip.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByText('Zoom 150%')).toBeVisible();
  await page.getByRole('button', { name: 'Rotate' }).click();
  await page.getByRole('button', { name: 'Reset view' }).click();
  await expect(page.getByText('Zoom 100%')).toBeVisible();

  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  // Approved is the server's word: it shows once the server has taken the decision.
  await expect(page.getByText('Approved', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Undo approval' })).toBeEnabled({ timeout: 20_000 });

  // Offline another top-up still opens from the mirror; a slip never seen waits for the network,
  // and a rejection (its reason required) is queued like any change.
  await context.setOffline(true);
  await expect(page.getByRole('status', { name: 'Connection status' })).toHaveText('Offline');
  await page.getByRole('link', { name: 'Back to Credit Management' }).click();
  await page
    .getByRole('search', { name: 'Filter top-ups' })
    .getByLabel('Reference number')
    .fill(second.referenceNumber);
  await page.getByRole('button', { name: second.referenceNumber, exact: true }).click();
  await expect(page.getByText('The slip can be viewed when you are online.')).toBeVisible();
  await page.getByRole('button', { name: 'Reject' }).click();
  const rejecting = page.getByRole('alertdialog', { name: 'Reject this top-up?' });
  await rejecting.getByRole('button', { name: 'Reject' }).click();
  await expect(rejecting.getByText('Give a reason.')).toBeVisible();
  await rejecting.getByLabel('Reason').fill('Transfer not received');
  await rejecting.getByRole('button', { name: 'Reject' }).click();
  // Offline the rejection waits on this device: the top-up is still Pending until the server has it.
  await expect(page.getByText('Rejection not yet sent')).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pending changes: 1' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('img', { name: 'Bank-in slip' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trail' })).toContainText('Transfer not received');

  const after = await serverAccount(request, topUp.merchantId);
  expect(after.balanceSen).toBe(before.balanceSen + 12_345);

  // The merchant's Credit History: the verification as words, the new running balance on top.
  const merchantContext = await browser.newContext();
  const merchant = await merchantContext.newPage();
  await signIn(merchant, 'merchant.user');
  await merchant.goto('/credit/credit-history');
  await expect(merchant.getByRole('heading', { level: 1, name: 'Credit History' })).toBeVisible();
  await merchant
    .getByRole('search', { name: 'Filter credit history' })
    .getByLabel('Reference')
    .fill(reference);
  const rows = merchant.getByRole('table', { name: 'Credit history' }).locator('tbody tr');
  const verification = rows.filter({ hasText: 'Payment verification' });
  await expect(verification).toHaveCount(1, { timeout: 30_000 });
  await expect(verification).toContainText('+RM 123.45');
  const balance = new Intl.NumberFormat('en-MY', { style: 'currency', currency: 'MYR' })
    .format(after.balanceSen / 100)
    .replace(/\u00a0/g, ' ');
  await expect(merchant.getByRole('region', { name: /^Credit account/ })).toContainText(balance);
  await expectNoViolations(merchant, 'credit history');

  await chooseLanguage(merchant, 'Bahasa Malaysia');
  await expect(merchant.getByRole('heading', { level: 1, name: 'Sejarah Kredit' })).toBeVisible();
  const malayRows = merchant.getByRole('table', { name: 'Sejarah kredit' }).locator('tbody tr');
  await expect(malayRows.filter({ hasText: 'Pengesahan pembayaran' })).toHaveCount(1);
  await expect(merchant.getByRole('region', { name: /^Akaun kredit/ })).toContainText(balance);
  await merchantContext.close();
});

/**
 * Holds the page's next call to `url` on its way to the server until `release()`: what the screen
 * shows while a decision is unanswered is then read without a race. `arrived` settles when the
 * call is held; `release` settles once it has gone on to the server.
 */
async function holdRequest(page: Page, url: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((done) => (release = done));
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((done) => (arrive = done));
  let sent: () => void = () => undefined;
  const forwarded = new Promise<void>((done) => (sent = done));
  await page.route(
    url,
    async (route) => {
      arrive();
      await released;
      await route.continue();
      sent();
    },
    { times: 1 },
  );
  return {
    arrived,
    release: () => {
      release();
      return forwarded;
    },
  };
}

/** A pattern matching `text` as it is (merchant names hold brackets and dots). */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A merchant with no credit account yet (no entry, no proposal): the limit dialog creates its row. */
async function merchantWithoutAccount(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const listed = await request.get('/api/v1/bo/Merchant/merchantListPage?pageSize=50&sortKey=merchantName', {
    headers,
  });
  const merchants = ((await listed.json()) as { data: { items: { id: string; merchantName: string }[] } })
    .data.items;
  for (const merchant of merchants) {
    const account = await request.get(`/api/v1/bo/Credit/account/${merchant.id}`, { headers });
    const data = ((await account.json()) as { data: { entryCount: number; proposedLimitSen: number | null } })
      .data;
    if (data.entryCount === 0 && data.proposedLimitSen === null) return merchant;
  }
  throw new Error('every listed merchant has a credit account');
}

// These two hold the server's answer with page.route, which never sees a call the service worker
// makes on the page's behalf: the worker is blocked here so every call passes the route.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });

  test('credit limit: a Maker proposes for a merchant with no account yet; only a Checker approves it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const merchant = await merchantWithoutAccount(request);

    const makerContext = await browser.newContext();
    const maker = await makerContext.newPage();
    await signIn(maker, 'maker');
    await maker.goto('/credit/credit-management?tab=accounts');
    // The first screen after signing in waits for the mirror's first download (slow on a busy machine).
    await expect(maker.getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page', {
      timeout: 30_000,
    });
    await maker.getByRole('button', { name: 'Adjust credit limit' }).click();
    const dialog = maker.getByRole('dialog', { name: 'Adjust credit limit' });
    await dialog.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByLabel('Merchant').selectOption({ label: merchant.merchantName });
    await dialog.getByLabel('New credit limit (RM)').fill('2,500.50');
    await dialog.getByLabel('Reason').fill('First limit for the busy season');
    await dialog.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(dialog).toBeHidden();
    await expect(maker.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
    const filters = maker.getByRole('search', { name: 'Filter credit accounts' });
    await filters.getByLabel('Merchant').selectOption({ label: merchant.merchantName });
    const row = maker.getByRole('row', { name: literally(merchant.merchantName) });
    await expect(row).toContainText('RM 2,500.50');
    await expect(row).toContainText('Awaiting approval');
    await expectNoViolations(maker, 'credit accounts');
    // The Maker reads why they cannot decide it.
    await chooseRowAction(row, 'Review limit change');
    const review = maker.getByRole('dialog', { name: `Credit limit change for ${merchant.merchantName}` });
    await expect(
      review.getByText('Only a Checker can decide this. Ask a Checker to review it.'),
    ).toBeVisible();
    await expect(review.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await makerContext.close();

    await signIn(page, 'admin');
    await page.goto('/credit/credit-management?tab=accounts&proposal=Pending');
    const checkerRow = page.getByRole('row', { name: literally(merchant.merchantName) });
    await expect(checkerRow).toBeVisible({ timeout: 30_000 });
    await chooseRowAction(checkerRow, 'Review limit change');
    const checkerReview = page.getByRole('dialog', {
      name: `Credit limit change for ${merchant.merchantName}`,
    });
    await expect(checkerReview).toContainText('RM 2,500.50');
    // The server's answer is held until the screen has been read: the approval must show as being
    // sent, the proposal still listed, for as long as the server has not taken it.
    const answer = await holdRequest(page, '**/api/v1/bo/Credit/approveLimit');
    await checkerReview.getByRole('button', { name: 'Approve' }).click();
    await answer.arrived;
    await expect(checkerRow).toContainText('Sending approval…');
    await expect(checkerRow).toContainText('RM 2,500.50');
    expect(await serverAccount(request, merchant.id)).toMatchObject({ availableSen: 0 });
    await answer.release();
    // What the Checker waits for: the proposal leaves the queue once the server has approved it.
    await expect(checkerRow).toHaveCount(0, { timeout: 20_000 });
    const account = await serverAccount(request, merchant.id);
    expect(account).toMatchObject({ availableSen: 250_050 });
  });

  test('a decision the server refuses comes back visibly: another Checker decided the top-up first', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const reference = `E2E-RACE-${Date.now().toString(36).toUpperCase()}`;
    const topUp = await submitTopUp(request, reference, 4_200);
    await signIn(page, 'admin');
    await openFromList(page, reference);
    const answer = await holdRequest(page, '**/api/v1/bo/Credit/approve');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await answer.arrived;
    await expect(page.getByText('Sending approval…')).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // Meanwhile another Checker rejects it.
    const rejected = await request.post('/api/v1/bo/Credit/reject', {
      headers: {
        Authorization: `Bearer ${await apiToken(request, 'admin')}`,
        'Idempotency-Key': crypto.randomUUID(),
      },
      data: { id: topUp.id, reason: 'Transfer not received' },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);
    await answer.release();

    // The approval comes back refused, with where it waits; the top-up shows the other decision.
    const refusal = page.getByRole('alert').filter({ hasText: 'Approval not accepted' });
    await expect(refusal).toBeVisible({ timeout: 20_000 });
    await expect(refusal.getByRole('link', { name: 'Pending changes' })).toBeVisible();
    await expect(page.getByText('Rejected', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expectNoViolations(page, 'refused decision');
  });
});

test('a booking paid with credit: the available credit first, then Paid and its ledger entry in the drawer', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = { Authorization: `Bearer ${await apiToken(request, 'merchant.user')}` };
  const listed = await request.get('/api/v1/bo/Booking/bookingListPage?pageSize=50&paymentStatus=Unpaid', {
    headers,
  });
  type Listed = {
    id: string;
    merchantId: string;
    bookingReference: string;
    status: string;
    currency: string;
    amountSen: number;
  };
  const bookings = ((await listed.json()) as { data: { items: Listed[] } }).data.items;
  // The cheapest payable one: the demo merchant's credit covers it whatever ran before.
  const booking = bookings
    .filter((row) => row.status !== 'Cancelled' && row.currency === 'MYR' && row.amountSen > 0)
    .sort((a, b) => a.amountSen - b.amountSen)[0];
  if (!booking) throw new Error('no Unpaid MYR booking of the demo merchant');

  await signIn(page, 'admin');
  await page.goto(`/booking/booking-list?booking=${booking.id}`);
  const drawer = page.getByRole('dialog', { name: booking.bookingReference });
  await expect(drawer.getByText(/^Available credit: RM/)).toBeVisible({ timeout: 30_000 });
  await drawer.getByRole('button', { name: 'Pay with credit' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pay with credit' }).click();
  await expect(drawer.getByText('Paid', { exact: true })).toBeVisible();
  // The entry is the server's: it reaches the drawer once the payment is sent and pulled back.
  await expect(drawer.getByRole('table', { name: 'Credit movements of this booking' })).toContainText(
    'Redeem or spend credit for a booking',
    { timeout: 20_000 },
  );
  await drawer.getByRole('link', { name: 'See its entries in Credit History' }).click();
  await expect(page).toHaveURL(new RegExp(`/credit/credit-history\\?bookingId=${booking.id}`));
  await expect(page.getByText('Showing the entries of one booking.')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Credit history' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(booking.bookingReference);
  const paid = await request.get(`/api/v1/bo/Booking/${booking.id}`, { headers });
  expect(((await paid.json()) as { data: { paymentStatus: string } }).data.paymentStatus).toBe('Paid');
});

test('the Checker who recorded a top-up for a merchant cannot decide it: another Checker must', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithoutAccount(request);
  const reference = `E2E-OWN-${Date.now().toString(36).toUpperCase()}`;
  await submitTopUp(request, reference, 7_500, { username: 'admin', merchantId: merchant.id });
  await signIn(page, 'admin');
  await openFromList(page, reference);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(
    page.getByText('You cannot decide your own submission. Another Checker must decide it.'),
  ).toBeVisible();
});
