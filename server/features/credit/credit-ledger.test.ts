/** The credit ledger through the app and in the database: each merchant sees only its own, entries are never changed, and their signs hold. */
import { describe, expect, it } from 'vitest';
import type { CreditAccount, CreditEntry, Page, TopUp } from '../../../src/contract';
import { creditSuite, get, post, postTopUp, topUpBody } from './credit-test-kit';

const s = creditSuite();

describe('scope and the ledger itself', () => {
  it('never shows a merchant another merchant’s top-up, slip, entries or account', async () => {
    const theirs = await postTopUp(s.app, s.as.maker, topUpBody({ merchantId: s.other }));
    const id = theirs.body.data?.id;
    expect((await get(s.app, `/Credit/topUp/${id}`, s.as.merchantUser)).status).toBe(404);
    expect((await s.app.request(`/api/v1/bo/Credit/slip/${id}`, { headers: s.as.merchantUser })).status).toBe(
      404,
    );
    expect((await get(s.app, `/Credit/account/${s.other}`, s.as.merchantUser)).status).toBe(404);
    expect((await get(s.app, `/Credit/account/${s.demo}`, s.as.merchantUser)).status).toBe(200);
    const list = await get<Page<TopUp>>(s.app, '/Credit/topUpListPage', s.as.merchantUser);
    expect(list.body.data?.items.length).toBeGreaterThan(0);
    expect(list.body.data?.items.every((row) => row.merchantId === s.demo)).toBe(true);
    const history = await get<Page<CreditEntry>>(
      s.app,
      `/Credit/historyListPage?merchantId=${s.other}`,
      s.as.merchantAdmin,
    );
    expect(history.body.data?.totalCount).toBe(0);
    expect((await post(s.app, '/Credit/cancel', { id, reason: 'x' }, s.as.merchantAdmin)).status).toBe(404);
  });

  it('answers zeros for a merchant with no entry yet', async () => {
    const { rows } = await s.db.query<{ id: string }>(
      'SELECT id FROM merchants WHERE id NOT IN (SELECT merchant_id FROM credit_accounts) LIMIT 1',
    );
    const fresh = await get<CreditAccount>(s.app, `/Credit/account/${rows[0]?.id}`, s.as.admin);
    expect(fresh.body.data).toMatchObject({ balanceSen: 0, limitSen: 0, pendingSen: 0, entryCount: 0 });
  });

  it('refuses any UPDATE, DELETE or TRUNCATE of an entry in the database itself', async () => {
    const { rows } = await s.db.query<{ id: string }>('SELECT id FROM credit_entries LIMIT 1');
    const id = rows[0]?.id;
    await expect(s.db.query('UPDATE credit_entries SET amount_sen = 1 WHERE id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(s.db.query('UPDATE credit_entries SET note = $2 WHERE id = $1', [id, 'x'])).rejects.toThrow(
      /append-only/,
    );
    await expect(s.db.query('DELETE FROM credit_entries WHERE id = $1', [id])).rejects.toThrow(/append-only/);
    await expect(s.db.query('TRUNCATE credit_entries CASCADE')).rejects.toThrow(/append-only/);
    const { rows: still } = await s.db.query('SELECT 1 FROM credit_entries WHERE id = $1', [id]);
    expect(still).toHaveLength(1);
  });

  it('refuses an entry whose amount has the wrong sign or is zero', async () => {
    const insert = (action: string, amount: number) =>
      s.db.query(
        `INSERT INTO credit_entries (id, merchant_id, entry_no, action, amount_sen, balance_after_sen,
           limit_after_sen, pending_after_sen) VALUES (gen_random_uuid(), $1, 999999, $2, $3, 0, 0, 0)`,
        [s.demo, action, amount],
      );
    await expect(insert('REDEEM_CREDIT', 100)).rejects.toThrow(/sign_check/);
    await expect(insert('PAYMENT_VERIFICATION', -100)).rejects.toThrow(/sign_check/);
    await expect(insert('SYSTEM_UPDATE', 0)).rejects.toThrow(/check/);
  });
});
