/** A tiny mirror for the pull tests: applies changes the way the client does (higher version wins). */
import {
  BUILT_IN_MENU,
  changesOfPage,
  FUNCTION_ACTIONS,
  functionKey,
  SYNC_NEXT_CURSOR_HEADER,
} from '../../../src/contract';
import type { BuiltInItem, SessionUser, SyncChange, SyncPull, SyncPullFormat } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { getJson } from '../../test/as-user';

type AppLike = { request(path: string, init?: RequestInit): Response | Promise<Response> };

export type Mirror = Map<string, { version: number; row: Record<string, unknown> | null }>;

export function applyChanges(mirror: Mirror, changes: SyncChange[]): void {
  for (const change of changes) {
    const key = `${change.entity}:${change.id}`;
    const known = mirror.get(key);
    if (known && known.version > change.version) continue;
    mirror.set(key, { version: change.version, row: change.op === 'delete' ? null : change.row });
  }
}

/** Rows and changes in a page (a snapshot's rows each count once). */
export const pageSize = (page: SyncPull) => changesOfPage(page).length;

/** One page, by default in the columns format the app asks for. */
export async function pullOnce(
  app: AppLike,
  headers: Record<string, string>,
  cursor: string,
  limit: number,
  format: SyncPullFormat = 'columns',
) {
  const { status, body, res } = await getJson<SyncPull>(
    app,
    `/Sync/pull?cursor=${encodeURIComponent(cursor)}&limit=${limit}&format=${format}`,
    headers,
  );
  if (status !== 200 || !body.data) throw new Error(`pull failed: ${status} ${body.message}`);
  // Every page checks the early cursor: the body's one when more follows, none otherwise.
  const early = res.headers.get(SYNC_NEXT_CURSOR_HEADER);
  const expected = body.data.hasMore && !body.data.reset ? body.data.cursor : null;
  if (early !== expected) throw new Error(`pull: header cursor ${early}, expected ${expected}`);
  return body.data;
}

/** Pulls until hasMore is false; returns the pages seen and the last cursor. */
export async function pullAll(
  app: AppLike,
  headers: Record<string, string>,
  mirror: Mirror,
  cursor = '',
  limit = 1000,
  format: SyncPullFormat = 'columns',
) {
  const pages: SyncPull[] = [];
  for (;;) {
    const page = await pullOnce(app, headers, cursor, limit, format);
    pages.push(page);
    applyChanges(mirror, changesOfPage(page));
    cursor = page.cursor;
    if (!page.hasMore) return { pages, cursor };
  }
}

/** Rows of one entity still alive in the mirror. */
export const alive = (mirror: Mirror, entity: string) =>
  [...mirror.entries()]
    .filter(([key, value]) => key.startsWith(`${entity}:`) && value.row)
    .map(([, value]) => value.row as Record<string, unknown>);

/**
 * Waits until every change logged so far is below the pull watermark. On a shared PostgreSQL
 * server another database's open writing transaction (a parallel test file seeding) holds the
 * watermark back for a moment: the pull is delayed then, never wrong.
 */
export async function waitForWatermark(db: Queryable, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { rows } = await db.query<{ caught_up: boolean }>(
      `SELECT coalesce(max(txid) < pg_snapshot_xmin(pg_current_snapshot()), true) AS caught_up
       FROM sync_changes`,
    );
    if (rows[0]?.caught_up) return;
    if (Date.now() - started > timeoutMs) throw new Error('the pull watermark did not advance');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const everyKey = (items: readonly BuiltInItem[]): string[] =>
  items.flatMap((item) => [item.key, ...everyKey(item.children ?? [])]);

/** A staff Super Admin: every menu and every function, every merchant. */
export const SUPER_ADMIN: SessionUser = {
  userID: '00000000-0000-4000-8000-000000000001',
  username: 'test.admin',
  firstName: 'Test',
  lastName: 'Admin',
  email: 'test.admin@example.com',
  role: 'Super Admin',
  roleId: '00000000-0000-4000-8000-000000000002',
  level: 'Checker',
  userType: 'staff',
  merchantId: null,
  merchantName: null,
  permissions: {
    menus: everyKey(BUILT_IN_MENU),
    functions: everyKey(BUILT_IN_MENU).flatMap((key) =>
      FUNCTION_ACTIONS.map((action) => functionKey(key, action)),
    ),
  },
};
