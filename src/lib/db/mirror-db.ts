import Dexie, { type Table, type Transaction } from 'dexie';
import { ENTITIES, SYNC_ENTITIES, type SyncEntity } from '../../contract';
import { BlockRowStore, packIntoBlocks, type RowBlock } from './block-row-store';
import type { MetaEntry, MirrorRow, OutboxFile, OutboxOp, ShadowRow } from './mirror-rows';
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
export const MIRROR_SCHEMA_V1: Record<
  | Exclude<
      SyncEntity,
      | 'invoiceNotes'
      | 'topUps'
      | 'creditEntries'
      | 'creditAccounts'
      | 'clients'
      | 'markups'
      | 'cases'
      | 'notifications'
      | 'eInvoices'
    >
  | 'outbox'
  | 'shadows'
  | 'meta',
  string
> = {
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
 * listing filters and sorts in memory (lib/list-engine/entity-index.ts), so the text and
 * date sort indexes, the `[status+name]` compounds and `version` of V1 went; `status` and
 * `approvalStatus` serve the dashboard's counts and `_merchantNameLower` the listing's first page
 * while the in-memory index is still loading (IndexedDB orders equal keys by primary key: the
 * server's "ties by id"). Rows keep only that one lower-cased copy (index-fields.ts); rows
 * stored under V1 carry extra `_` fields: harmless.
 */
export const MIRROR_SCHEMA_V2: typeof MIRROR_SCHEMA_V1 = {
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

/**
 * V5 and V6: bookings, 200,000 rows for a staff user, move into blocks the same way,
 * because their descriptor says `storage: 'blocks'` (src/contract/booking.ts); the dashboard and
 * the list read them through the list engine, so the `createdAt` index goes with the table.
 */
export const MIRROR_SCHEMA_V5 = { bookingBlocks: 'key' };
export const MIRROR_SCHEMA_V6 = { bookings: null };

/**
 * V7 and V8: invoices become documents with lines (100,000 for a staff user) and move
 * into blocks like bookings, their descriptor saying `storage: 'blocks'` (src/contract/invoice.ts);
 * credit and debit notes (`invoiceNotes`) are mirrored from the start in blocks. The dashboard,
 * the lists and the navbar search read both through the list engine, so the `createdAt` index
 * goes with the per-row table. Rows of the old invoice shape are dropped anyway (ROW_FORMAT 3).
 */
export const MIRROR_SCHEMA_V7 = { invoiceBlocks: 'key', invoiceNoteBlocks: 'key' };
export const MIRROR_SCHEMA_V8 = { invoices: null };

/**
 * V9: credit is mirrored in blocks from the start (top-ups, the ledger's entries and
 * the accounts), and `outboxFiles` holds the files of queued ops (a top-up's bank-in slip) as
 * Blobs, keyed by op id and form field, written in the transaction that adds the op
 * (lib/sync/outbox-files.ts; docs/ARCHITECTURE.md, Files).
 */
export const MIRROR_SCHEMA_V9 = {
  topUpBlocks: 'key',
  creditEntryBlocks: 'key',
  creditAccountBlocks: 'key',
  outboxFiles: '[opId+field], opId',
};

/** V10: clients, markups and cases, mirrored in blocks from the start. */
export const MIRROR_SCHEMA_V10 = { clientBlocks: 'key', markupBlocks: 'key', caseBlocks: 'key' };

/**
 * V11: notifications (docs/ARCHITECTURE.md, Notifications), one record per row: few per user,
 * each changed alone when read; the panel reads the newest through `createdAt`.
 */
export const MIRROR_SCHEMA_V11 = { notifications: 'id, createdAt' };

/**
 * V12: e-invoices (docs/ARCHITECTURE.md, E-invoices), one per issued document, in blocks like the
 * documents themselves; read through the list engine and `RowStore.find`.
 */
export const MIRROR_SCHEMA_V12 = { eInvoiceBlocks: 'key' };

/** The table holding an entity stored in blocks (`storage: 'blocks'` in its descriptor). */
const blockTable = (entity: SyncEntity) => `${entity.replace(/ies$/, 'y').replace(/s$/, '')}Blocks`;

const moveIntoBlocks = (entity: SyncEntity) => async (tx: Transaction) => {
  const rows = await tx.table<MirrorRow, string>(entity).toArray();
  await tx.table<RowBlock, string>(blockTable(entity)).bulkPut(packIntoBlocks(rows));
  await tx.table(entity).clear();
};

export class MirrorDb extends Dexie {
  /** Entities packed into blocks (block-row-store.ts): read and written through these stores only. */
  readonly merchants: BlockRowStore;
  readonly bookings: BlockRowStore;
  readonly invoices: BlockRowStore;
  readonly invoiceNotes: BlockRowStore;
  /** The blocks themselves: for transaction scopes and storage events, never for rows. */
  merchantBlocks!: Table<RowBlock, string>;
  bookingBlocks!: Table<RowBlock, string>;
  invoiceBlocks!: Table<RowBlock, string>;
  invoiceNoteBlocks!: Table<RowBlock, string>;
  topUpBlocks!: Table<RowBlock, string>;
  creditEntryBlocks!: Table<RowBlock, string>;
  creditAccountBlocks!: Table<RowBlock, string>;
  clientBlocks!: Table<RowBlock, string>;
  markupBlocks!: Table<RowBlock, string>;
  caseBlocks!: Table<RowBlock, string>;
  eInvoiceBlocks!: Table<RowBlock, string>;
  users!: Table<MirrorRow, string>;
  roles!: Table<MirrorRow, string>;
  menu!: Table<MirrorRow, string>;
  notifications!: Table<MirrorRow, string>;
  outbox!: Table<OutboxOp, number>;
  outboxFiles!: Table<OutboxFile, [string, string]>;
  shadows!: Table<ShadowRow, [string, string]>;
  meta!: Table<MetaEntry, string>;
  private readonly stores: Map<SyncEntity, RowStore>;

  constructor(readonly userId: string) {
    super(mirrorName(userId));
    this.version(1).stores(MIRROR_SCHEMA_V1);
    this.version(2).stores(MIRROR_SCHEMA_V2);
    this.version(3).stores(MIRROR_SCHEMA_V3).upgrade(moveIntoBlocks('merchants'));
    this.version(4).stores(MIRROR_SCHEMA_V4);
    this.version(5).stores(MIRROR_SCHEMA_V5).upgrade(moveIntoBlocks('bookings'));
    this.version(6).stores(MIRROR_SCHEMA_V6);
    this.version(7).stores(MIRROR_SCHEMA_V7).upgrade(moveIntoBlocks('invoices'));
    this.version(8).stores(MIRROR_SCHEMA_V8);
    this.version(9).stores(MIRROR_SCHEMA_V9);
    this.version(10).stores(MIRROR_SCHEMA_V10);
    this.version(11).stores(MIRROR_SCHEMA_V11);
    this.version(12).stores(MIRROR_SCHEMA_V12);
    // The layout of each entity is its descriptor's choice (src/contract/entities.ts).
    this.stores = new Map(
      SYNC_ENTITIES.map((entity) => [
        entity,
        ENTITIES[entity].storage === 'blocks'
          ? new BlockRowStore(this.table<RowBlock, string>(blockTable(entity)))
          : new TableRowStore(this.table<MirrorRow, string>(entity)),
      ]),
    );
    this.merchants = this.stores.get('merchants') as BlockRowStore;
    this.bookings = this.stores.get('bookings') as BlockRowStore;
    this.invoices = this.stores.get('invoices') as BlockRowStore;
    this.invoiceNotes = this.stores.get('invoiceNotes') as BlockRowStore;
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
