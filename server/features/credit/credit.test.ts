/** Credit through the app: top-ups with slips, four-eyes decisions, the ledger. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, CreditAccount, CreditEntry, Page, TopUp } from '../../../src/contract';
import { MAX_FILE_BYTES } from '../../../src/contract';
import { slipPdf, slipPng } from '../../db/seed/slip-files';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import type { App, Callers } from './credit-test-kit';
import {
  get,
  ledgerOf,
  merchantsOf,
  pendingTopUp,
  post,
  postTopUp,
  signInAll,
  topUpBody,
} from './credit-test-kit';

let testDb: TestDb;
let app: App;
let as: Callers;
let demo: string;
let other: string;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  as = await signInAll(app);
  ({ demo, other } = await merchantsOf(testDb.db));
}, 60_000);
afterAll(async () => {
  await testDb?.drop();
});

const account = async (merchantId = demo) =>
  (await get<CreditAccount>(app, `/Credit/account/${merchantId}`, as.admin)).body.data as CreditAccount;

async function expectLedgerConsistent(merchantId = demo) {
  const ledger = await ledgerOf(testDb.db, merchantId);
  expect(ledger.account).toMatchObject(ledger.sums);
  if (ledger.last) expect(ledger.account).toMatchObject(ledger.last);
  expect(ledger.numbers).toEqual(ledger.entries.map((_, index) => index + 1));
}

describe('top-up', () => {
  it('stores the top-up Pending with its slip and moves the amount to pending', async () => {
    const before = await account();
    const body = topUpBody({ amountSen: 12_345, remark: 'March' });
    const { status, body: answer } = await postTopUp(app, as.merchantUser, body, {
      bytes: slipPdf('A-1'),
      name: 'slip.pdf',
      type: 'application/pdf',
    });
    expect(status).toBe(200);
    expect(answer.code).toBe('credit.topUpSubmitted');
    expect(answer.data).toMatchObject({
      id: body.id,
      merchantId: demo,
      amountSen: 12_345,
      status: 'Pending',
      bankInAt: '2026-01-15T10:30',
      remark: 'March',
      submittedByName: 'Amirul Hakim',
      duplicateOfId: null,
      slip: { name: 'slip.pdf', type: 'application/pdf' },
    });
    const after = await account();
    expect(after.pendingSen - before.pendingSen).toBe(12_345);
    expect(after.balanceSen).toBe(before.balanceSen);
    const history = await get<Page<CreditEntry>>(
      app,
      `/Credit/historyListPage?action=PAYMENT_ENTRY&reference=${body.referenceNumber}`,
      as.merchantUser,
    );
    expect(history.body.data?.items).toMatchObject([{ amountSen: 12_345, topUpId: body.id }]);
    await expectLedgerConsistent();
  });

  it('answers the slip bytes with their sniffed type, inline, not stored and nosniff', async () => {
    const bytes = slipPng('slip-bytes');
    const { body } = await postTopUp(app, as.merchantUser, topUpBody(), {
      bytes,
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    const res = await app.request(`/api/v1/bo/Credit/slip/${body.data?.id}`, { headers: as.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    // Named by its bytes (a PNG), not by the name it came with (docs/security.md, Hardening).
    expect(res.headers.get('Content-Disposition')).toBe("inline; filename*=UTF-8''photo.png");
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(bytes));
  });

  it('refuses a slip by its bytes, not its name: an executable, HEIC, too large, missing, empty', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, 0xb8]);
    const heic = new Uint8Array([
      0,
      0,
      0,
      0x18,
      ...Buffer.from('ftypheic'),
      0,
      0,
      0,
      0,
      ...Buffer.from('mif1heic'),
    ]);
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(slipPng('big'));
    const cases = [
      { upload: { bytes: exe, name: 'slip.png' }, code: 'file.typeNotAllowed' },
      { upload: { bytes: heic, name: 'IMG_0001.HEIC' }, code: 'file.heicNotSupported' },
      { upload: { bytes: big }, code: 'file.tooLarge' },
      { upload: { bytes: null }, code: 'credit.slipRequired' },
      { upload: { bytes: new Uint8Array(0) }, code: 'file.empty' },
    ];
    const before = await ledgerOf(testDb.db, demo);
    for (const { upload, code } of cases) {
      const { status, body } = await postTopUp(app, as.merchantUser, topUpBody(), upload);
      expect(status, code).toBe(422);
      expect(body.code).toBe(code);
      expect(body.errors).toEqual([expect.objectContaining({ path: 'slip', code })]);
    }
    expect((await ledgerOf(testDb.db, demo)).entries).toHaveLength(before.entries.length);
  });

  it('refuses a body past the file limit before reading it (413)', async () => {
    const { status, body } = await postTopUp(app, as.merchantUser, topUpBody(), {
      bytes: new Uint8Array(MAX_FILE_BYTES + 100 * 1024),
    });
    expect(status).toBe(413);
    expect(body.code).toBe('file.tooLarge');
  });

  it('answers field errors of the json part and the slip together', async () => {
    const { status, body } = await postTopUp(
      app,
      as.merchantUser,
      topUpBody({ amountSen: 10.5, accountNumber: '12ab' }),
      { bytes: null },
    );
    expect(status).toBe(422);
    expect([...new Set(body.errors?.map((error) => error.path))].sort()).toEqual([
      'accountNumber',
      'amountSen',
      'slip',
    ]);
  });

  it('refuses a zero, negative or float amount and a bank-in time in the future', async () => {
    for (const amountSen of [0, -100, 100.5]) {
      const { status, body } = await postTopUp(app, as.merchantUser, topUpBody({ amountSen }));
      expect(status).toBe(422);
      expect(body.errors?.[0]?.path).toBe('amountSen');
    }
    const { status, body } = await postTopUp(
      app,
      as.merchantUser,
      topUpBody({ bankInAt: '2999-01-01T10:00' }),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual([expect.objectContaining({ path: 'bankInAt', code: 'credit.bankInFuture' })]);
    const impossible = await postTopUp(app, as.merchantUser, topUpBody({ bankInAt: '2025-02-30T10:00' }));
    expect(impossible.body.errors).toEqual([
      expect.objectContaining({ path: 'bankInAt', code: 'validation.invalid' }),
    ]);
  });

  it('takes the merchant from a merchant session (another is 403) and needs one from staff', async () => {
    expect((await postTopUp(app, as.merchantUser, topUpBody({ merchantId: other }))).status).toBe(403);
    const staff = await postTopUp(app, as.maker, topUpBody());
    expect(staff.status).toBe(422);
    expect(staff.body.errors).toEqual([
      expect.objectContaining({ path: 'merchantId', code: 'validation.required' }),
    ]);
    const named = await postTopUp(app, as.maker, topUpBody({ merchantId: other }));
    expect(named.status).toBe(200);
    expect(named.body.data?.merchantId).toBe(other);
  });

  it('flags a slip another top-up already used, with when that one was submitted', async () => {
    const bytes = slipPng('used-twice');
    const first = await postTopUp(app, as.merchantUser, topUpBody(), { bytes });
    const second = await postTopUp(app, as.merchantAdmin, topUpBody(), { bytes });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({
      duplicateOfId: first.body.data?.id,
      duplicateOfAt: first.body.data?.createdAt,
    });
    expect(first.body.data?.duplicateOfId).toBeNull();
  });

  it('answers a resend under the same key from the store: one top-up, one file, one entry', async () => {
    const body = topUpBody();
    const bytes = slipPng('replayed');
    const key = randomUUID();
    const first = await postTopUp(app, as.merchantUser, body, { bytes }, key);
    const again = await postTopUp(app, as.merchantUser, body, { bytes }, key);
    expect(again.status).toBe(200);
    expect(again.res.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const { rows } = await testDb.db.query<{ tops: number; files: number; entries: number }>(
      `SELECT (SELECT count(*) FROM top_ups WHERE id = $1)::int AS tops,
              (SELECT count(*) FROM stored_files WHERE sha256 = $2)::int AS files,
              (SELECT count(*) FROM credit_entries WHERE top_up_id = $1)::int AS entries`,
      [body.id, first.body.data?.slip?.sha256],
    );
    expect(rows[0]).toEqual({ tops: 1, files: 1, entries: 1 });
    const other = await postTopUp(app, as.merchantUser, body, { bytes: slipPng('another file') }, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency.keyReused');
  });
});

describe('four eyes', () => {
  it('lets a Checker approve once: balance up, pending down, PAYMENT_VERIFICATION', async () => {
    const topUp = await pendingTopUp(app, as, { amountSen: 100_000 });
    const before = await account();
    const approved = await post<TopUp>(app, '/Credit/approve', { id: topUp.id }, as.admin);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'Approved', decidedByName: 'Aisyah Rahman' });
    const after = await account();
    expect(after.balanceSen - before.balanceSen).toBe(100_000);
    expect(before.pendingSen - after.pendingSen).toBe(100_000);
    const again = await post(app, '/Credit/approve', { id: topUp.id }, as.admin);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('credit.notPending');
    await expectLedgerConsistent();
  });

  it('never lets a Maker decide, nor anyone decide their own submission', async () => {
    const topUp = await pendingTopUp(app, as);
    const maker = await post(app, '/Credit/approve', { id: topUp.id }, as.maker);
    expect(maker.status).toBe(403);
    expect(maker.body.code).toBe('credit.checkerOnly');
    const own = await postTopUp(app, as.admin, topUpBody({ merchantId: demo }));
    const decided = await post(app, '/Credit/approve', { id: own.body.data?.id }, as.admin);
    expect(decided.status).toBe(403);
    expect(decided.body.code).toBe('credit.ownSubmission');
    const merchant = await post(app, '/Credit/approve', { id: topUp.id }, as.merchantAdmin);
    expect(merchant.status).toBe(403);
  });

  it('rejects with a reason (required) and writes PAYMENT_REJECTED', async () => {
    const topUp = await pendingTopUp(app, as, { amountSen: 7_000 });
    const bare = await post(app, '/Credit/reject', { id: topUp.id, reason: '  ' }, as.admin);
    expect(bare.status).toBe(422);
    expect(bare.body.code).toBe('credit.reasonRequired');
    const before = await account();
    const rejected = await post<TopUp>(
      app,
      '/Credit/reject',
      { id: topUp.id, reason: 'Blurred slip' },
      as.admin,
    );
    expect(rejected.body.data).toMatchObject({ status: 'Rejected', decisionReason: 'Blurred slip' });
    expect(before.pendingSen - (await account()).pendingSen).toBe(7_000);
    await expectLedgerConsistent();
  });

  it('reverses an approval with UNDO_APPROVED_PAYMENT (reason required), only of an Approved one', async () => {
    const topUp = await pendingTopUp(app, as, { amountSen: 3_000 });
    expect((await post(app, '/Credit/undo', { id: topUp.id, reason: 'x' }, as.admin)).body.code).toBe(
      'credit.notApproved',
    );
    await post(app, '/Credit/approve', { id: topUp.id }, as.admin);
    const before = await account();
    const undone = await post<TopUp>(app, '/Credit/undo', { id: topUp.id, reason: 'Bounced' }, as.admin);
    expect(undone.body.data?.status).toBe('Reversed');
    expect(before.balanceSen - (await account()).balanceSen).toBe(3_000);
    await expectLedgerConsistent();
  });

  it('lets the merchant admin cancel a Pending top-up (CANCELLED_PAYMENT), not a merchant user', async () => {
    const topUp = await pendingTopUp(app, as, { amountSen: 2_000 });
    expect(
      (await post(app, '/Credit/cancel', { id: topUp.id, reason: 'Typo' }, as.merchantUser)).status,
    ).toBe(403);
    const cancelled = await post<TopUp>(
      app,
      '/Credit/cancel',
      { id: topUp.id, reason: 'Typo' },
      as.merchantAdmin,
    );
    expect(cancelled.body.data?.status).toBe('Cancelled');
    expect(
      (await post(app, '/Credit/cancel', { id: topUp.id, reason: 'Again' }, as.merchantAdmin)).status,
    ).toBe(409);
    await expectLedgerConsistent();
  });

  it('changes a credit limit only when another Checker approves the proposal', async () => {
    const current = await account(other);
    const proposed = await post<CreditAccount>(
      app,
      '/Credit/adjustLimit',
      { merchantId: other, creditLimitSen: current.limitSen + 500_000, reason: 'Peak season' },
      as.maker,
    );
    expect(proposed.status).toBe(200);
    expect(proposed.body.data).toMatchObject({
      proposedLimitSen: current.limitSen + 500_000,
      proposedByName: 'Wei Ming Tan',
    });
    const twice = await post(
      app,
      '/Credit/adjustLimit',
      { merchantId: other, creditLimitSen: 1, reason: 'x' },
      as.maker,
    );
    expect(twice.body.code).toBe('credit.limitProposalPending');
    expect((await post(app, '/Credit/approveLimit', { merchantId: other }, as.maker)).body.code).toBe(
      'credit.checkerOnly',
    );
    const approved = await post<CreditAccount>(app, '/Credit/approveLimit', { merchantId: other }, as.admin);
    expect(approved.body.data).toMatchObject({
      limitSen: current.limitSen + 500_000,
      proposedLimitSen: null,
    });
    const own = await post(
      app,
      '/Credit/adjustLimit',
      { merchantId: other, creditLimitSen: 0, reason: 'Close' },
      as.admin,
    );
    expect(own.status).toBe(200);
    expect((await post(app, '/Credit/approveLimit', { merchantId: other }, as.admin)).body.code).toBe(
      'credit.ownSubmission',
    );
    expect(
      (await post<CreditAccount>(app, '/Credit/rejectLimit', { merchantId: other, reason: 'No' }, as.admin))
        .status,
    ).toBe(403);
    await expectLedgerConsistent(other);
    const limits = await get<Page<CreditEntry>>(
      app,
      `/Credit/historyListPage?merchantId=${other}&action=ADJUST_CREDIT_LIMIT`,
      as.admin,
    );
    expect(limits.body.data?.items[0]).toMatchObject({ amountSen: 500_000, createdByName: 'Aisyah Rahman' });
  });
});

describe('redeem', () => {
  async function unpaidBooking(merchantId: string, amountSen: number, currency = 'MYR') {
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO bookings (merchant_id, booking_reference, booking_type, status, payment_status,
         traveler_name, booking_date, destination, amount_sen, currency)
       VALUES ($1, $2, 'Flight', 'Confirmed', 'Unpaid', 'Traveler', '2026-01-01', 'KUL', $3, $4) RETURNING id`,
      [merchantId, `CR-${randomUUID().slice(0, 8)}`, amountSen, currency],
    );
    return rows[0]?.id ?? '';
  }

  it('pays an Unpaid MYR booking with credit, refuses more than balance + limit', async () => {
    const available = (await account()).availableSen;
    const tooDear = await unpaidBooking(demo, available + 1);
    const refused = await post(app, '/Credit/redeem', { id: randomUUID(), bookingId: tooDear }, as.admin);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('credit.insufficient');
    const booking = await unpaidBooking(demo, Math.min(available, 10_000));
    const paid = await post<Booking>(
      app,
      '/Credit/redeem',
      { id: randomUUID(), bookingId: booking },
      as.admin,
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data?.paymentStatus).toBe('Paid');
    expect(
      (await post(app, '/Credit/redeem', { id: randomUUID(), bookingId: booking }, as.admin)).body.code,
    ).toBe('credit.bookingNotPayable');
    const yen = await unpaidBooking(demo, 100, 'JPY');
    expect((await post(app, '/Credit/redeem', { id: randomUUID(), bookingId: yen }, as.admin)).status).toBe(
      409,
    );
    await expectLedgerConsistent();
  });
});

describe('scope and the ledger itself', () => {
  it('never shows a merchant another merchant’s top-up, slip, entries or account', async () => {
    const theirs = await postTopUp(app, as.maker, topUpBody({ merchantId: other }));
    const id = theirs.body.data?.id;
    expect((await get(app, `/Credit/topUp/${id}`, as.merchantUser)).status).toBe(404);
    expect((await app.request(`/api/v1/bo/Credit/slip/${id}`, { headers: as.merchantUser })).status).toBe(
      404,
    );
    expect((await get(app, `/Credit/account/${other}`, as.merchantUser)).status).toBe(404);
    expect((await get(app, `/Credit/account/${demo}`, as.merchantUser)).status).toBe(200);
    const list = await get<Page<TopUp>>(app, '/Credit/topUpListPage', as.merchantUser);
    expect(list.body.data?.items.length).toBeGreaterThan(0);
    expect(list.body.data?.items.every((row) => row.merchantId === demo)).toBe(true);
    const history = await get<Page<CreditEntry>>(
      app,
      `/Credit/historyListPage?merchantId=${other}`,
      as.merchantAdmin,
    );
    expect(history.body.data?.totalCount).toBe(0);
    expect((await post(app, '/Credit/cancel', { id, reason: 'x' }, as.merchantAdmin)).status).toBe(404);
  });

  it('answers zeros for a merchant with no entry yet', async () => {
    const { rows } = await testDb.db.query<{ id: string }>(
      'SELECT id FROM merchants WHERE id NOT IN (SELECT merchant_id FROM credit_accounts) LIMIT 1',
    );
    const fresh = await get<CreditAccount>(app, `/Credit/account/${rows[0]?.id}`, as.admin);
    expect(fresh.body.data).toMatchObject({ balanceSen: 0, limitSen: 0, pendingSen: 0, entryCount: 0 });
  });

  it('refuses any UPDATE, DELETE or TRUNCATE of an entry in the database itself', async () => {
    const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM credit_entries LIMIT 1');
    const id = rows[0]?.id;
    await expect(
      testDb.db.query('UPDATE credit_entries SET amount_sen = 1 WHERE id = $1', [id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      testDb.db.query('UPDATE credit_entries SET note = $2 WHERE id = $1', [id, 'x']),
    ).rejects.toThrow(/append-only/);
    await expect(testDb.db.query('DELETE FROM credit_entries WHERE id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(testDb.db.query('TRUNCATE credit_entries CASCADE')).rejects.toThrow(/append-only/);
    const { rows: still } = await testDb.db.query('SELECT 1 FROM credit_entries WHERE id = $1', [id]);
    expect(still).toHaveLength(1);
  });

  it('refuses an entry whose amount has the wrong sign or is zero', async () => {
    const insert = (action: string, amount: number) =>
      testDb.db.query(
        `INSERT INTO credit_entries (id, merchant_id, entry_no, action, amount_sen, balance_after_sen,
           limit_after_sen, pending_after_sen) VALUES (gen_random_uuid(), $1, 999999, $2, $3, 0, 0, 0)`,
        [demo, action, amount],
      );
    await expect(insert('REDEEM_CREDIT', 100)).rejects.toThrow(/sign_check/);
    await expect(insert('PAYMENT_VERIFICATION', -100)).rejects.toThrow(/sign_check/);
    await expect(insert('SYSTEM_UPDATE', 0)).rejects.toThrow(/check/);
  });
});
