import Dexie, { type Table, type Transaction } from 'dexie';
import { SYNC_ENTITIES, type SyncEntity } from '../../contract';
import { BlockRowStore, packIntoBlocks, type RowBlock } from './block-row-store';
import type { MetaEntry, MirrorRow, OutboxOp, ShadowRow } from './mirror-rows';
import { TableRowStore, type RowStore } from './row-store';

/**
 * The on-device mirror of what the signed-in user may see, plus their outbox (docs/ARCHITECTURE.md, Offline core).
 * One database per user (`bo-portal-<userId>`), so another user on the same device never sees
 * or replays someone else's data. Every schema version lives here, oldest first; never edit a
 * published version, add a new one.
 *
 * Indexes: `id` is the key of every per-row table. Every index costs write time during the
 * 50,000-row bootstrap, so only what is read through Dexie is indexed; merchants, the big table,
 * are stored in blocks of rows with no index at all (MIRROR_SCHEMA_V3).
 */
export const MIRROR_SCHEMA_V1: Record<SyncEntity | 'outbox' | 'shadows' | 'meta', string> = {
  merchants:
    'id, version, _merchantNameLower, _emailLower, _contactNumberLower, createdAt, updatedAt, ' +
    '[status+_merchantNameLower], [approvalStatus+_merchantNameLower]',
  users: 'id, version, _usernameLower, _fullNameLower, _emailLower, [roleId+_fullNameLower], status',
  bookings: 'id, version, createdAt',
  invoices: 'id, version, createdAt',
  roles: 'id, version, _nameLower',
  menu: 'id, version',
  outbox: '++seq, &id, state, [entity+entityId]',
  shadows: '[entity+id]',
  meta: 'key',
};

/**
 * V2 (bootstrap speed): merchants keep only the indexes something reads through Dexie. The
 * listing filters and sorts in memory (lib/merchants/merchant-cache.ts), so the text and
 * date sort indexes, the `[status+name]` compounds and `version` of V1 went; `status` and
 * `approvalStatus` serve the dashboard's counts and `_merchantNameLower` the listing's first page
 * while the in-memory index is still loading (IndexedDB orders equal keys by primary key: the
 * server's "ties by id"). Rows keep only that one lower-cased copy (index-fields.ts); rows
 * stored under V1 carry extra `_` fields: harmless.
 */
export const MIRROR_SCHEMA_V2: Record<SyncEntity | 'outbox' | 'shadows' | 'meta', string> = {
  ...MIRROR_SCHEMA_V1,
  merchants: 'id, status, approvalStatus, _merchantNameLower',
};

/**
 * V3 and V4 (bootstrap speed): merchants move into blocks of rows (block-row-store.ts), one
 * IndexedDB record per block instead of per row, because IndexedDB's cost is per record. V3 adds
 * the block table and moves the rows over; V4 drops the per-row table (Dexie deletes a table only
 * after the upgrades that read it). The listing, counts and searches read merchants in memory.
 */
export const MIRROR_SCHEMA_V3 = { ...MIRROR_SCHEMA_V2, merchantBlocks: 'key' };
export const MIRROR_SCHEMA_V4 = { merchants: null };

async function moveMerchantsIntoBlocks(tx: Transaction) {
  const rows = await tx.table<MirrorRow, string>('merchants').toArray();
  await tx.table<RowBlock, string>('merchantBlocks').bulkPut(packIntoBlocks(rows));
  await tx.table('merchants').clear();
}

export class MirrorDb extends Dexie {
  /** Merchants, packed into blocks (block-row-store.ts): read and written through this store only. */
  readonly merchants: BlockRowStore;
  /** The blocks themselves: for transaction scopes and storage events, never for rows. */
  merchantBlocks!: Table<RowBlock, string>;
  users!: Table<MirrorRow, string>;
  bookings!: Table<MirrorRow, string>;
  invoices!: Table<MirrorRow, string>;
  roles!: Table<MirrorRow, string>;
  menu!: Table<MirrorRow, string>;
  outbox!: Table<OutboxOp, number>;
  shadows!: Table<ShadowRow, [string, string]>;
  meta!: Table<MetaEntry, string>;
  private readonly stores: Map<SyncEntity, RowStore>;

  constructor(readonly userId: string) {
    super(mirrorName(userId));
    this.version(1).stores(MIRROR_SCHEMA_V1);
    this.version(2).stores(MIRROR_SCHEMA_V2);
    this.version(3).stores(MIRROR_SCHEMA_V3).upgrade(moveMerchantsIntoBlocks);
    this.version(4).stores(MIRROR_SCHEMA_V4);
    this.merchants = new BlockRowStore(this.merchantBlocks);
    this.stores = new Map(
      SYNC_ENTITIES.map((entity) => [
        entity,
        entity === 'merchants' ? this.merchants : new TableRowStore(this[entity]),
      ]),
    );
  }

  /** The mirrored rows of an entity. */
  rows(entity: SyncEntity): RowStore {
    return this.stores.get(entity) as RowStore;
  }

  /** Every mirrored table (not the outbox, shadows or meta). */
  mirrorTables(): Table<unknown, string>[] {
    return SYNC_ENTITIES.map((entity) => this.rows(entity).table);
  }
}

export const mirrorName = (userId: string) => `bo-portal-${userId}`;
