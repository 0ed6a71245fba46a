import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../support/server-process';
import { DEMO_PASSWORD } from './helpers';

/**
 * Chaos: two tabs of one user change the statuses of 50 merchants 1,000 times in all, while the
 * network goes up and down, the server drops 15 % of answers after committing, and the server is
 * restarted mid-run. At the end every merchant holds the last value asked for, the server applied
 * every change exactly once (its audit log has one entry per change), and nothing is pending.
 */
const CHANGES_PER_TAB = 500;
const PORT = '4394';

type Intent = { index: number; intended: 'Active' | 'Inactive' };

/** Runs inside the page: real clicks on the listing's buttons and the confirmation dialog. */
function clickLoop({ indexes, count, seed }: { indexes: number[]; count: number; seed: number }) {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const waitFor = async <T>(find: () => T | null | undefined | false): Promise<T> => {
    const started = performance.now();
    for (;;) {
      const found = find();
      if (found) return found;
      if (performance.now() - started > 30_000) throw new Error('timed out waiting in the page');
      await sleep(5);
    }
  };
  const openDialog = () => document.querySelector<HTMLElement>('[role=alertdialog][data-state=open]');
  return (async () => {
    const intents: { index: number; intended: 'Active' | 'Inactive' }[] = [];
    for (let i = 0; i < count; i += 1) {
      const index = indexes[Math.floor(random() * indexes.length)] as number;
      const button = await waitFor(() =>
        document.querySelectorAll('table tbody tr')[index]?.querySelector('button'),
      );
      const intended = button.textContent?.startsWith('Deactivate') ? 'Inactive' : 'Active';
      button.click();
      const dialog = await waitFor(openDialog);
      const label = intended === 'Inactive' ? 'Deactivate' : 'Activate';
      const confirm = await waitFor(() =>
        [...dialog.querySelectorAll('button')].find((b) => b.textContent === label),
      );
      confirm.click();
      await waitFor(() => !openDialog());
      // The user sees the row change (saved on the device) before acting again, as a person would.
      const flipped = intended === 'Inactive' ? 'Activate' : 'Deactivate';
      const rowButton = () =>
        document.querySelectorAll('table tbody tr').item(index)?.querySelector('button');
      await waitFor(() => rowButton()?.textContent?.startsWith(flipped));
      intents.push({ index, intended });
      await sleep(random() * 15);
    }
    return intents;
  })();
}

async function pendingIsZero(page: Page) {
  await expect(page.getByRole('link', { name: 'Pending changes: 0' })).toBeVisible({ timeout: 300_000 });
}

test('1,000 changes from two tabs through flapping network, dropped answers and a restart', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-chaos-'));
  const env = {
    PORT,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    TEST_FAULTS: '1',
    TEST_FAULT_DROP_RATE: '0.15',
    SIGN_IN_RATE_LIMIT: '1000',
  };
  let server: RunningServer = await startServer(env);
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const [tabA, tabB] = [await context.newPage(), await context.newPage()];
    await tabA.goto('/login');
    await tabA.getByLabel('Username').fill('admin');
    await tabA.getByLabel('Password').fill(DEMO_PASSWORD);
    await tabA.getByRole('button', { name: 'Sign in' }).click();
    await expect(tabA).toHaveURL(/\/dashboard$/);

    const listing = '/merchant/view-merchant-listing?pageSize=50';
    for (const tab of [tabA, tabB]) {
      await tab.goto(listing);
      await expect(tab.getByText(/Showing 1–50 of \d+/)).toBeVisible({ timeout: 60_000 });
    }
    const ids: string[] = await tabA.evaluate(async () => {
      const refresh = await fetch('/api/v1/bo/General/refresh-token', { method: 'POST' });
      const token = ((await refresh.json()) as { data: { accessToken: string } }).data.accessToken;
      const list = await fetch('/api/v1/bo/Merchant/merchantListPage?pageSize=50', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await list.json()) as { data: { items: { id: string }[] } }).data.items.map((item) => item.id);
    });
    expect(ids).toHaveLength(50);

    let running = true;
    const flapping = (async () => {
      while (running) {
        await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 800));
        await context.setOffline(true);
        await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 600));
        await context.setOffline(false);
      }
    })();
    const restart = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await server.stop();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      server = await startServer(env);
    })();
    // Only rows that offer a status change: a merchant that is not approved is never activated.
    await expect(tabA.locator('table tbody tr button').first()).toBeVisible();
    const withAction: number[] = await tabA.evaluate(() =>
      [...document.querySelectorAll('table tbody tr')].flatMap((row, i) =>
        row.querySelector('button') ? [i] : [],
      ),
    );
    const [intentsA, intentsB] = await Promise.all([
      tabA.evaluate(clickLoop, {
        indexes: withAction.filter((i) => i < 25),
        count: CHANGES_PER_TAB,
        seed: 11,
      }),
      tabB.evaluate(clickLoop, {
        indexes: withAction.filter((i) => i >= 25),
        count: CHANGES_PER_TAB,
        seed: 23,
      }),
    ]);
    running = false;
    await Promise.all([flapping, restart]);
    await context.setOffline(false);

    await pendingIsZero(tabA);
    await pendingIsZero(tabB);
    await expect(tabA.getByRole('link', { name: /^Pending changes: 0$/ })).toBeVisible();

    const intents: Intent[] = [...intentsA, ...intentsB];
    expect(intents).toHaveLength(2 * CHANGES_PER_TAB);
    const last = new Map<string, string>();
    const counts = new Map<string, number>();
    for (const intent of intents) {
      const id = ids[intent.index] as string;
      last.set(id, intent.intended);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }

    await server.stop();
    const db = new PGlite(join(dataDir, 'pglite'));
    try {
      const { rows: statuses } = await db.query<{ id: string; status: string }>(
        'SELECT id::text, status FROM merchants WHERE id = ANY($1::uuid[])',
        [ids],
      );
      const { rows: applied } = await db.query<{ entity_id: string; n: number }>(
        `SELECT entity_id::text, count(*)::int AS n FROM audit_log
          WHERE action = 'merchant.status.update' GROUP BY entity_id`,
      );
      const appliedById = new Map(applied.map((row) => [row.entity_id, row.n]));
      for (const row of statuses) {
        expect(row.status, `final status of ${row.id}`).toBe(last.get(row.id) ?? row.status);
        expect(appliedById.get(row.id) ?? 0, `changes applied to ${row.id}`).toBe(counts.get(row.id) ?? 0);
      }
      expect([...appliedById.values()].reduce((sum, n) => sum + n, 0)).toBe(intents.length);
    } finally {
      await db.close();
    }
  } finally {
    await context.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
