import { addIndexFields } from '../../db/index-fields';
import { MirrorDb } from '../../db/mirror-db';
import type { MirrorRow } from '../../db/mirror-rows';
import { enqueueChange, type NewChange } from '../outbox';
import type { FakeServer } from './fake-server';

/** A fresh database per test: fake-indexeddb is shared by the whole test file. */
export function createTestMirror(userId = `user-${crypto.randomUUID()}`): MirrorDb {
  return new MirrorDb(userId);
}

type NewRow = { id: string; [field: string]: unknown };

let counter = 0;

export function merchantRow(overrides: Partial<MirrorRow> = {}): NewRow {
  counter += 1;
  return {
    id: crypto.randomUUID(),
    merchantName: `Merchant ${counter}`,
    email: `m${counter}@example.my`,
    contactNumber: '012-345-6789',
    city: 'Ipoh',
    status: 'Active',
    approvalStatus: 'Approved',
    ...overrides,
  };
}

/** Seeds a merchant on the server and the same row in the mirror, as a finished pull would. */
export async function seedMerchant(
  db: MirrorDb,
  server: FakeServer,
  overrides: Partial<MirrorRow> = {},
): Promise<MirrorRow> {
  const row = server.put('merchants', merchantRow(overrides));
  await db.merchants.put(addIndexFields('merchants', { ...row }));
  return row;
}

/** The screen's status change: `POST /Merchant/status/update` with the row's version. */
export function changeStatus(db: MirrorDb, row: MirrorRow, status: string, now?: number) {
  return enqueueChange(
    db,
    {
      entity: 'merchants',
      entityId: row.id,
      patch: { status },
      request: {
        method: 'POST',
        path: '/Merchant/status/update',
        body: { id: row.id, status, baseVersion: row.version },
      },
      baseVersion: row.version,
    },
    now,
  );
}

/** A form save: `POST /Merchant/update` with the changed fields. */
export function updateMerchant(db: MirrorDb, row: MirrorRow, patch: Record<string, unknown>) {
  return enqueueChange(db, {
    entity: 'merchants',
    entityId: row.id,
    patch,
    request: {
      method: 'POST',
      path: '/Merchant/update',
      body: { id: row.id, ...patch, baseVersion: row.version },
    },
    baseVersion: row.version,
  });
}

/** The create form's change: `POST /Merchant/create` with the id made on the device. */
export const createMerchantChange = (fields: NewRow): NewChange => ({
  entity: 'merchants',
  entityId: fields.id,
  patch: fields,
  request: { method: 'POST', path: '/Merchant/create', body: fields },
  baseVersion: 0,
  create: true,
});

export const createMerchant = (db: MirrorDb, fields: NewRow) =>
  enqueueChange(db, createMerchantChange(fields));
