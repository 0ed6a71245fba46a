/**
 * Client writes through the app: create (JSON and multipart with a logo), update with
 * baseVersion (conflict, the account-type switch, a new or removed logo), status, the logo's bytes,
 * scoping (another merchant's client is 404), FAC (a Merchant User manages no clients), logo
 * sniffing and size limits, and replays (one client, one stored file).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ClientFieldsSchema,
  ClientSchema,
  IDEMPOTENCY_KEY_HEADER,
  MAX_FILE_BYTES,
} from '../../../src/contract';
import type { Client, ClientCreateInput, Page } from '../../../src/contract';
import { slipPdf, slipPng } from '../../db/seed/slip-files';
import { api, buildApp, readEnvelope, setupTestDb } from '../../test/test-app';
import { heicPhoto, oversizePng } from '../../test/file-samples';
import type { TestDb } from '../../test/test-db';
import {
  get,
  merchantsOf,
  post,
  signInAll,
  type App,
  type Callers,
  type Headers,
} from '../credit/credit-test-kit';

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
  await testDb.drop();
});

const corporate = (overrides: Partial<ClientCreateInput> = {}): ClientCreateInput => ({
  id: randomUUID(),
  merchantId: null,
  accountType: 'Corporate',
  companyName: 'Syarikat Maju Jaya Sdn Bhd',
  employeeCount: 'MoreThan5',
  title: 'MR',
  firstName: 'Ahmad',
  lastName: 'Faizal',
  referralCode: null,
  defaultCurrency: 'MYR',
  bookingPccCode: 'KUL1A',
  email: 'ahmad@majujaya.com.my',
  phone: '012-345-6789',
  ...overrides,
});

type Upload = { bytes: Uint8Array; name?: string; type?: string };

/** A multipart create or update: the `json` part and (if given) the `logo` part. */
async function postForm(path: string, headers: Headers, body: unknown, logo?: Upload, key = randomUUID()) {
  const form = new FormData();
  form.set('json', JSON.stringify(body));
  if (logo)
    form.set(
      'logo',
      new File([Buffer.from(logo.bytes)], logo.name ?? 'logo.png', { type: logo.type ?? 'image/png' }),
    );
  const res = await app.request(api(path), {
    method: 'POST',
    headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key },
    body: form,
  });
  return { status: res.status, body: await readEnvelope<Client>(res) };
}

async function created(headers: Headers, body: ClientCreateInput) {
  const answer = await post<Client>(app, '/Client/create', body, headers);
  if (answer.status !== 200 || !answer.body.data)
    throw new Error(`create failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data;
}

describe('Client/create', () => {
  it('gives a merchant admin’s client its merchant, upper-cases the codes and audits it', async () => {
    const client = await created(
      as.merchantAdmin,
      corporate({ bookingPccCode: 'kul1a', defaultCurrency: 'usd' }),
    );
    expect(client).toMatchObject({
      merchantId: demo,
      bookingPccCode: 'KUL1A',
      defaultCurrency: 'USD',
      status: 'Active',
      logo: null,
    });
    const { rows } = await testDb.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'client.create' AND entity_id = $1`,
      [client.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('stores an individual without company fields', async () => {
    const client = await created(
      as.merchantAdmin,
      corporate({ accountType: 'Individual', title: 'MS', firstName: 'Siti' }),
    );
    expect(client).toMatchObject({ accountType: 'Individual', companyName: null, employeeCount: null });
  });

  it('requires the company name and employee count of a corporate client', async () => {
    const { status, body } = await post(
      app,
      '/Client/create',
      corporate({ companyName: '', employeeCount: null }),
      as.merchantAdmin,
    );
    expect(status).toBe(422);
    expect(body.errors?.map((error) => [error.path, error.code])).toEqual([
      ['companyName', 'validation.required'],
      ['employeeCount', 'validation.required'],
    ]);
  });

  it('makes staff name an existing merchant; a merchant admin cannot name another one', async () => {
    const unnamed = await post(app, '/Client/create', corporate(), as.admin);
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.errors?.[0]).toMatchObject({ path: 'merchantId', code: 'validation.required' });
    const named = await created(as.admin, corporate({ merchantId: other }));
    expect(named.merchantId).toBe(other);
    expect(
      (await post(app, '/Client/create', corporate({ merchantId: other }), as.merchantAdmin)).status,
    ).toBe(403);
  });

  it('is not a Merchant User’s to call', async () => {
    expect((await post(app, '/Client/create', corporate(), as.merchantUser)).status).toBe(403);
    expect((await get(app, '/Client/clientListPage', as.merchantUser)).status).toBe(403);
  });

  it('answers the same id again with the same fields as it is, with other fields 409', async () => {
    const body = corporate();
    const first = await created(as.merchantAdmin, body);
    const again = await post<Client>(app, '/Client/create', body, as.merchantAdmin);
    expect(again.status).toBe(200);
    expect(again.body.data?.version).toBe(first.version);
    const clash = await post(app, '/Client/create', { ...body, firstName: 'Other' }, as.merchantAdmin);
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('client.alreadyExists');
  });
});

describe('logos', () => {
  it('stores a PNG logo with its client and answers its bytes in the client’s scope', async () => {
    const bytes = slipPng('logo-a');
    const { status, body } = await postForm('/Client/create', as.merchantAdmin, corporate(), { bytes });
    expect(status).toBe(200);
    const client = body.data as Client;
    expect(client.logo).toMatchObject({ type: 'image/png', size: bytes.byteLength, name: 'logo.png' });
    const res = await app.request(api(`/Client/logo/${client.id}`), { headers: as.merchantAdmin });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect((await app.request(api(`/Client/logo/${client.id}`), { headers: as.admin })).status).toBe(200);
  });

  it('refuses a logo by its bytes: a PDF, an executable named .png, HEIC, empty, too large', async () => {
    const heic = heicPhoto();
    const big = oversizePng();
    const cases = [
      { logo: { bytes: slipPdf('x'), name: 'logo.pdf', type: 'application/pdf' }, code: 'client.logoType' },
      {
        logo: { bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), name: 'logo.png' },
        code: 'client.logoType',
      },
      { logo: { bytes: heic, name: 'IMG.HEIC' }, code: 'file.heicNotSupported' },
      { logo: { bytes: new Uint8Array(0) }, code: 'file.empty' },
      { logo: { bytes: big }, code: 'file.tooLarge' },
    ];
    const before = await testDb.db.query('SELECT count(*)::int AS n FROM clients');
    for (const { logo, code } of cases) {
      const { status, body } = await postForm('/Client/create', as.merchantAdmin, corporate(), logo);
      expect(status, code).toBe(422);
      expect(body.code).toBe(code);
      expect(body.errors).toEqual([expect.objectContaining({ path: 'logo', code })]);
    }
    const after = await testDb.db.query('SELECT count(*)::int AS n FROM clients');
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses a body past the file limit (413) and answers json and logo errors together', async () => {
    const huge = await postForm('/Client/create', as.merchantAdmin, corporate(), {
      bytes: new Uint8Array(MAX_FILE_BYTES + 100 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('file.tooLarge');
    const both = await postForm('/Client/create', as.merchantAdmin, corporate({ email: 'nope' }), {
      bytes: slipPdf('y'),
      name: 'a.pdf',
    });
    expect(both.status).toBe(422);
    expect(both.body.errors?.map((error) => error.path).sort()).toEqual(['email', 'logo']);
  });

  it('a resent upload under the same key is one client and one stored file', async () => {
    const body = corporate();
    const key = randomUUID();
    const bytes = slipPng('logo-replay');
    const first = await postForm('/Client/create', as.merchantAdmin, body, { bytes }, key);
    const second = await postForm('/Client/create', as.merchantAdmin, body, { bytes }, key);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data).toEqual(first.body.data);
    const { rows } = await testDb.db.query(`SELECT count(*)::int AS n FROM stored_files WHERE sha256 = $1`, [
      first.body.data?.logo?.sha256,
    ]);
    expect(rows[0]).toEqual({ n: 1 });
  });
});

describe('Client/update and Client/status/update', () => {
  it('changes fields on the current version and answers a stale one with 409 and the current row', async () => {
    const client = await created(as.merchantAdmin, corporate());
    const updated = await post<Client>(
      app,
      '/Client/update',
      { id: client.id, baseVersion: client.version, phone: '03-1234-5678' },
      as.merchantAdmin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data?.phone).toBe('03-1234-5678');
    expect(updated.body.data?.version).toBeGreaterThan(client.version);
    const stale = await post<{ current: Client }>(
      app,
      '/Client/update',
      { id: client.id, baseVersion: client.version, phone: '04-1234-5678' },
      as.merchantAdmin,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('sync.conflict');
    expect(stale.body.data?.current.phone).toBe('03-1234-5678');
  });

  it('switches the account type by the shared rule', async () => {
    const client = await created(as.merchantAdmin, corporate());
    const individual = await post<Client>(
      app,
      '/Client/update',
      { id: client.id, baseVersion: client.version, accountType: 'Individual' },
      as.merchantAdmin,
    );
    expect(individual.body.data).toMatchObject({
      accountType: 'Individual',
      companyName: null,
      employeeCount: null,
    });
    const back = await post(
      app,
      '/Client/update',
      { id: client.id, baseVersion: individual.body.data?.version, accountType: 'Corporate' },
      as.merchantAdmin,
    );
    expect(back.status).toBe(422);
    expect(back.body.errors?.map((error) => error.path)).toEqual(['companyName', 'employeeCount']);
  });

  it('replaces and removes the logo', async () => {
    const client = await created(as.merchantAdmin, corporate());
    const withLogo = await postForm(
      '/Client/update',
      as.merchantAdmin,
      { id: client.id, baseVersion: client.version },
      { bytes: slipPng('new-logo') },
    );
    expect(withLogo.status).toBe(200);
    expect(withLogo.body.data?.logo?.type).toBe('image/png');
    const removed = await post<Client>(
      app,
      '/Client/update',
      { id: client.id, baseVersion: withLogo.body.data?.version, removeLogo: true },
      as.merchantAdmin,
    );
    expect(removed.body.data?.logo).toBeNull();
    expect((await app.request(api(`/Client/logo/${client.id}`), { headers: as.merchantAdmin })).status).toBe(
      404,
    );
  });

  it('deactivates and activates, and keeps another merchant’s clients out of reach (404)', async () => {
    const client = await created(as.merchantAdmin, corporate());
    const inactive = await post<Client>(
      app,
      '/Client/status/update',
      { id: client.id, status: 'Inactive', baseVersion: client.version },
      as.merchantAdmin,
    );
    expect(inactive.body.data?.status).toBe('Inactive');
    const active = await post<Client>(
      app,
      '/Client/status/update',
      { id: client.id, status: 'Active' },
      as.merchantAdmin,
    );
    expect(active.body.data?.status).toBe('Active');
    const foreign = await created(as.admin, corporate({ merchantId: other }));
    for (const [path, body] of [
      ['/Client/status/update', { id: foreign.id, status: 'Inactive' }],
      ['/Client/update', { id: foreign.id, baseVersion: foreign.version, phone: '03-1111-2222' }],
    ] as const) {
      expect((await post(app, path, body, as.merchantAdmin)).status).toBe(404);
    }
    expect((await get(app, `/Client/${foreign.id}`, as.merchantAdmin)).status).toBe(404);
    const { rows } = await testDb.db.query('SELECT status, phone FROM clients WHERE id = $1', [foreign.id]);
    expect(rows[0]).toEqual({ status: 'Active', phone: '012-345-6789' });
  });
});

describe('the seed', () => {
  it('gives the demo merchant valid clients: companies and individuals, some with logos, some Inactive', async () => {
    const { body } = await get<Page<Client>>(
      app,
      '/Client/clientListPage?pageSize=50&sortKey=companyName',
      as.merchantAdmin,
    );
    const seeded = body.data?.items ?? [];
    expect(seeded.length).toBeGreaterThanOrEqual(24);
    for (const row of seeded) {
      expect(v.safeParse(ClientSchema, row).success).toBe(true);
      expect(v.safeParse(ClientFieldsSchema, row).issues).toBeUndefined();
    }
    const kinds = new Set(seeded.map((row) => `${row.accountType}:${row.status}:${row.logo ? 'logo' : '-'}`));
    expect([...kinds].some((kind) => kind.startsWith('Corporate') && kind.endsWith('logo'))).toBe(true);
    expect([...kinds].some((kind) => kind.startsWith('Individual'))).toBe(true);
    expect([...kinds].some((kind) => kind.includes('Inactive'))).toBe(true);
  });
});

describe('a client’s e-invoice buyer identity', () => {
  it('is stored when whole, refused without its identification, and checked on the row an update leaves', async () => {
    const refused = await post(app, '/Client/create', corporate({ tin: 'C25845632020' }), as.merchantAdmin);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.map((error) => [error.path, error.code])).toEqual([
      ['identificationType', 'eInvoice.buyerIdRequired'],
      ['identificationNumber', 'eInvoice.buyerIdRequired'],
    ]);
    const client = await created(
      as.merchantAdmin,
      corporate({ tin: 'c25845632020', identificationType: 'BRN', identificationNumber: '202001012345' }),
    );
    expect(client).toMatchObject({ tin: 'C25845632020', identificationType: 'BRN', sstNumber: null });
    // Only the number in the body: checked against the stored type (BRN).
    const wrongType = await post(
      app,
      '/Client/update',
      { id: client.id, baseVersion: client.version, identificationNumber: '12-34' },
      as.merchantAdmin,
    );
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors?.map((error) => [error.path, error.code])).toEqual([
      ['identificationNumber', 'eInvoice.idFormat'],
    ]);
  });
});
