import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cases, rows } from '../../tests/fixtures/booking-list-cases';
import { BookingSchema, bookingEntity } from './booking';
import { queryEntityRows } from './entity-descriptor';

/** The reference list query answers the shared booking cases the server's SQL answers (docs/ARCHITECTURE.md, Contract). */
describe('queryEntityRows on the shared booking cases', () => {
  const bookings = rows.map((row) => v.parse(BookingSchema, row));

  it.each(cases)('$name', (listCase) => {
    const query = v.parse(bookingEntity.querySchema, listCase.query);
    const page = queryEntityRows(bookingEntity, bookings, query, 'list');
    expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
    expect(page.totalCount).toBe(listCase.expectedTotal);
  });

  it('holds rows the booking schema accepts, with unique ids and references', () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.bookingReference)).size).toBe(rows.length);
  });
});
