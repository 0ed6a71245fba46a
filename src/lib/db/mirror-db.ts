import Dexie, { type Table } from 'dexie';
import { SYNC_ENTITIES, type SyncEntity } from '../../contract';
import type { MetaEntry, MirrorRow, OutboxOp, ShadowRow } from './mirror-rows';

/**
 * The on-device mirror of what the signed-in user may see, plus their outbox (DESIGN.md §5).
 * One database per user (`bo-portal-<userId>`), so another user on the same device never sees
 * or replays someone else's data. Every schema version lives here, oldest first; never edit a
 * published version, add a new one.
 *
 * Indexes: `id` is the key of every table. Every index costs write time during the 50,000-row
 * bootstrap, so only what is read through Dexie is indexed (see MIRROR_SCHEMA_V2).
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
 * listing filters and sorts in memory (features/merchants/merchant-cache.ts), so the text and
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

/** The current schema (the bench's raw comparison uses the same indexes). */
export const MIRROR_SCHEMA = MIRROR_SCHEMA_V2;

export class MirrorDb extends Dexie {
  merchants!: Table<MirrorRow, string>;
  users!: Table<MirrorRow, string>;
  bookings!: Table<MirrorRow, string>;
  invoices!: Table<MirrorRow, string>;
  roles!: Table<MirrorRow, string>;
  menu!: Table<MirrorRow, string>;
  outbox!: Table<OutboxOp, number>;
  shadows!: Table<ShadowRow, [string, string]>;
  meta!: Table<MetaEntry, string>;

  constructor(readonly userId: string) {
    super(mirrorName(userId));
    this.version(1).stores(MIRROR_SCHEMA_V1);
    this.version(2).stores(MIRROR_SCHEMA_V2);
  }

  /** The mirrored table of an entity. */
  rows(entity: SyncEntity): Table<MirrorRow, string> {
    return this[entity];
  }

  /** Every mirrored table (not the outbox, shadows or meta). */
  mirrorTables(): Table<MirrorRow, string>[] {
    return SYNC_ENTITIES.map((entity) => this[entity]);
  }
}

export const mirrorName = (userId: string) => `bo-portal-${userId}`;
