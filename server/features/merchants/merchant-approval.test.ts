import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant, MerchantHistoryEntry, Page } from '../../../src/contract';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let admin: Record<string, string>;
let maker: Record<string, string>;
let checker2: Record<string, string>;
let merchantAdmin: Record<string, string>;
let makerId: string;

const PAGE = { 'X-Page-Path': 'merchant-create-merchant' };

const newMerchant = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  businessRegistrationNumber: '202301012345',
  merchantName: `Kedai Ujian ${Math.random().toString(36).slice(2, 8)} Sdn Bhd`,
  personInCharge: 'Siti Nurhaliza',
  email: 'siti@kedaiujian.com.my',
  contactNumber: '012-345-6789',
  officePhone: '03-1234-5678',
  officePhoneExt: '123',
  country: 'Malaysia',
  postcode: '50450',
  city: 'Kuala Lumpur',
  numberOfTerminals: 3,
  monthlyTransactionVolumeSen: 1_500_050,
  ...overrides,
});

type Body = ReturnType<typeof newMerchant>;
const post = (path: string, body: unknown, headers: Record<string, string>) =>
  sendJson<Merchant>(app, 'POST', path, body, headers);
const create = (body: unknown, headers = maker) => post('/Merchant/create', body, { ...headers, ...PAGE });
const decide = (id: string, decision: string, headers = admin, reason = '') =>
  post('/Merchant/approval', { id, decision, reason }, headers);
const fetchMerchant = async (id: string) =>
  (await getJson<Merchant>(app, `/Merchant/${id}`, admin)).body.data;

async function created(overrides: Record<string, unknown> = {}, headers = maker): Promise<Merchant> {
  const { status, body } = await create(newMerchant(overrides), headers);
  expect(status).toBe(200);
  if (!body.data) throw new Error('no merchant');
  return body.data;
}

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  // A second staff Checker, so that the four-eyes rule can be seen between two Checkers.
  await testDb.db.query(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status)
     SELECT 'checker2', password_hash, 'Farid', 'Hassan', 'farid@example.com', role_id, 'Checker', 'A'
     FROM users WHERE username = 'admin'`,
  );
  admin = await bearerOf(app, 'admin');
  maker = await bearerOf(app, 'maker');
  checker2 = await bearerOf(app, 'checker2');
  merchantAdmin = await bearerOf(app, 'merchant.admin');
  const { rows } = await testDb.db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'maker'`);
  makerId = rows[0]?.id ?? '';
});
afterAll(async () => {
  await testDb.drop();
});

describe('POST /Merchant/create', () => {
  it("keeps the client's id and sends the merchant to a Checker", async () => {
    const body = newMerchant();
    const { status, body: answer } = await create(body);
    expect(status).toBe(200);
    expect(answer.code).toBe('merchant.created');
    expect(answer.data).toMatchObject({
      id: body.id,
      merchantName: body.merchantName,
      status: 'Inactive',
      submissionStatus: 'Submitted',
      approvalStatus: 'Pending',
      submittedBy: makerId,
      monthlyTransactionVolumeSen: 1_500_050,
      fax: null,
    });
    const pending = await getJson<Page<Merchant>>(
      app,
      `/Merchant/pendingMerchantListPage?pageSize=50&merchantName=${encodeURIComponent(body.merchantName)}`,
      admin,
    );
    expect(pending.body.data?.items.map((m) => m.id)).toEqual([body.id]);
    const { rows } = await testDb.db.query<{ page_path: string; action: string }>(
      `SELECT page_path, action FROM audit_log WHERE entity = 'merchant' AND entity_id = $1`,
      [body.id],
    );
    expect(rows).toEqual([{ page_path: 'merchant-create-merchant', action: 'merchant.create' }]);
  });

  it('a second create with the same id is a replay, not a duplicate', async () => {
    const body = newMerchant();
    const first = await create(body);
    const again = await create(body);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const { rows } = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM merchants WHERE id = $1`,
      [body.id],
    );
    expect(rows[0]?.n).toBe(1);
    const clash = await create({ ...body, merchantName: 'Something Else Sdn Bhd' });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('merchant.alreadyExists');
  });

  it('replays an Idempotency-Key answer without running the create again', async () => {
    const body = newMerchant();
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await create(body, { ...maker, ...key });
    const again = await create(body, { ...maker, ...key });
    expect(again.status).toBe(200);
    expect(again.res.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
  });

  it('is refused to merchant users', async () => {
    const { status, body } = await create(newMerchant(), merchantAdmin);
    expect(status).toBe(403);
    expect(body.code).toBe('error.forbidden');
  });

  it.each<[keyof Body | string, unknown, string, string, Record<string, number>?]>([
    ['merchantName', '', 'validation.required', 'This field is required'],
    ['merchantName', 'A', 'validation.minLength', 'Enter at least 2 characters', { min: 2 }],
    ['email', 'siti.at.example', 'validation.email', 'Enter a valid email address'],
    [
      'contactNumber',
      '0123456789',
      'validation.phone',
      "Enter a phone number with '-' between digit groups, for example 012-345-6789",
    ],
    ['officePhoneExt', '12a', 'validation.numberOnly', 'Enter numbers only'],
    ['monthlyTransactionVolumeSen', 'lots', 'validation.numberOnly', 'Enter numbers only'],
    ['companyTurnoverSen', 15000.5, 'validation.integer', 'Enter a whole number'],
    ['numberOfTerminals', 2.5, 'validation.integer', 'Enter a whole number'],
    ['numberOfTerminals', 1000, 'validation.range', 'Enter number between 0 and 999', { min: 0, max: 999 }],
    ['postcode', '504', 'validation.digits', 'Enter 5 digits', { count: 5 }],
    ['city', 'K1', 'validation.alphabetic', 'Enter letters only'],
    ['id', 'not-a-uuid', 'validation.invalid', 'This value is not valid'],
  ])('%s = %j is refused with %s', async (path, value, code, message, params) => {
    const { status, body } = await create({ ...newMerchant(), [path]: value });
    expect(status).toBe(422);
    expect(body.errors?.[0]).toEqual({ path, code, message, ...(params ? { params } : {}) });
  });

  it('accepts good values of every rule', async () => {
    const merchant = await created({
      contactNumber: '+60-12-345-6789',
      monthlyTransactionVolumeSen: '2500000.00',
      numberOfTerminals: '999',
      nationality: 'Malaysian',
      postcode: '',
    });
    expect(merchant).toMatchObject({
      monthlyTransactionVolumeSen: 250_000_000,
      numberOfTerminals: 999,
      postcode: null,
    });
  });
});

describe('POST /Merchant/approval (maker-checker)', () => {
  it("a Checker approves a Maker's merchant: it becomes Active and Approved", async () => {
    const merchant = await created();
    const { status, body } = await decide(merchant.id, 'Approved');
    expect(status).toBe(200);
    expect(body.code).toBe('merchant.approved');
    expect(body.data).toMatchObject({
      status: 'Active',
      approvalStatus: 'Approved',
      submissionStatus: 'Submitted',
    });
    expect(body.data?.version).toBeGreaterThan(merchant.version);
  });

  it('nobody approves or rejects their own submission', async () => {
    const own = await created({}, admin);
    for (const decision of ['Approved', 'Rejected']) {
      const { status, body } = await decide(own.id, decision, admin, 'Not complete');
      expect(status).toBe(403);
      expect(body.code).toBe('merchant.ownSubmission');
    }
    expect((await decide(own.id, 'Approved', checker2)).status).toBe(200);
  });

  it("leaves an organization's own registration to the organization approval screen", async () => {
    const merchant = await created();
    await testDb.db.query(
      `WITH admin_user AS (
         INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status, merchant_id)
         SELECT 'registrant', password_hash, 'Reg', 'Istrant', 'reg@example.com', role_id, 'Checker', 'N', $1
         FROM users WHERE username = 'merchant.admin'
         RETURNING id
       )
       INSERT INTO organization_registrations (merchant_id, user_id) SELECT $1, id FROM admin_user`,
      [merchant.id],
    );
    const { status, body } = await decide(merchant.id, 'Approved');
    expect(status).toBe(409);
    expect(body.code).toBe('merchant.registrationOpen');
  });

  it('a Maker cannot decide at all', async () => {
    const merchant = await created({}, checker2);
    const { status, body } = await decide(merchant.id, 'Approved', maker);
    expect(status).toBe(403);
    expect(body.code).toBe('error.forbidden');
  });

  it('rejects with a reason; the corrected merchant is resubmitted and can then be approved', async () => {
    const merchant = await created();
    const noReason = await decide(merchant.id, 'Rejected', admin, '');
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors?.[0]).toMatchObject({ path: 'reason', code: 'validation.minLength' });

    const rejected = await decide(merchant.id, 'Rejected', admin, 'The registration number is wrong');
    expect(rejected.body.data).toMatchObject({ approvalStatus: 'Rejected', status: 'Inactive' });
    const again = await decide(merchant.id, 'Approved');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('merchant.notPending');

    const corrected = await post(
      '/Merchant/update',
      { id: merchant.id, baseVersion: rejected.body.data?.version, businessRegistrationNumber: '1234567-X' },
      maker,
    );
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({
      businessRegistrationNumber: '1234567-X',
      submissionStatus: 'Submitted',
      approvalStatus: 'Pending',
      submittedBy: makerId,
    });
    const approved = await decide(merchant.id, 'Approved');
    expect(approved.body.data).toMatchObject({ status: 'Active', approvalStatus: 'Approved' });

    const history = await getJson<MerchantHistoryEntry[]>(app, `/Merchant/${merchant.id}/history`, admin);
    expect(history.body.data?.map((entry) => [entry.action, entry.details['decision'] ?? null])).toEqual([
      ['merchant.approval', 'Approved'],
      ['merchant.update', null],
      ['merchant.approval', 'Rejected'],
      ['merchant.create', null],
    ]);
    expect(history.body.data?.[2]).toMatchObject({
      userName: 'Aisyah Rahman',
      details: { reason: 'The registration number is wrong' },
    });
  });
});

describe('POST /Merchant/update', () => {
  it('changes only the fields sent, bumps the version and resubmits a merchant not yet approved', async () => {
    const merchant = await created();
    const { status, body } = await post(
      '/Merchant/update',
      { id: merchant.id, baseVersion: merchant.version, city: 'Ipoh', fax: '05-254-1234' },
      { ...maker, 'X-Page-Path': 'merchant-merchant-profile' },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      city: 'Ipoh',
      fax: '05-254-1234',
      merchantName: merchant.merchantName,
      status: 'Inactive',
      approvalStatus: 'Pending',
      proposedChanges: null,
    });
    expect(body.data?.version).toBeGreaterThan(merchant.version);
    const { rows } = await testDb.db.query<{ details: { changes: unknown }; page_path: string }>(
      `SELECT details, page_path FROM audit_log WHERE entity_id = $1 AND action = 'merchant.update'`,
      [merchant.id],
    );
    expect(rows[0]).toEqual({
      page_path: 'merchant-merchant-profile',
      details: expect.objectContaining({
        changes: { city: { from: 'Kuala Lumpur', to: 'Ipoh' }, fax: { from: null, to: '05-254-1234' } },
      }) as unknown,
    });
  });

  it('answers 409 sync.conflict with the current row for a stale baseVersion', async () => {
    const merchant = await created();
    const first = await post(
      '/Merchant/update',
      { id: merchant.id, baseVersion: merchant.version, city: 'Ipoh' },
      maker,
    );
    expect(first.status).toBe(200);
    const stale = await post(
      '/Merchant/update',
      { id: merchant.id, baseVersion: merchant.version, state: 'Perak' },
      admin,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('sync.conflict');
    expect(stale.body.data).toMatchObject({
      current: { id: merchant.id, city: 'Ipoh', version: first.body.data?.version },
    });
  });

  it('validates the fields it is sent, and 404s an unknown merchant', async () => {
    const merchant = await created();
    const bad = await post(
      '/Merchant/update',
      { id: merchant.id, baseVersion: merchant.version, email: 'x' },
      maker,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]).toMatchObject({ path: 'email', code: 'validation.email' });
    const unknown = await post('/Merchant/update', { id: randomUUID(), baseVersion: 1, city: 'Ipoh' }, maker);
    expect(unknown.status).toBe(404);
  });
});

describe('POST /Merchant/status/update: only an approved merchant is active', () => {
  const setStatus = (merchant: Pick<Merchant, 'id' | 'version'>, status: string, headers = maker) =>
    post('/Merchant/status/update', { id: merchant.id, status, baseVersion: merchant.version }, headers);
  const dropDownIds = async () =>
    ((await getJson<{ id: string }[]>(app, '/Merchant/merchantDropDown', admin)).body.data ?? []).map(
      (item) => item.id,
    );

  it('refuses to activate a merchant still waiting for approval, whoever asks', async () => {
    const merchant = await created();
    for (const headers of [maker, admin]) {
      const { status, body } = await setStatus(merchant, 'Active', headers);
      expect(status).toBe(409);
      expect(body.code).toBe('merchant.notApproved');
    }
    expect(await fetchMerchant(merchant.id)).toMatchObject({ status: 'Inactive', approvalStatus: 'Pending' });
    expect(await dropDownIds()).not.toContain(merchant.id);
  });

  it('refuses to activate a rejected merchant', async () => {
    const merchant = await created();
    const rejected = await decide(merchant.id, 'Rejected', admin, 'The registration number is wrong');
    const { status, body } = await setStatus(rejected.body.data ?? merchant, 'Active', admin);
    expect(status).toBe(409);
    expect(body.code).toBe('merchant.notApproved');
    expect((await fetchMerchant(merchant.id))?.status).toBe('Inactive');
  });

  it('deactivates and reactivates an approved merchant, locked and audited like every write', async () => {
    const merchant = await created();
    const approved = (await decide(merchant.id, 'Approved')).body.data ?? merchant;
    const off = await setStatus(approved, 'Inactive', {
      ...maker,
      'X-Page-Path': 'merchant-merchant-profile',
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ code: 'merchant.statusUpdated', data: { status: 'Inactive' } });
    const on = await setStatus(off.body.data ?? approved, 'Active');
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ status: 'Active', approvalStatus: 'Approved' });
    expect(await dropDownIds()).toContain(merchant.id);
    const history = await getJson<MerchantHistoryEntry[]>(app, `/Merchant/${merchant.id}/history`, admin);
    expect(history.body.data?.slice(0, 2)).toMatchObject([
      { action: 'merchant.status.update', details: { from: 'Inactive', to: 'Active' } },
      {
        action: 'merchant.status.update',
        pagePath: 'merchant-merchant-profile',
        details: { from: 'Active', to: 'Inactive' },
      },
    ]);
  });

  it('an approved merchant with a proposed edit stays approved: deactivated and activated again', async () => {
    const merchant = await created();
    const approved = (await decide(merchant.id, 'Approved')).body.data ?? merchant;
    const edited = await post(
      '/Merchant/update',
      { id: merchant.id, baseVersion: approved.version, city: 'Ipoh' },
      maker,
    );
    expect(edited.body.data).toMatchObject({
      status: 'Active',
      approvalStatus: 'Approved',
      city: 'Kuala Lumpur',
      proposedChanges: { fields: { city: 'Ipoh' } },
    });
    const off = await setStatus(edited.body.data ?? approved, 'Inactive');
    expect(off.status).toBe(200);
    const on = await setStatus(off.body.data ?? approved, 'Active');
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({
      city: 'Kuala Lumpur',
      proposedChanges: { fields: { city: 'Ipoh' } },
    });
  });
});
