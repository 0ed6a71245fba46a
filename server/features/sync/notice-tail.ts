/**
 * Change notices (docs/ARCHITECTURE.md, Change notices): each process tails the change log
 * (`sync_changes`) while at least one stream is open, so a change committed through any process
 * reaches the streams of every process through PostgreSQL itself, and PGlite works the same way.
 * Like the pull (log-page.ts), only entries below the snapshot's xmin are read, so nothing can
 * appear behind the tail's position later. A change carries what scope needs: entity, merchant,
 * and for a row addressed to one user (notifications, the access policy's `recipient`) that user.
 */
import type { Db } from '../../db/client';
import type { LogPosition } from './log-horizon';
import { ENTITY_SOURCES } from './sync-entities';

/**
 * `recipientId`: the user a recipient entity's row is addressed to, read from the row as it is
 * now; null for other entities, and for a row that is gone (whose recipient nobody can tell).
 */
export type Change = {
  entity: string;
  merchantId: string | null;
  recipientId: string | null;
  position: LogPosition;
};
/** What one read of the tail found: changes, and users one of whose sessions ended since. */
export type TailNews = { changes: readonly Change[]; signedOut: ReadonlySet<string> };
type Listener = (news: TailNews) => void;

const TAIL_INTERVAL_MS = 250;
const TAIL_BATCH = 1000;
const REVOKE_LOOKBACK = '5 seconds';

type Row = {
  entity: string;
  merchant_id: string | null;
  recipient_id: string | null;
  txid: string;
  seq: string;
};

/** The recipient of each change to a recipient entity's row, by one index lookup per such change. */
const RECIPIENT = ENTITY_SOURCES.flatMap((source) =>
  source.recipient === undefined
    ? []
    : [
        `WHEN c.entity = '${source.entity}' THEN ` +
          `(SELECT ${source.recipient}::text FROM ${source.from} WHERE ${source.id} = c.entity_id)`,
      ],
);
const RECIPIENT_ID = RECIPIENT.length > 0 ? `CASE ${RECIPIENT.join(' ')} END` : 'NULL::text';

export class NoticeTail {
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;
  private position: LogPosition | null = null;
  /** The database's clock at the last read of ended sessions (text, as PostgreSQL wrote it). */
  private sessionsReadAt: string | null = null;
  private revocationsSeen = new Set<string>();
  /** The read in progress: a second caller waits for it rather than reading twice. */
  private busy: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  get size(): number {
    return this.listeners.size;
  }

  /**
   * Adds a listener; answers how to remove it once the tail has its position, so every change
   * committed after that moment reaches the listener (a pull started then misses nothing).
   */
  async subscribe(listener: Listener): Promise<() => void> {
    this.listeners.add(listener);
    if (!this.timer) this.timer = setInterval(() => void this.tick(), TAIL_INTERVAL_MS);
    if (!this.position) await this.tick();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.position = null;
    this.sessionsReadAt = null;
    this.revocationsSeen.clear();
  }

  private async tick(): Promise<void> {
    if (this.busy) return this.busy;
    this.busy = this.read().finally(() => {
      this.busy = null;
    });
    return this.busy;
  }

  private async read(): Promise<void> {
    try {
      if (!this.position) {
        this.position = await this.head();
        await this.endedSessions();
        return;
      }
      const { rows } = await this.db.query<Row>(
        `SELECT c.entity, c.merchant_id, ${RECIPIENT_ID} AS recipient_id, c.txid::text AS txid, c.seq::text AS seq
         FROM sync_changes c
         WHERE (c.txid, c.seq) > ($1::xid8, $2::bigint) AND c.txid < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY c.txid, c.seq LIMIT ${TAIL_BATCH}`,
        [this.position.txid, this.position.seq],
      );
      const signedOut = await this.endedSessions();
      const last = rows.at(-1);
      if (!last && signedOut.size === 0) return;
      if (last) this.position = { txid: last.txid, seq: last.seq };
      const changes = rows.map((r) => ({
        entity: r.entity,
        merchantId: r.merchant_id,
        recipientId: r.recipient_id,
        position: { txid: r.txid, seq: r.seq },
      }));
      for (const listener of this.listeners) listener({ changes, signedOut });
    } catch {
      // A failed read is tried again at the next tick; the 60 s pull is the fallback meanwhile.
    }
  }

  /**
   * Users with a session revoked since the last read (a sign-out, a device signed out from
   * another, a deactivated user), in any process: their streams check their session at once
   * rather than at the next heartbeat (docs/ARCHITECTURE.md, Change notices). A revocation's time
   * is its transaction's start, which may precede a read that could not yet see it: each read looks
   * back REVOKE_LOOKBACK and reports only revocations it has not reported before.
   */
  private async endedSessions(): Promise<Set<string>> {
    const { rows } = await this.db.query<{ user_id: string | null; revoked_at: string | null; now: string }>(
      `SELECT s.user_id::text AS user_id, s.revoked_at::text AS revoked_at, clock.now::text AS now
       FROM (SELECT now()) AS clock
       LEFT JOIN sessions s ON s.revoked_at >= $1::timestamptz - interval '${REVOKE_LOOKBACK}'`,
      [this.sessionsReadAt ?? 'infinity'],
    );
    const now = rows[0]?.now ?? null;
    const signedOut = new Set<string>();
    const seen = new Set<string>();
    for (const { user_id, revoked_at } of rows) {
      if (!user_id || !revoked_at) continue;
      const key = `${user_id} ${revoked_at}`;
      seen.add(key);
      if (!this.revocationsSeen.has(key)) signedOut.add(user_id);
    }
    // Only what the look-back still returns can come again.
    this.revocationsSeen = seen;
    this.sessionsReadAt = now ?? this.sessionsReadAt;
    return signedOut;
  }

  private async head(): Promise<LogPosition> {
    const { rows } = await this.db.query<{ txid: string; seq: string }>(
      `SELECT txid::text AS txid, seq::text AS seq FROM sync_changes
       WHERE txid < pg_snapshot_xmin(pg_current_snapshot()) ORDER BY txid DESC, seq DESC LIMIT 1`,
    );
    return rows[0] ?? { txid: '0', seq: '0' };
  }
}

const tails = new WeakMap<Db, NoticeTail>();

/** The one tail of a database in this process. */
export function noticeTail(db: Db): NoticeTail {
  let tail = tails.get(db);
  if (!tail) {
    tail = new NoticeTail(db);
    tails.set(db, tail);
  }
  return tail;
}
