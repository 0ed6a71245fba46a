// @vitest-environment node
// Node's Blob: jsdom's does not survive fake-indexeddb's structured clone.
import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ClientCreateSchema,
  ClientSchema,
  ClientStatusSchema,
  ClientUpdateSchema,
  type ClientCreate,
} from '../../contract';
import type { MirrorDb } from '../../lib/db';
import type { PreparedFile } from '../../lib/files/prepare-file';
import { enqueueChange } from '../../lib/sync/outbox';
import { createTestMirror } from '../../lib/sync/testing/fixtures';
import { clientStatusChange, createClientChange, updateClientChange } from './clients.store';

const MERCHANT = '5f0c7a52-7d5e-4a36-9a51-1d2b8c3e4f60';
const ID = '0b7e4a52-7d5e-4a36-9a51-1d2b8c3e4f61';
const NOW = new Date('2026-11-25T02:00:00.000Z');

const body: ClientCreate = v.parse(ClientCreateSchema, {
  id: ID,
  merchantId: null,
  accountType: 'Corporate',
  companyName: 'Syarikat Maju Jaya Sdn Bhd',
  employeeCount: 'MoreThan5',
  title: 'MR',
  firstName: 'Ahmad',
  lastName: 'Faizal',
  email: 'ahmad@majujaya.com.my',
  phone: '012-345-6789',
});

const logo: PreparedFile = {
  name: 'logo.png',
  type: 'image/png',
  size: 3,
  blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e])], { type: 'image/png' }),
  thumbnail: null,
  isConverted: false,
};

let db: MirrorDb;
beforeEach(() => {
  db = createTestMirror();
});
afterEach(() => db.delete());

describe('client changes', () => {
  it('queues a merchant’s new client with its logo: the row without a logo yet, a body the server takes', async () => {
    const op = await enqueueChange(db, createClientChange(body, MERCHANT, logo, false, NOW));
    expect(op).toMatchObject({ path: '/Client/create', create: true, files: ['logo'] });
    expect(op.body).not.toHaveProperty('merchantId');
    expect(v.safeParse(ClientCreateSchema, op.body).success).toBe(true);
    const row = await db.rows('clients').get(ID);
    expect(v.safeParse(ClientSchema, { ...row, version: 0 }).success).toBe(true);
    expect(row).toMatchObject({
      merchantId: MERCHANT,
      logo: null,
      _pending: true,
      createdAt: NOW.toISOString(),
    });
    const files = await db.outboxFiles.where('opId').equals(op.id).toArray();
    expect(files.map((file) => [file.field, file.name, file.size])).toEqual([['logo', 'logo.png', 3]]);
  });

  it('names the merchant in the body only for staff, and carries no file without a logo', async () => {
    const op = await enqueueChange(db, createClientChange(body, MERCHANT, null, true, NOW));
    expect(op.body).toMatchObject({ merchantId: MERCHANT });
    expect(op.files).toBeUndefined();
  });

  it('sends only the changes on the row’s version; a removed logo is removeLogo and a null logo', async () => {
    await enqueueChange(db, createClientChange(body, MERCHANT, null, false, NOW));
    const row = { id: ID, version: 3 };
    const removed = updateClientChange(row, { phone: '03-1234-5678' }, { kind: 'remove' }, NOW);
    expect(removed.request.body).toEqual({ id: ID, baseVersion: 3, phone: '03-1234-5678', removeLogo: true });
    expect(removed.patch).toMatchObject({ phone: '03-1234-5678', logo: null });
    expect(v.safeParse(ClientUpdateSchema, removed.request.body).success).toBe(true);
    const replaced = updateClientChange(row, {}, { kind: 'replace', file: logo }, NOW);
    expect(replaced.files?.map((file) => file.field)).toEqual(['logo']);
    expect(replaced.request.body).toEqual({ id: ID, baseVersion: 3 });
    expect(replaced.patch).not.toHaveProperty('logo');
  });

  it('changes the status with the row’s version', () => {
    const change = clientStatusChange({ id: ID, version: 2 }, 'Inactive', NOW);
    expect(change.request.body).toEqual({ id: ID, status: 'Inactive', baseVersion: 2 });
    expect(v.safeParse(ClientStatusSchema, change.request.body).success).toBe(true);
  });
});
