/** GET /Invoice/{id}/history: the invoice's and its notes' audit entries, scoped like the invoice. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantHistoryEntry } from '../../../src/contract';
import { getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import type { App, Callers } from './invoice-test-kit';
import { draftBody, issuedInvoice, merchantsOf, noteBody, post, signInAll } from './invoice-test-kit';

let testDb: TestDb;
let app: App;
let as: Callers;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  as = await signInAll(app);
});
afterAll(async () => {
  await testDb.drop();
});

describe('Invoice/{id}/history', () => {
  it('lists what happened to the invoice and its notes, newest first, with who did it', async () => {
    const invoice = await issuedInvoice(app, as.admin);
    const note = await post(app, '/CreditNote/create', noteBody(invoice.id), as.admin);
    expect(note.status).toBe(200);
    const { status, body } = await getJson<MerchantHistoryEntry[]>(
      app,
      `/Invoice/${invoice.id}/history`,
      as.admin,
    );
    expect(status).toBe(200);
    expect(body.data?.map((entry) => entry.action)).toEqual([
      'creditNote.create',
      'invoice.issue',
      'invoice.create',
    ]);
    expect(body.data?.every((entry) => entry.userName)).toBe(true);
  });

  it('is 404 for another merchant’s invoice and for a malformed id', async () => {
    const merchants = await merchantsOf(testDb.db);
    const other = await post<{ id: string }>(
      app,
      '/Invoice/create',
      draftBody({ merchantId: merchants.other }),
      as.staff,
    );
    const id = other.body.data?.id ?? '';
    expect((await getJson(app, `/Invoice/${id}/history`, as.staff)).status).toBe(200);
    expect((await getJson(app, `/Invoice/${id}/history`, as.admin)).status).toBe(404);
    expect((await getJson(app, '/Invoice/not-a-uuid/history', as.staff)).status).toBe(404);
  });
});
