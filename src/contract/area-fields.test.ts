import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as f from './area-fields';
import { bookingEntity, type Booking } from './booking';

const booking = v.parse(bookingEntity.rowSchema, {
  id: '4f9d1c1e-8a7b-4f4e-9d8c-1a2b3c4d5e6f',
  merchantId: '5f9d1c1e-8a7b-4f4e-9d8c-1a2b3c4d5e6f',
  bookingReference: 'BK-Ä1',
  bookingType: 'Hotel',
  status: 'Confirmed',
  paymentStatus: 'Paid',
  travelerName: 'Siti',
  bookingDate: '2026-01-02',
  departureDate: null,
  returnDate: null,
  origin: null,
  destination: 'Penang',
  hotelName: 'Hotel E&O',
  checkIn: '2026-02-01',
  checkOut: '2026-02-03',
  supplierCode: null,
  currency: 'MYR',
  amountSen: 12_345,
  organizationId: null,
  createdAt: '2026-01-02T03:04:05.678Z',
  updatedAt: '2026-01-02T03:04:05.678Z',
  version: 3,
} satisfies Booking);

describe('an area derived from its fields', () => {
  it('lists its columns in declaration order with their kind, sort key and default', () => {
    expect(bookingEntity.columns.map((c) => [c.key, c.kind, c.sortKey, c.isDefault])).toEqual([
      ['bookingReference', 'code', 'bookingReference', true],
      ['bookingType', 'status', 'bookingType', true],
      ['travelerName', 'text', 'travelerName', true],
      ['bookingDate', 'date', 'bookingDate', true],
      ['travelDate', 'date', 'travelDate', true],
      ['destination', 'text', 'destination', true],
      ['status', 'status', 'status', true],
      ['paymentStatus', 'status', 'paymentStatus', true],
      ['amountSen', 'money', 'amountSen', true],
      ['supplierCode', 'code', 'supplierCode', false],
      ['merchantId', 'text', undefined, false],
      ['createdAt', 'timestamp', 'createdAt', false],
    ]);
  });

  it('sorts text lower-cased, dates and instants by their text, money by value, a missing one first', () => {
    const values = Object.fromEntries(
      Object.entries(bookingEntity.sortValues).map(([key, value]) => [key, value(booking)]),
    );
    expect(values).toMatchObject({
      bookingReference: 'bk-ä1',
      bookingType: 'hotel',
      bookingDate: '2026-01-02',
      travelDate: '2026-02-01',
      supplierCode: '',
      amountSen: 12_345,
      createdAt: '2026-01-02T03:04:05.678Z',
    });
  });

  it('filters by each rule, a date range by its two bounds', () => {
    const rules = Object.entries(bookingEntity.filters).map(([name, spec]) => [
      name,
      spec.match,
      spec.value(booking),
    ]);
    expect(rules).toEqual([
      ['bookingReference', 'contains', 'BK-Ä1'],
      ['bookingType', 'equals', 'Hotel'],
      ['travelerName', 'contains', 'Siti'],
      ['dateFrom', 'from', '2026-01-02'],
      ['dateTo', 'to', '2026-01-02'],
      ['status', 'equals', 'Confirmed'],
      ['paymentStatus', 'equals', 'Paid'],
    ]);
    expect(bookingEntity.searchFields).toEqual(['bookingReference', 'travelerName']);
  });

  it('has a query schema with the default order that refuses an unknown sort key or choice', () => {
    const query = v.parse(bookingEntity.querySchema, {});
    expect(query).toMatchObject({ sortKey: 'bookingDate', sortOrder: 'desc', status: '', dateFrom: '' });
    expect(v.safeParse(bookingEntity.querySchema, { sortKey: 'hotelName' }).success).toBe(false);
    expect(v.safeParse(bookingEntity.querySchema, { status: 'Lost' }).success).toBe(false);
    expect(v.safeParse(bookingEntity.querySchema, { dateTo: '2026-1-2' }).success).toBe(false);
    expect(v.parse(bookingEntity.querySchema, { bookingReference: ' bk ' }).bookingReference).toBe('bk');
  });

  it('orders columns, sort keys and filters as `order` says, the row as declared', () => {
    const area = f.listArea({
      entity: 'bookings',
      area: 'Thing',
      menuKey: 'thing.list',
      scope: null,
      storage: 'rows',
      defaultSort: ['name', 'asc'],
      fields: {
        name: f.text({ sort: true, filter: 'contains', column: 'default' }),
        ownerId: f.reference({ filter: 'equals', column: 'extra' }),
        /** Basis points, shown as a percentage: a text column. */
        rate: f.integer({ sort: true, column: 'default', columnKind: 'text' }),
        note: f.text({ nullable: true, missing: null }),
      },
      order: {
        columns: ['rate', 'name', 'ownerId'],
        sortKeys: ['rate', 'name'],
        filters: ['ownerId', 'name'],
      },
    });
    expect(area.columns.map((c) => [c.key, c.kind])).toEqual([
      ['rate', 'text'],
      ['name', 'text'],
      ['ownerId', 'text'],
    ]);
    expect(Object.keys(area.sortValues)).toEqual(['rate', 'name']);
    expect(Object.keys(area.filters)).toEqual(['ownerId', 'name']);
    expect(Object.keys(v.parse(area.querySchema, {})).slice(-2)).toEqual(['ownerId', 'name']);
    const row = { id: booking.id, name: 'A', ownerId: booking.id, rate: 1250, version: 1 };
    // The row as declared; one kept from before `note` existed reads it as missing; a rate is whole.
    const parsed = v.parse(area.rowSchema, row);
    expect(Object.keys(parsed)).toEqual(['id', 'name', 'ownerId', 'rate', 'note', 'version']);
    expect(parsed.note).toBeNull();
    expect(v.safeParse(area.rowSchema, { ...row, rate: 12.5 }).success).toBe(false);
  });

  it('refuses an order that leaves one out or names an unknown one', () => {
    const declare = (sortKeys: readonly ('a' | 'b')[]) =>
      f.listArea({
        entity: 'bookings',
        area: 'Thing',
        menuKey: 'thing.list',
        scope: null,
        storage: 'rows',
        defaultSort: ['a', 'asc'],
        fields: { a: f.text({ sort: true }), b: f.text({ sort: true }) },
        order: { sortKeys },
      });
    expect(() => declare(['b'])).toThrow(/name each sort key once/);
    expect(() => declare(['b', 'b'])).toThrow(/name each sort key once/);
    expect(Object.keys(declare(['b', 'a']).sortValues)).toEqual(['b', 'a']);
  });
  describe('an API published before its fields keeps its reference', () => {
    const recordId = v.pipe(v.string(), v.nonEmpty(), v.uuid());
    const area = f.listArea({
      entity: 'users',
      area: 'Thing',
      menuKey: 'thing.list',
      scope: null,
      storage: 'rows',
      id: v.string(),
      defaultSort: ['phone', 'asc'],
      fields: {
        phone: f.code({ sort: true, filter: 'contains', filterName: 'contactNumber', nullable: true }),
        roleId: f.text({
          filter: 'equals',
          filterName: 'filterRole',
          query: v.optional(v.union([v.literal(''), recordId], 'validation.invalid'), ''),
        }),
        /** Published as a whole number and optional without a default. */
        amountSen: f.money({ schema: v.optional(v.nullable(v.pipe(v.number(), v.integer()))) }),
        createdAt: f.timestamp({ sort: true, anyOffset: true }),
      },
    });
    const row = {
      id: 'user-1',
      phone: '012',
      roleId: 'role-a',
      createdAt: '2026-10-01T16:00:00+08:00',
      version: 1,
    };

    it('takes an id that is no uuid when the area says so', () => {
      expect(v.parse(area.rowSchema, row).id).toBe('user-1');
      expect(v.safeParse(bookingEntity.rowSchema, { ...booking, id: 'user-1' }).success).toBe(false);
    });

    it("takes a field's own row schema as is: absent stays absent, a fraction is refused", () => {
      expect(v.parse(area.rowSchema, row)).not.toHaveProperty('amountSen');
      expect(v.parse(area.rowSchema, { ...row, amountSen: null }).amountSen).toBeNull();
      expect(v.safeParse(area.rowSchema, { ...row, amountSen: 1.5 }).success).toBe(false);
    });

    it('names a filter apart from its field, with its own query schema', () => {
      expect(Object.entries(area.filters).map(([name, spec]) => [name, spec.match, spec.value(row)])).toEqual(
        [
          ['contactNumber', 'contains', '012'],
          ['filterRole', 'equals', 'role-a'],
        ],
      );
      expect(v.parse(area.querySchema, {})).toMatchObject({ contactNumber: '', filterRole: '' });
      expect(v.safeParse(area.querySchema, { filterRole: 'role-a' }).success).toBe(false);
      expect(v.safeParse(area.querySchema, { phone: 'x' }).output).not.toHaveProperty('phone');
    });

    it('sorts an instant in any ISO form by the instant it names', () => {
      expect(area.sortValues.createdAt(v.parse(area.rowSchema, row))).toBe('2026-10-01T08:00:00.000Z');
    });
  });

  it('filters a derived status by its choices only, and types its query so', () => {
    const area = f.listArea({
      entity: 'notifications',
      area: 'Thing',
      menuKey: null,
      scope: null,
      storage: 'rows',
      defaultSort: ['name', 'asc'],
      fields: {
        state: f.derivedStatus(
          ['open', 'done'],
          (row: { doneAt: string | null }) => (row.doneAt === null ? 'open' : 'done'),
          { filter: 'equals' },
        ),
        name: f.text({ sort: true }),
        doneAt: f.timestamp({ nullable: true }),
      },
    });
    const query: { state: '' | 'open' | 'done' } = v.parse(area.querySchema, { state: 'done' });
    expect(query.state).toBe('done');
    expect(v.safeParse(area.querySchema, { state: 'lost' }).success).toBe(false);
    const row = { id: booking.id, name: 'A', doneAt: null, version: 1 };
    expect(area.filters.state?.value(v.parse(area.rowSchema, row))).toBe('open');
    expect(Object.keys(v.parse(area.rowSchema, row))).toEqual(['id', 'name', 'doneAt', 'version']);
  });
});
