import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MarkupSchema, MarkupUpdateSchema, type MarkupCreate } from '../../contract';
import { createMarkupChange, markupStatusChange, updateMarkupChange } from './markups.store';

const body: MarkupCreate = {
  id: '3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c',
  name: '4-star hotels',
  appliesTo: 'Hotels',
  cabinType: 'Economy',
  hotelRating: '4',
  markupKind: 'Percent',
  markupValue: 1250,
  serviceFeeSen: 1000,
  maintenanceFeeSen: 0,
  merchantId: '',
  clientId: '',
  validFrom: '2026-01-01',
  validTo: '',
};
const now = new Date('2026-11-25T01:00:00.000Z');

describe('markup outbox changes', () => {
  it('a create queues the body and an optimistic row of the contract’s shape, as the server stores it', () => {
    const change = createMarkupChange(body, now);
    expect(change).toMatchObject({ entity: 'markups', entityId: body.id, baseVersion: 0, create: true });
    expect(change.request).toEqual({ method: 'POST', path: '/Markup/create', body });
    const row = v.parse(MarkupSchema, { ...change.patch, version: 0 });
    expect(row).toMatchObject({
      cabinType: null,
      hotelRating: '4',
      basis: 'PerRoomNight',
      merchantId: null,
      clientId: null,
      validTo: null,
      status: 'Active',
    });
  });

  it('an edit sends every field on the row’s version; a status change only the status', () => {
    const update = updateMarkupChange({ id: body.id, version: 7 }, { ...body, markupValue: 900 }, now);
    expect(update.baseVersion).toBe(7);
    expect(v.parse(MarkupUpdateSchema, update.request.body)).toMatchObject({
      baseVersion: 7,
      markupValue: 900,
    });
    const status = markupStatusChange({ id: body.id, version: 8 }, 'Inactive', now);
    expect(status.request).toEqual({
      method: 'POST',
      path: '/Markup/status/update',
      body: { id: body.id, status: 'Inactive', baseVersion: 8 },
    });
    expect(status.patch).toEqual({ status: 'Inactive', updatedAt: now.toISOString() });
  });
});
