/**
 * A stored file is named by the type its bytes have, not by the name it came with
 * (docs/security.md, Hardening): a polyglot PNG named `poly.html` is accepted as the PNG it is,
 * and "Save as" writes `poly.png`, never an HTML file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slipPng } from '../../db/seed/slip-files';
import { postTopUp, signInAll, topUpBody } from './credit-test-kit';
import type { App, Callers } from './credit-test-kit';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';

let testDb: TestDb;
let app: App;
let as: Callers;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  as = await signInAll(app);
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

const script = new TextEncoder().encode('<script>alert(document.cookie)</script>');
const polyglot = () => new Uint8Array([...slipPng('polyglot'), ...script]);

describe('a polyglot upload', () => {
  it('is stored and served under its sniffed type’s extension', async () => {
    const { status, body } = await postTopUp(app, as.merchantUser, topUpBody(), {
      bytes: polyglot(),
      name: 'poly.html',
      type: 'text/html',
    });
    expect(status).toBe(200);
    expect(body.data?.slip?.name).toBe('poly.png');
    const res = await app.request(`/api/v1/bo/Credit/slip/${body.data?.id}`, { headers: as.admin });
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Content-Disposition')).toBe("inline; filename*=UTF-8''poly.png");
  });

  it('stored before this rule, is still sent under its type’s extension', async () => {
    const { body } = await postTopUp(app, as.merchantUser, topUpBody(), { bytes: polyglot(), name: 'x.png' });
    await testDb.db.query('ALTER TABLE stored_files DISABLE TRIGGER stored_files_immutable');
    await testDb.db.query(`UPDATE stored_files SET name = 'old.html' WHERE id = $1`, [body.data?.slip?.id]);
    await testDb.db.query('ALTER TABLE stored_files ENABLE TRIGGER stored_files_immutable');
    const res = await app.request(`/api/v1/bo/Credit/slip/${body.data?.id}`, { headers: as.admin });
    expect(res.headers.get('Content-Disposition')).toBe("inline; filename*=UTF-8''old.png");
  });
});
