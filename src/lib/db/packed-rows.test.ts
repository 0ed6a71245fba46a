import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addIndexFields } from './index-fields';
import { MirrorDb } from './mirror-db';
import { PACKED_FIELD } from './packed-rows';

let db: MirrorDb;

beforeEach(async () => {
  db = new MirrorDb(`packed-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

const merchant = (id: string, name: string, status = 'Active') =>
  addIndexFields('merchants', {
    id,
    version: 3,
    merchantName: name,
    status,
    approvalStatus: 'Approved',
    city: 'Ipoh',
    monthlyTransactionVolume: 1200.5,
    fax: null,
  });

/** What IndexedDB holds, read without the middleware. */
async function storedRows(): Promise<Record<string, unknown>[]> {
  const plain = new Dexie(db.name);
  await plain.open();
  try {
    return await plain.table('merchants').toArray();
  } finally {
    plain.close();
  }
}

describe('packed merchant rows', () => {
  it('stores index fields top-level and the rest as one string; reads whole rows every way', async () => {
    await db.merchants.bulkPut([merchant('b', 'Beta'), merchant('a', 'alpha', 'Inactive')]);
    const [stored] = await storedRows();
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      ['_merchantNameLower', PACKED_FIELD, 'approvalStatus', 'id', 'status'].sort(),
    );
    const whole = merchant('a', 'alpha', 'Inactive');
    expect(await db.merchants.get('a')).toEqual(whole);
    expect(await db.merchants.bulkGet(['a', 'x'])).toEqual([whole, undefined]);
    expect((await db.merchants.orderBy('_merchantNameLower').toArray()).map((row) => row.id)).toEqual([
      'a',
      'b',
    ]);
    expect(await db.merchants.where('status').equals('Inactive').first()).toEqual(whole);
    const cities: unknown[] = [];
    await db.merchants.each((row) => cities.push(row.city));
    expect(cities).toEqual(['Ipoh', 'Ipoh']);
    expect(await db.merchants.filter((row) => row.monthlyTransactionVolume === 1200.5).count()).toBe(2);
  });

  it('updates through modify and update keep rows whole', async () => {
    await db.merchants.put(merchant('a', 'alpha'));
    await db.merchants.update('a', { city: 'Penang' });
    await db.merchants.where('status').equals('Active').modify({ _pending: true });
    expect(await db.merchants.get('a')).toMatchObject({
      city: 'Penang',
      merchantName: 'alpha',
      _pending: true,
    });
  });

  it('reads a row stored unpacked (an older build) as it is', async () => {
    await db.merchants.put(merchant('a', 'alpha'));
    db.close();
    const plain = new Dexie(db.name);
    await plain.open();
    await plain
      .table('merchants')
      .put({ id: 'old', merchantName: 'Old', status: 'Active', city: 'Kuala Lumpur' });
    plain.close();
    await db.open();
    expect(await db.merchants.get('old')).toEqual({
      id: 'old',
      merchantName: 'Old',
      status: 'Active',
      city: 'Kuala Lumpur',
    });
  });
});
