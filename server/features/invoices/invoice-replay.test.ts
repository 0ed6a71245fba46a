/** Invoicing writes through the idempotency store and the outbox's batch (Sync/push). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceNote, SyncPushAnswer } from '../../../src/contract';
import { REPLAYED_HEADER } from '../../lib/idempotency';
import { sendJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import type { App, Callers } from './invoice-test-kit';
import { draftBody, invoiceOf, merchantsOf, noteBody, post, signInAll } from './invoice-test-kit';

let testDb: TestDb;
let app: App;
let as: Callers;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  as = await signInAll(app);
  await merchantsOf(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});

describe('replays', () => {
  it('answers an issue replayed under its key with the same number, taking no other', async () => {
    const draft = (await post<Invoice>(app, '/Invoice/create', draftBody(), as.admin)).body.data as Invoice;
    const keyed = { ...as.admin, 'Idempotency-Key': randomUUID() };
    const first = await post<Invoice>(app, '/Invoice/issue', { id: draft.id }, keyed);
    const again = await post<Invoice>(app, '/Invoice/issue', { id: draft.id }, keyed);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.res.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body.data?.invoiceNumber).toBe(first.body.data?.invoiceNumber);
    const next = (await post<Invoice>(app, '/Invoice/create', draftBody(), as.admin)).body.data as Invoice;
    const issued = await post<Invoice>(app, '/Invoice/issue', { id: next.id }, as.admin);
    const sequence = (answer: typeof first) => Number(answer.body.data?.invoiceNumber?.slice(-6));
    expect(sequence(issued)).toBe(sequence(first) + 1);
  });

  it('runs an offline Draft, its issue and a credit note as one batch, in order', async () => {
    const body = draftBody();
    const note = noteBody(body.id, {
      lines: [{ description: 'Refund', quantity: 1, unitPriceSen: 2_000, taxRate: 0, amountSen: 2_000 }],
    });
    const ops = [
      { id: randomUUID(), method: 'POST', path: '/Invoice/create', body },
      { id: randomUUID(), method: 'POST', path: '/Invoice/issue', body: { id: body.id } },
      { id: randomUUID(), method: 'POST', path: '/CreditNote/create', body: note },
    ];
    const { status, body: answer } = await sendJson<SyncPushAnswer>(
      app,
      'POST',
      '/Sync/push',
      { ops },
      as.admin,
    );
    expect(status).toBe(200);
    expect(answer.data?.results.map((result) => result.status)).toEqual([200, 200, 200]);
    const created = answer.data?.results[2]?.body as { data: InvoiceNote };
    expect(created.data.documentNumber?.startsWith('CN-')).toBe(true);
    expect(await invoiceOf(app, body.id, as.admin)).toMatchObject({ status: 'Issued', creditedSen: 2_000 });
    // The same batch again (the outbox did not hear the answer): every op replayed, nothing twice.
    const again = await sendJson<SyncPushAnswer>(app, 'POST', '/Sync/push', { ops }, as.admin);
    expect(again.body.data?.results.map((result) => [result.status, result.replayed])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    expect(await invoiceOf(app, body.id, as.admin)).toMatchObject({ creditedSen: 2_000 });
  });
});
