import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectNoViolations } from './axe';
import { apiToken, chooseLanguage, signIn } from './helpers';
import { fillRequiredMerchantFields } from './merchant-form';
import { chooseRowAction, openRowActions } from './row-actions';

/** The mirror is ready once the listing shows its count. */
async function waitForMirror(page: Page) {
  await page.goto('/merchant/view-merchant-listing');
  await expect(page.getByText(/Showing 1–10 of \d+/)).toBeVisible({ timeout: 30_000 });
}

/** The merchants named `name` in a list on the server, as the admin sees them. */
async function serverMerchants(
  request: APIRequestContext,
  name: string,
  list: 'merchantListPage' | 'pendingMerchantListPage',
) {
  const response = await request.get(`/api/v1/bo/Merchant/${list}`, {
    params: { merchantName: name, pageSize: 10 },
    headers: { Authorization: `Bearer ${await apiToken(request, 'admin')}` },
  });
  const body = (await response.json()) as {
    data: { items: { id: string; merchantName: string; status: string; approvalStatus: string }[] };
  };
  return body.data.items.filter((item) => item.merchantName === name);
}

test('a Maker onboards a merchant offline; it reaches the server once; a Checker approves it', async ({
  page,
  browser,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Kedai Ujian ${Date.now().toString(36)} Sdn Bhd`;
  await signIn(page, 'maker');
  await waitForMirror(page);
  // The service worker holds the app shell, so screens open and reload with no network.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Create Merchant' }).click();
  await expect(page.getByRole('heading', { name: 'Create Merchant' })).toBeVisible();
  await fillRequiredMerchantFields(page, name);
  await page.getByLabel('City').fill('Shah Alam');

  // A reload mid-form (offline, from the service worker) offers the draft back.
  await page.waitForTimeout(800);
  await page.reload();
  await page.getByRole('button', { name: 'Restore draft' }).click();
  await expect(page.getByLabel('Business name')).toHaveValue(name);
  await expect(page.getByLabel('City')).toHaveValue('Shah Alam');

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('merchant-approval')).toHaveText('Pending');
  await expect(page.getByText('Pending sync').first()).toBeVisible();
  // The Maker is no Checker: no decision buttons, on their own merchant or any other.
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
  const pending = await serverMerchants(request, name, 'pendingMerchantListPage');
  expect(pending).toHaveLength(1);
  const merchantId = pending[0]?.id ?? '';

  // The server refuses the Maker's own approval too.
  const refused = await page.request.post('/api/v1/bo/Merchant/approval', {
    data: { id: merchantId, decision: 'Approved', reason: '' },
    headers: { Authorization: `Bearer ${await apiToken(request, 'maker')}` },
  });
  expect(refused.status()).toBe(403);

  // A Checker, in another browser, finds it in the pending list and approves it.
  const checkerContext = await browser.newContext();
  const checker = await checkerContext.newPage();
  await signIn(checker, 'admin');
  await checker.goto('/merchant/pending-merchant-listing');
  await checker.getByLabel('Merchant name').fill(name);
  await checker.getByRole('link', { name }).click({ timeout: 30_000 });
  await expect(checker.getByRole('heading', { level: 1, name })).toBeVisible();
  // Offline, the approval is queued like any change and shows as sending, never as approved: the
  // server checks it on replay and only its answer approves the merchant.
  await checkerContext.setOffline(true);
  await checker.getByRole('button', { name: 'Approve' }).click();
  await checker.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByRole('status').filter({ hasText: 'Sending approval…' })).toBeVisible();
  await expect(checker.getByTestId('merchant-approval')).toHaveText('Pending');
  await expect(checker.getByTestId('merchant-status')).toHaveText('Inactive');
  await expect(checker.getByRole('link', { name: 'Pending changes: 1' })).toBeVisible();
  await checkerContext.setOffline(false);
  await expect(checker.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
  await expect(checker.getByTestId('merchant-approval')).toHaveText('Approved');
  await expect(checker.getByTestId('merchant-status')).toHaveText('Active');
  await expect(checker.getByText('Sending approval…')).toHaveCount(0);
  await checkerContext.close();

  // The Maker sees it Active after the next pull.
  const active = await serverMerchants(request, name, 'merchantListPage');
  expect(active.map((m) => [m.status, m.approvalStatus])).toEqual([['Active', 'Approved']]);
  await page.reload();
  await expect(page.getByTestId('merchant-status')).toHaveText('Active', { timeout: 20_000 });
});

test('validation messages in English and Malay; leaving a changed form asks first', async ({ page }) => {
  await signIn(page, 'maker');
  await page.goto('/merchant/create-merchant');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Contact number').fill('0123456789');
  await page.getByLabel('Number of terminals').fill('1000');
  await page.getByLabel('Postcode').fill('4A');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(
    page.getByText("Enter a phone number with '-' between digit groups, for example 012-345-6789"),
  ).toBeVisible();
  await expect(page.getByText('Enter number between 0 and 999')).toBeVisible();
  await expect(page.getByText('Enter numbers only')).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await chooseLanguage(page, 'Bahasa Malaysia');
  await page.getByRole('button', { name: 'Hantar untuk kelulusan' }).click();
  await expect(page.getByLabel('Nama perniagaan')).toBeVisible();
  await expect(page.getByText('Masukkan nombor antara 0 dan 999')).toBeVisible();
  await expect(page.getByText('Medan ini wajib diisi').first()).toBeVisible();

  await page.getByRole('link', { name: 'Papan Pemuka' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Batal' }).click();
  await expect(page).toHaveURL(/create-merchant$/);
});

test('a Checker rejects with a reason; the Maker corrects and resubmits; a Checker never decides their own', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Kedai Semak ${Date.now().toString(36)} Sdn Bhd`;
  await signIn(page, 'maker');
  await page.goto('/merchant/create-merchant');
  await fillRequiredMerchantFields(page, name);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
  const merchantPath = new URL(page.url()).pathname;

  const checkerContext = await browser.newContext();
  const checker = await checkerContext.newPage();
  await signIn(checker, 'admin');
  await checker.goto(merchantPath);
  await checker.getByRole('button', { name: 'Reject' }).click();
  await checker.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(checker.getByText('Enter at least 5 characters')).toBeVisible();
  await checker.getByLabel('Reason for rejection').fill('Wrong registration number');
  await checker.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(checker.getByTestId('merchant-approval')).toHaveText('Rejected');
  await expect(checker.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
  await expect(checker.getByText('Reason: Wrong registration number')).toBeVisible();

  // The Maker corrects it: the edit submits it again.
  await page.reload();
  await expect(page.getByTestId('merchant-approval')).toHaveText('Rejected', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Business registration number').fill('1234567-X');
  await page.getByRole('button', { name: 'Save and submit for approval' }).click();
  await expect(page.getByText('1234567-X')).toBeVisible();
  await expect(page.getByTestId('merchant-approval')).toHaveText('Pending', { timeout: 20_000 });

  // The Checker approves the corrected merchant.
  await checker.reload();
  await expect(checker.getByTestId('merchant-approval')).toHaveText('Pending', { timeout: 20_000 });
  await checker.getByRole('button', { name: 'Approve' }).click();
  await checker.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByTestId('merchant-status')).toHaveText('Active');

  // A merchant the Checker submitted offers them no decision.
  await checker.goto('/merchant/create-merchant');
  const own = `${name} Cawangan`;
  await fillRequiredMerchantFields(checker, own);
  await checker.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(checker.getByRole('heading', { name: own })).toBeVisible();
  await expect(checker.getByTestId('merchant-approval')).toHaveText('Pending');
  await expect(checker.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(checker.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await checkerContext.close();
});

test('an offline edit merges with a change made meanwhile on the server, field by field', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Kedai Gabung ${Date.now().toString(36)} Sdn Bhd`;
  await signIn(page, 'maker');
  await page.goto('/merchant/create-merchant');
  await fillRequiredMerchantFields(page, name);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Offline, the Maker changes the city.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('City').fill('Ipoh');
  await page.getByRole('button', { name: 'Save and submit for approval' }).click();
  await expect(page.getByText('Ipoh')).toBeVisible();

  // Meanwhile a Checker changes the state on the server.
  const token = await apiToken(request, 'admin');
  const auth = { Authorization: `Bearer ${token}` };
  const current = (await (await request.get(`/api/v1/bo/Merchant/${id}`, { headers: auth })).json()) as {
    data: { version: number };
  };
  const changed = await request.post('/api/v1/bo/Merchant/update', {
    data: { id, baseVersion: current.data.version, state: 'Perak' },
    headers: auth,
  });
  expect(changed.status()).toBe(200);

  // Back online: the stale edit is merged (different fields) and sent again; both changes stay.
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
  const final = (await (await request.get(`/api/v1/bo/Merchant/${id}`, { headers: auth })).json()) as {
    data: { city: string; state: string; approvalStatus: string };
  };
  expect(final.data).toMatchObject({ city: 'Ipoh', state: 'Perak', approvalStatus: 'Pending' });
  await page.reload();
  await expect(page.getByText('Perak')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Ipoh')).toBeVisible();
});

test('merchant users cannot onboard merchants', async ({ page }) => {
  await signIn(page, 'merchant.user');
  // The route guard follows the role's function grants (no merchant.create:create): the 401 page.
  await page.goto('/merchant/create-merchant');
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0);
});

/** A merchant created by the Maker through the API, waiting for approval. */
async function pendingMerchant(request: APIRequestContext, name: string, email: string) {
  const id = crypto.randomUUID();
  const created = await request.post('/api/v1/bo/Merchant/create', {
    headers: { Authorization: `Bearer ${await apiToken(request, 'maker')}` },
    data: {
      id,
      businessRegistrationNumber: '202301012345',
      merchantName: name,
      personInCharge: 'Nurul Aina',
      email,
      contactNumber: '012-345-6789',
      country: 'Malaysia',
      numberOfTerminals: 2,
    },
  });
  expect(created.status()).toBe(200);
  return id;
}

/** A merchant created by the Maker and approved by the admin, through the API. */
async function approvedMerchant(request: APIRequestContext, name: string, email: string) {
  const id = await pendingMerchant(request, name, email);
  const adminAuth = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const approved = await request.post('/api/v1/bo/Merchant/approval', {
    headers: adminAuth,
    data: { id, decision: 'Approved', reason: '' },
  });
  expect(approved.status()).toBe(200);
  return { id, adminAuth };
}

test("Pending Approval: a Checker approves or rejects from a row's menu; a Maker's list has no empty Actions column", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const approveName = `Kedai Lulus ${stamp} Sdn Bhd`;
  const rejectName = `Kedai Tolak ${stamp} Sdn Bhd`;
  await pendingMerchant(request, approveName, 'akaun@kedailulus.com.my');
  await pendingMerchant(request, rejectName, 'akaun@kedaitolak.com.my');

  // The Maker may decide none of them (four eyes), nor change a pending merchant's status.
  await signIn(page, 'maker');
  await page.goto('/merchant/pending-merchant-listing');
  const makerTable = page.getByRole('table', { name: 'Merchants' });
  await expect(makerTable.getByRole('link', { name: approveName })).toBeVisible({ timeout: 30_000 });
  await expect(makerTable.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

  const checkerContext = await browser.newContext();
  const checker = await checkerContext.newPage();
  await checker.setViewportSize({ width: 1440, height: 900 });
  await signIn(checker, 'admin');
  await checker.goto('/merchant/pending-merchant-listing');
  await checker.getByLabel('Merchant name').fill(stamp);
  const table = checker.getByRole('table', { name: 'Merchants' });
  await expect(table.locator('tbody tr')).toHaveCount(2, { timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeVisible();

  const approveRow = table.getByRole('row').filter({ hasText: approveName });
  const menu = await openRowActions(approveRow);
  await expect(menu.getByRole('menuitem')).toHaveText(['Approve', 'Reject']);
  await menu.getByRole('menuitem', { name: 'Approve', exact: true }).click();
  const approveDialog = checker.getByRole('alertdialog');
  await expect(approveDialog).toContainText(`Approve ${approveName}?`);
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  // Approved on the server, it leaves the pending list.
  await expect(approveRow).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () =>
      (await serverMerchants(request, approveName, 'merchantListPage')).map((m) => m.approvalStatus),
    )
    .toEqual(['Approved']);

  const rejectRow = table.getByRole('row').filter({ hasText: rejectName });
  await chooseRowAction(rejectRow, 'Reject');
  const rejectDialog = checker.getByRole('alertdialog');
  await expect(rejectDialog).toContainText(`Reject ${rejectName}?`);
  await expectNoViolations(checker, 'reject dialog from the pending list');
  // A rejection needs its reason (the contract's rule), before anything is queued.
  await rejectDialog.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(rejectDialog.getByText('Enter at least 5 characters')).toBeVisible();
  await rejectDialog.getByLabel('Reason').fill('Dokumen pendaftaran tidak lengkap');
  await rejectDialog.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(rejectDialog).toBeHidden();
  await expect
    .poll(
      async () =>
        (await serverMerchants(request, rejectName, 'merchantListPage')).map((m) => m.approvalStatus),
      { timeout: 20_000 },
    )
    .toEqual(['Rejected']);
  await checkerContext.close();
});

test("an approved merchant's edit waits as a proposal; another Checker's approval makes it live", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Kedai Cadangan ${Date.now().toString(36)} Sdn Bhd`;
  const oldEmail = 'nurul@kedaicadangan.com.my';
  const newEmail = 'akaun@kedaicadangan.com.my';
  const { id, adminAuth } = await approvedMerchant(request, name, oldEmail);
  const contact = (on: Page) => on.getByRole('region', { name: 'Contact' });
  const proposal = (on: Page) => on.getByRole('region', { name: 'Proposed change awaiting approval' });

  // The Maker edits the email: the profile keeps the current email and shows the proposal.
  await signIn(page, 'maker');
  await page.goto(`/merchant/merchant-profile/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Save and submit for approval' }).click();
  const row = proposal(page).getByRole('row', { name: /Email/ });
  await expect(row.getByRole('cell')).toHaveText([oldEmail, newEmail]);
  await expect(contact(page)).toContainText(oldEmail);
  await expect(contact(page)).not.toContainText(newEmail);
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('merchant-approval')).toHaveText('Approved');
  await expect(proposal(page).getByRole('button', { name: 'Approve change' })).toHaveCount(0);
  await expectNoViolations(page, 'profile with a proposal', { settle: true });
  const onServer = (await (
    await request.get(`/api/v1/bo/Merchant/${id}`, { headers: adminAuth })
  ).json()) as {
    data: { email: string; proposedChanges: { fields: { email?: string } } | null };
  };
  expect(onServer.data.email).toBe(oldEmail);
  expect(onServer.data.proposedChanges?.fields.email).toBe(newEmail);

  // A Checker finds it in the pending list, marked as a change, and approves it from the profile.
  const checkerContext = await browser.newContext();
  const checker = await checkerContext.newPage();
  await signIn(checker, 'admin');
  await checker.goto('/merchant/pending-merchant-listing');
  await checker.getByLabel('Merchant name').fill(name);
  const listed = checker.getByRole('row', { name: new RegExp(name) });
  await expect(listed.getByText('Change awaiting approval')).toBeVisible({ timeout: 30_000 });
  await listed.getByRole('link', { name }).click();
  await expect(proposal(checker).getByRole('row', { name: /Email/ }).getByRole('cell')).toHaveText([
    oldEmail,
    newEmail,
  ]);
  // Offline the decision is queued and shows as sending; nothing changes before the server says so.
  await checkerContext.setOffline(true);
  await proposal(checker).getByRole('button', { name: 'Approve change' }).click();
  await checker.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByRole('status').filter({ hasText: 'Sending approval…' })).toBeVisible();
  await expect(contact(checker)).toContainText(oldEmail);
  await expect(proposal(checker)).toBeVisible();
  await checkerContext.setOffline(false);
  await expect(checker.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
  await expect(proposal(checker)).toHaveCount(0);
  await expect(contact(checker)).toContainText(newEmail);
  await expect(checker.getByText('Sending approval…')).toHaveCount(0);
  await checkerContext.close();

  // The Maker's device takes the approved values with the next pull.
  await page.reload();
  await expect(contact(page)).toContainText(newEmail, { timeout: 20_000 });
  await expect(proposal(page)).toHaveCount(0);
});

test("a Checker rejects a proposed change from the profile: the merchant's details stay as they were", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Kedai Tolak ${Date.now().toString(36)} Sdn Bhd`;
  const oldEmail = 'nurul@kedaitolak.com.my';
  const { id, adminAuth } = await approvedMerchant(request, name, oldEmail);
  const makerAuth = { Authorization: `Bearer ${await apiToken(request, 'maker')}` };
  const current = (await (await request.get(`/api/v1/bo/Merchant/${id}`, { headers: adminAuth })).json()) as {
    data: { version: number };
  };
  const proposed = await request.post('/api/v1/bo/Merchant/update', {
    headers: makerAuth,
    data: { id, baseVersion: current.data.version, email: 'lain@kedaitolak.com.my' },
  });
  expect(proposed.status()).toBe(200);

  await signIn(page, 'admin');
  await page.goto(`/merchant/merchant-profile/${id}`);
  const proposal = page.getByRole('region', { name: 'Proposed change awaiting approval' });
  await proposal.getByRole('button', { name: 'Reject change' }).click({ timeout: 30_000 });
  await page.getByLabel('Reason for rejection').fill('The new email is not the company domain');
  await page.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 20_000 });
  await expect(proposal).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText(oldEmail);
  await expect(page.getByTestId('merchant-approval')).toHaveText('Approved');
  await expect(page.getByText('Reason: The new email is not the company domain')).toBeVisible();
  await expect(page.getByText('Change rejected', { exact: true })).toBeVisible();
  const after = (await (await request.get(`/api/v1/bo/Merchant/${id}`, { headers: adminAuth })).json()) as {
    data: { email: string; proposedChanges: unknown };
  };
  expect(after.data).toMatchObject({ email: oldEmail, proposedChanges: null });
});
