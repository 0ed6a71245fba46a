/**
 * A top-up's notifications (docs/ARCHITECTURE.md, Notifications): a submission waits on the
 * Checkers who may decide it, never on its submitter; a rejection tells the submitter why and
 * resolves the Checkers' waiting rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, Page } from '../../../src/contract';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { get, pendingTopUp, post, signInAll } from './credit-test-kit';
import type { App, Callers, Headers } from './credit-test-kit';

let testDb: TestDb;
let app: App;
let as: Callers;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  as = await signInAll(app);
}, 120_000);
afterAll(async () => {
  await testDb.drop();
});

async function about(headers: Headers, subjectId: string) {
  const { body } = await get<Page<Notification>>(
    app,
    '/Notification/notificationListPage?pageSize=50',
    headers,
  );
  return (body.data?.items ?? []).filter((row) => row.subjectId === subjectId);
}

describe('top-up notifications', () => {
  it('wait on a Checker, not the submitter; a rejection tells the submitter why', async () => {
    const topUp = await pendingTopUp(app, as);
    const waiting = await about(as.admin, topUp.id);
    expect(waiting.map((row) => [row.kind, row.readAt, row.params.amountSen])).toEqual([
      ['topUp.pending', null, topUp.amountSen],
    ]);
    expect(await about(as.merchantUser, topUp.id)).toEqual([]);
    const rejected = await post(
      app,
      '/Credit/reject',
      { id: topUp.id, reason: 'Slip is unreadable' },
      as.admin,
    );
    expect(rejected.status).toBe(200);
    const told = await about(as.merchantUser, topUp.id);
    expect(told.map((row) => [row.kind, row.params.decision, row.params.reason])).toEqual([
      ['topUp.decided', 'Rejected', 'Slip is unreadable'],
    ]);
    expect((await about(as.admin, topUp.id))[0]?.readAt).not.toBeNull();
  });
});
