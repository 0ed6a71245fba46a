import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, MarkupSchema, markupsOverlap, priceWithMarkup } from '../../../src/contract';
import type { Markup, Page, Price } from '../../../src/contract';
import { MARKUP_COLUMNS } from '../../resources/markups';
import { getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { alive, pullAll } from '../sync/sync-test-kit';
import type { Mirror } from '../sync/sync-test-kit';
import type { App, Headers } from './markup-test-kit';
import { markupBody, markupScopes, post, signInMarkupCallers } from './markup-test-kit';

let testDb: TestDb;
let app: App;
let as: Awaited<ReturnType<typeof signInMarkupCallers>>;
let scopes: Awaited<ReturnType<typeof markupScopes>>;
let seeded: Markup[];

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  as = await signInMarkupCallers(app);
  scopes = await markupScopes(testDb.db);
  ({ rows: seeded } = await testDb.db.query<Markup>(`SELECT ${MARKUP_COLUMNS} FROM markups m`));
  // The seed's open-ended markups would overlap the ones these tests make.
  await testDb.db.query(`UPDATE markups SET status = 'Inactive'`);
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

async function created(overrides: Parameters<typeof markupBody>[0] = {}) {
  const answer = await post<Markup>(app, '/Markup/create', markupBody(overrides), as.staff);
  if (answer.status !== 200 || !answer.body.data) throw new Error(answer.body.message);
  return answer.body.data;
}

async function listed(headers: Headers, query = 'pageSize=50') {
  const { status, body } = await getJson<Page<Markup>>(app, `/Markup/markupListPage?${query}`, headers);
  if (status !== 200 || !body.data) throw new Error(`${status} ${body.message}`);
  return body.data.items.map((row) => row.id);
}

describe('the seed', () => {
  it('covers both areas, every cabin, global and scoped, and no two Active markups overlap', () => {
    const cabins = new Set(seeded.map((row) => row.cabinType).filter(Boolean));
    expect([...cabins].sort()).toEqual(['Any', 'Business', 'Economy', 'First', 'Premium Economy']);
    expect(seeded.some((row) => row.merchantId === null)).toBe(true);
    expect(seeded.some((row) => row.merchantId === scopes.demo && row.clientId === null)).toBe(true);
    expect(seeded.some((row) => row.clientId !== null)).toBe(true);
    expect(new Set(seeded.map((row) => row.markupKind))).toEqual(new Set(['Percent', 'Fixed']));
    for (const row of seeded) expect(v.parse(MarkupSchema, row)).toEqual(row);
    const overlapping = seeded.flatMap((a) =>
      seeded.filter((b) => markupsOverlap(a, b)).map((b) => [a.name, b.name]),
    );
    expect(overlapping).toEqual([]);
  });
});

describe('Markup/create', () => {
  it('stores a staff markup with its basis from the area, and replays once', async () => {
    const body = markupBody({ appliesTo: 'Hotels', cabinType: null, hotelRating: '4', validTo: '' });
    const { status, body: answer } = await post<Markup>(app, '/Markup/create', body, as.staff);
    expect([status, answer.code]).toEqual([200, 'markup.created']);
    const markup = answer.data as Markup;
    expect(v.parse(MarkupSchema, markup)).toEqual(markup);
    expect(markup).toMatchObject({ basis: 'PerRoomNight', hotelRating: '4', cabinType: null, validTo: null });
    expect(markup.status).toBe('Active');
    // A different body under the same id is refused, never a 500.
    const clash = await post(app, '/Markup/create', { ...body, name: 'Other name' }, as.staff);
    expect([clash.status, clash.body.code]).toEqual([409, 'markup.alreadyExists']);
  });

  it('refuses an overlap with 409 naming the other markup', async () => {
    const first = await created({ validFrom: '2031-01-01', validTo: '2031-06-30' });
    const answer = await post(
      app,
      '/Markup/create',
      markupBody({ cabinType: 'Any', validFrom: '2031-06-30', validTo: null }),
      as.staff,
    );
    expect([answer.status, answer.body.code]).toEqual([409, 'markup.overlaps']);
    expect(answer.body.message).toBe(
      formatMessage('markup.overlaps', { name: first.name, appliesTo: 'Flights' }),
    );
    expect(answer.body.message).toContain(first.name);
    // Another cabin, the day after, another scope: no overlap.
    await created({ cabinType: 'Business', validFrom: '2031-01-01', validTo: '2031-06-30' });
    await created({ validFrom: '2031-07-01', validTo: '2031-12-31' });
    await created({ merchantId: scopes.demo, validFrom: '2031-01-01', validTo: '2031-06-30' });
  });

  it('checks the scope: a real merchant, a client of it', async () => {
    const wrong = await post(
      app,
      '/Markup/create',
      markupBody({ merchantId: scopes.demo, clientId: scopes.otherClient }),
      as.staff,
    );
    expect([wrong.status, wrong.body.errors?.[0]?.code]).toEqual([422, 'markup.clientNotOfMerchant']);
    const noMerchant = await post(
      app,
      '/Markup/create',
      markupBody({ clientId: scopes.demoClient }),
      as.staff,
    );
    expect([noMerchant.status, noMerchant.body.errors?.[0]]).toMatchObject([
      422,
      { path: 'merchantId', code: 'markup.clientNeedsMerchant' },
    ]);
    const percent = await post(app, '/Markup/create', markupBody({ markupValue: 10_001 }), as.staff);
    expect(percent.body.errors?.[0]).toMatchObject({
      path: 'markupValue',
      message: 'Enter number between 0 and 100',
    });
  });

  it('is staff work: a Merchant Admin is refused', async () => {
    const answer = await post(app, '/Markup/create', markupBody({ merchantId: scopes.demo }), as.admin);
    expect(answer.status).toBe(403);
  });
});

describe('Markup/update and status/update', () => {
  it('refuses a stale version and an overlapping change', async () => {
    const a = await created({ validFrom: '2032-01-01', validTo: '2032-03-31' });
    const b = await created({ validFrom: '2032-04-01', validTo: '2032-06-30' });
    const stale = await post(
      app,
      '/Markup/update',
      { ...markupBody(), id: b.id, baseVersion: b.version - 1 },
      as.staff,
    );
    expect([stale.status, stale.body.code]).toEqual([409, 'sync.conflict']);
    const overlapping = await post(
      app,
      '/Markup/update',
      {
        ...markupBody({ validFrom: '2032-03-01', validTo: '2032-06-30' }),
        id: b.id,
        baseVersion: b.version,
        name: b.name,
      },
      as.staff,
    );
    expect([overlapping.status, overlapping.body.code, overlapping.body.message]).toEqual([
      409,
      'markup.overlaps',
      formatMessage('markup.overlaps', { name: a.name, appliesTo: 'Flights' }),
    ]);
    const fine = await post<Markup>(
      app,
      '/Markup/update',
      {
        ...markupBody({ markupKind: 'Fixed', markupValue: 2500 }),
        id: b.id,
        baseVersion: b.version,
        name: b.name,
        validFrom: b.validFrom,
        validTo: b.validTo,
      },
      as.staff,
    );
    expect([fine.status, fine.body.data?.markupKind, fine.body.data?.markupValue]).toEqual([
      200,
      'Fixed',
      2500,
    ]);
  });

  it('activating checks the overlap; deactivating never does', async () => {
    const a = await created({ cabinType: 'First', validFrom: '2033-01-01', validTo: null });
    const off = await post<Markup>(
      app,
      '/Markup/status/update',
      { id: a.id, status: 'Inactive', baseVersion: a.version },
      as.staff,
    );
    expect([off.status, off.body.data?.status]).toEqual([200, 'Inactive']);
    const b = await created({ cabinType: 'First', validFrom: '2034-01-01', validTo: null });
    const on = await post(
      app,
      '/Markup/status/update',
      { id: a.id, status: 'Active', baseVersion: off.body.data?.version },
      as.staff,
    );
    expect([on.status, on.body.code, on.body.message]).toEqual([
      409,
      'markup.overlaps',
      formatMessage('markup.overlaps', { name: b.name, appliesTo: 'Flights' }),
    ]);
  });
});

describe('what a merchant sees', () => {
  let mine: Markup[];
  let theirs: Markup[];
  beforeAll(async () => {
    mine = [
      await created({
        name: 'Scope global',
        appliesTo: 'Hotels',
        cabinType: null,
        hotelRating: '5',
        validFrom: '2035-01-01',
        validTo: null,
      }),
      await created({ name: 'Scope demo', merchantId: scopes.demo, validFrom: '2035-01-01', validTo: null }),
      await created({
        name: 'Scope demo client',
        merchantId: scopes.demo,
        clientId: scopes.demoClient,
        validFrom: '2035-01-01',
        validTo: null,
      }),
    ];
    theirs = [
      await created({
        name: 'Scope other',
        merchantId: scopes.other,
        validFrom: '2035-01-01',
        validTo: null,
      }),
      await created({
        name: 'Scope other client',
        merchantId: scopes.other,
        clientId: scopes.otherClient,
        validFrom: '2035-01-01',
        validTo: null,
      }),
    ];
  });

  it('lists and gets global, own and own clients’ markups, never another merchant’s', async () => {
    const ids = await listed(as.admin, 'pageSize=50&name=Scope');
    expect(ids.sort()).toEqual(mine.map((row) => row.id).sort());
    expect((await listed(as.staff, 'pageSize=50&name=Scope')).length).toBe(5);
    for (const row of mine) expect((await getJson(app, `/Markup/${row.id}`, as.admin)).status).toBe(200);
    for (const row of theirs) expect((await getJson(app, `/Markup/${row.id}`, as.admin)).status).toBe(404);
  });

  it('pulls global and own markups, never another merchant’s', async () => {
    const mirror: Mirror = new Map();
    await pullAll(app, as.admin, mirror);
    const pulled = new Set(alive(mirror, 'markups').map((row) => row.id));
    for (const row of mine) expect(pulled.has(row.id)).toBe(true);
    for (const row of theirs) expect(pulled.has(row.id)).toBe(false);
    expect([...pulled].every((id) => typeof id === 'string')).toBe(true);
  });

  it('quotes with the contract’s pricing; another merchant’s markup is 404', async () => {
    const hotel = mine[0] as Markup;
    const { status, body } = await post<Price>(
      app,
      '/Markup/quote',
      { id: hotel.id, baseSen: 33_333, nights: 3, rooms: 2 },
      as.admin,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject(priceWithMarkup({ markup: hotel, baseSen: 33_333, nights: 3, rooms: 2 }));
    expect(body.data?.units).toBe(6);
    const flight = mine[1] as Markup;
    const ticket = await post<Price>(
      app,
      '/Markup/quote',
      { id: flight.id, baseSen: 45_000, pax: 2 },
      as.admin,
    );
    expect(ticket.body.data).toMatchObject({ units: 2, totalSen: 2 * (45_000 + 5_625 + 1_000 + 500) });
    // A Merchant User has no Markup List.
    expect((await post(app, '/Markup/quote', { id: flight.id, baseSen: 1 }, as.user)).status).toBe(403);
    const other = await post(
      app,
      '/Markup/quote',
      { id: (theirs[0] as Markup).id, baseSen: 1, pax: 1 },
      as.admin,
    );
    expect(other.status).toBe(404);
  });
});
