import { describe, expect, it } from 'vitest';
import { ENTITIES, SYNC_ENTITIES } from '../../src/contract';
import { RESOURCES } from '.';
import { bookingResource } from './bookings';
import { invoiceNoteResource } from './invoice-notes';
import { invoiceResource } from './invoices';
import { merchantResource } from './merchants';
import { userResource } from './users';

const sorted = (record: object) => Object.keys(record).sort();

/** Types catch a missing sort key or filter; segments are named by string, so they are checked here. */
describe('resources match their descriptors', () => {
  it.each([merchantResource, userResource, bookingResource, invoiceResource, invoiceNoteResource])(
    '$entity',
    (resource) => {
      const { descriptor } = resource;
      expect(resource.entity).toBe(descriptor.entity);
      expect(sorted(resource.segments)).toEqual(sorted(descriptor.segments));
      expect(sorted(resource.sortExpressions)).toEqual(sorted(descriptor.sortValues));
      expect(sorted(resource.filterExpressions)).toEqual(sorted(descriptor.filters));
    },
  );

  it('has one resource per mirrored entity, scoped exactly when the descriptor is', () => {
    expect(sorted(RESOURCES)).toEqual([...SYNC_ENTITIES].sort());
    for (const entity of SYNC_ENTITIES) {
      expect(RESOURCES[entity].entity).toBe(entity);
      expect(RESOURCES[entity].scope === null).toBe(ENTITIES[entity].scope === null);
    }
  });
});
