/**
 * Input PostgreSQL cannot store (U+0000, lone surrogates) and numbers it cannot page by are
 * refused at the boundary with a 422, whatever the call; path parameters never reach SQL unparsed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, getJson, sendJson } from '../test/as-user';
import { api, buildApp, postJson, readEnvelope, setupTestDb } from '../test/test-app';
import { MAX_INPUT_DEPTH } from './validation';
import type { TestDb } from '../test/test-db';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let admin: Record<string, string>;
let pendingId: string;

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  admin = await bearerOf(app, 'admin');
  const { rows } = await testDb.db.query<{ id: string }>(
    `SELECT id FROM merchants WHERE approval_status = 'Pending' AND submission_status = 'Submitted'
     ORDER BY id LIMIT 1`,
  );
  pendingId = rows[0]?.id ?? '';
});
afterAll(async () => {
  await testDb.drop();
});

function expectRefused(
  answer: { status: number; body: { code?: string; errors?: unknown[] } },
  path: string,
  label = path,
) {
  expect(answer.status, label).toBe(422);
  expect(answer.body.code, label).toBe('error.validation');
  expect(answer.body.errors, label).toEqual([
    {
      path,
      code: 'validation.forbiddenCharacter',
      message: 'This value contains a character that is not allowed',
    },
  ]);
}

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await postJson(app, path, body, headers);
  return { status: res.status, body: await readEnvelope(res) };
};

const newMerchant = () => ({
  id: randomUUID(),
  businessRegistrationNumber: '202301012345',
  merchantName: 'Kedai Ujian Sdn Bhd',
  businessType: 'Retail',
  tradingName: 'Kedai Ujian',
  personInCharge: 'Siti Nurhaliza',
  nationality: 'Malaysian',
  businessHour: '9am-6pm',
  natureOfBusiness: 'Travel agency',
  email: 'siti@kedaiujian.com.my',
  contactNumber: '012-345-6789',
  officePhone: '03-1234-5678',
  officePhoneExt: '123',
  fax: '03-1234-5679',
  address: 'Jalan Ampang 12',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'Wilayah Persekutuan',
  country: 'Malaysia',
  services: 'Tours',
  numberOfTerminals: 3,
  deviceType: 'POS',
  terminalModel: 'A920',
});

describe('a NUL character or a lone surrogate', () => {
  it('in the sign-in username is 422, without a token', async () => {
    expectRefused(await post('/General/sign-in', { username: `admin${NUL}`, password: 'x' }), 'username');
    expectRefused(
      await post('/General/sign-in', { username: `a${LONE_SURROGATE}`, password: 'x' }),
      'username',
    );
  });

  it('in the password reset request is 422', async () => {
    expectRefused(await post('/General/request-password-reset', { username: NUL }), 'username');
  });

  it('in a list filter is 422', async () => {
    for (const path of [
      '/Merchant/merchantListPage?merchantName=%00',
      '/Merchant/pendingMerchantListPage?email=a%00b',
      '/User/userList?fullName=%00',
    ]) {
      const field = /\?(\w+)=/.exec(path)?.[1] ?? '';
      expectRefused(await getJson(app, path, admin), field, path);
    }
  });

  it('in any text field of Merchant/create is 422 naming that field', async () => {
    const merchant = newMerchant();
    for (const [field, value] of Object.entries(merchant)) {
      if (typeof value !== 'string' || field === 'id') continue;
      const body = { ...merchant, id: randomUUID(), [field]: `${value}${NUL}` };
      expectRefused(await post('/Merchant/create', body, admin), field);
    }
    const surrogate = { ...merchant, id: randomUUID(), merchantName: `Kedai ${LONE_SURROGATE}` };
    expectRefused(await post('/Merchant/create', surrogate, admin), 'merchantName');
  });

  it('in UAC/createrole, the approval reason and send-first-time-login is 422', async () => {
    expectRefused(
      await post('/UAC/createrole', { id: randomUUID(), name: `Role${NUL}`, scope: 'staff' }, admin),
      'name',
    );
    expectRefused(
      await post(
        '/UAC/createrole',
        { id: randomUUID(), name: 'Role X', description: NUL, scope: 'staff' },
        admin,
      ),
      'description',
    );
    expectRefused(
      await post(
        '/Merchant/approval',
        { id: pendingId, decision: 'Rejected', reason: `Not good ${NUL}` },
        admin,
      ),
      'reason',
    );
    expectRefused(await post('/Account/send-first-time-login', { username: NUL }, admin), 'username');
  });

  it('anywhere in a body is refused by its path, keys included', async () => {
    const nested = { id: 'k1', method: 'POST', path: '/UAC/createrole', body: {} };
    expectRefused(
      await sendJson(app, 'POST', '/Sync/push', { ops: [{ ...nested, path: `/UAC/${NUL}` }] }, admin),
      'ops.0.path',
    );
    expectRefused(
      await post('/General/sign-in', { username: 'admin', password: 'x', extra: [{ [`k${NUL}`]: 1 }] }),
      `extra.0.k${NUL}`,
    );
  });

  it("in a batch op's body refuses that op as its own call would, not the batch", async () => {
    const role = { id: randomUUID(), name: `Role${NUL}`, scope: 'staff' };
    const { status, body } = await sendJson<{ results: { status: number; body: unknown }[] }>(
      app,
      'POST',
      '/Sync/push',
      { ops: [{ id: 'k2', method: 'POST', path: '/UAC/createrole', body: role }] },
      admin,
    );
    expect(status).toBe(200);
    const [result] = body.data?.results ?? [];
    expect(result?.status).toBe(422);
    expectRefused({ status: 422, body: result?.body as { code?: string; errors?: unknown[] } }, 'name');
  });
});

describe('path parameters', () => {
  it('with a NUL or garbage answer 404, never 500', async () => {
    for (const path of [
      '/Merchant/%00',
      '/Merchant/%00/history',
      '/Merchant/%E0%A4%A',
      '/Merchant/%ED%A0%80',
      '/UAC/%00',
      '/UAC/%C0%AF',
    ]) {
      const { status, body } = await getJson(app, path, admin);
      expect(status, path).toBe(404);
      expect(body.code, path).toBe('error.notFound');
    }
    const menu = await app.request(api('/Menu/%00'), { method: 'POST', headers: admin });
    expect(menu.status).toBe(404);
  });
});

describe('paging numbers', () => {
  it('a page number beyond the bound is 422 on every list', async () => {
    for (const list of [
      '/Merchant/merchantListPage',
      '/Merchant/pendingMerchantListPage',
      '/User/userList',
    ]) {
      for (const page of ['1e20', '1e308', '1e400', '9007199254740993']) {
        const { status, body } = await getJson(app, `${list}?curPageIndex=${page}`, admin);
        expect(status, `${list} ${page}`).toBe(422);
        expect(body.errors?.[0], `${list} ${page}`).toMatchObject({ path: 'curPageIndex' });
      }
    }
    const { status, body } = await getJson(app, '/Merchant/merchantListPage?curPageIndex=1000001', admin);
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      {
        path: 'curPageIndex',
        code: 'validation.range',
        message: 'Enter number between 1 and 1000000',
        params: { min: 1, max: 1_000_000 },
      },
    ]);
  });

  it('the last allowed page answers an empty page', async () => {
    const { status, body } = await getJson<{ items: unknown[] }>(
      app,
      '/Merchant/merchantListPage?curPageIndex=1000000&pageSize=50',
      admin,
    );
    expect(status).toBe(200);
    expect(body.data?.items).toEqual([]);
  });

  it('numeric query text longer than a number can be is 422', async () => {
    for (const param of ['curPageIndex', 'pageSize']) {
      const { status } = await getJson(app, `/User/userList?${param}=${'1'.repeat(400)}`, admin);
      expect(status, param).toBe(422);
    }
    const { status } = await getJson(app, `/Sync/pull?limit=${'0'.repeat(300)}1`, admin);
    expect(status).toBe(422);
  });

  it('every text query parameter has a maximum length', async () => {
    const long = 'a'.repeat(201);
    for (const path of [
      `/Merchant/merchantListPage?merchantName=${long}`,
      `/User/userList?email=${long}`,
      `/Sync/pull?cursor=${'a'.repeat(501)}`,
    ]) {
      const { status, body } = await getJson(app, path, admin);
      expect(status, path).toBe(422);
      expect(body.errors?.[0]?.code, path).toBe('validation.tooLong');
    }
  });
});

describe('nesting', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const refusedAt = (path: string) => ({
    path,
    code: 'validation.invalid',
    message: 'This value is not valid',
  });

  it("a batch op's body nested thousands deep is 422, not a 500 from forwarding it", async () => {
    const { status, body } = await sendJson(
      app,
      'POST',
      '/Sync/push',
      `{"ops":[{"id":"deep","method":"POST","path":"/UAC/createrole","body":${nested(5_000)}}]}`,
      admin,
    );
    expect(status).toBe(422);
    const path = ['ops', '0', 'body', ...Array<string>(MAX_INPUT_DEPTH - 3).fill('0')].join('.');
    expect(body.errors).toEqual([refusedAt(path)]);
  });

  it(`any body nested deeper than ${MAX_INPUT_DEPTH} is 422 at that path, one that deep is read`, async () => {
    const deep = await sendJson(
      app,
      'POST',
      '/General/sign-in',
      `{"username":"a","password":"b","x":${nested(MAX_INPUT_DEPTH)}}`,
      {},
    );
    expect(deep.status).toBe(422);
    expect(deep.body.errors).toEqual([
      refusedAt(['x', ...Array<string>(MAX_INPUT_DEPTH - 1).fill('0')].join('.')),
    ]);
    const fits = await sendJson(
      app,
      'POST',
      '/General/sign-in',
      `{"username":"a","password":"b","x":${nested(MAX_INPUT_DEPTH - 1)}}`,
      {},
    );
    expect(fits.status).toBe(401);
  });
});
