import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MirrorDb } from '../db/mirror-db';
import { rowChange, type NewChange } from '../sync/outbox';
import { importProgress, readImportOps, readImportRecord } from './import-record';
import { queueImport, type ImportRowChange } from './queue-import';

let db: MirrorDb;

beforeEach(() => {
  db = new MirrorDb(`user-${crypto.randomUUID()}`);
});

afterEach(() => db.delete());

const FILE = { fileName: 'klien.xlsx', createdAt: 1 };

function createRow(line: number): ImportRowChange {
  const id = crypto.randomUUID();
  const values = { email: `klien${line}@x.my` };
  const change: NewChange = {
    entity: 'clients',
    entityId: id,
    baseVersion: 0,
    create: true,
    patch: values,
    request: { method: 'POST', path: '/Client/create', body: { id, ...values } },
  };
  return { line, kind: 'create', values, input: { email: values.email }, change };
}

describe('queueImport (docs/ARCHITECTURE.md, Import)', () => {
  it('queues one op per row in chunks, each named by the record with its seq', async () => {
    const rows = Array.from({ length: 1200 }, (_, index) => createRow(index + 2));
    const record = await queueImport(db, 'clients', FILE, rows);
    const ops = await db.outbox.orderBy('seq').toArray();
    expect(ops).toHaveLength(1200);
    expect(record.rows.map((row) => [row.opId, row.seq])).toEqual(ops.map((op) => [op.id, op.seq]));
    expect(await readImportRecord(db, 'clients')).toEqual(record);
    // Each op names the file, for the server's audit, and the page it was queued on.
    expect(new Set(ops.map((op) => JSON.stringify(op.origin)))).toEqual(
      new Set([JSON.stringify({ pagePath: 'index', importFile: FILE.fileName })]),
    );

    // Two accepted (gone from the outbox), one refused, the rest on their way.
    await db.outbox.bulkDelete([ops[0]?.seq, ops[700]?.seq] as number[]);
    const error = { status: 409, code: 'client.emailTaken', message: 'This email is already used.' };
    await db.outbox.update(ops[1199]?.seq as number, { state: 'failed', error });
    const progress = importProgress(record, await readImportOps(db, record));
    expect(progress).toMatchObject({ total: 1200, answered: 3, created: 2, updated: 0 });
    expect(progress.refused.map((row) => [row.line, row.reason])).toEqual([[1201, error.message]]);
  });

  it('a chunk that fails leaves the chunks before it queued and recorded, and nothing of its own', async () => {
    const rows = Array.from({ length: 600 }, (_, index) => createRow(index + 2));
    const missing = { id: crypto.randomUUID(), version: 3 };
    const update = rowChange('clients', missing, '/Client/update', { email: 'gone@x.my' });
    rows[550] = { ...createRow(552), kind: 'update', change: update };
    await expect(queueImport(db, 'clients', FILE, rows)).rejects.toThrow(/not in the mirror/);
    const record = await readImportRecord(db, 'clients');
    expect(record?.rows).toHaveLength(500);
    expect(await db.outbox.count()).toBe(500);
    expect(await db.rows('clients').count()).toBe(500);
  });

  it('with nothing to send, still records the file: its summary says so', async () => {
    const record = await queueImport(db, 'clients', FILE, []);
    expect(await readImportRecord(db, 'clients')).toEqual(record);
    expect(importProgress(record, await readImportOps(db, record))).toMatchObject({ total: 0, answered: 0 });
  });
});
