/**
 * Change notices (docs/ARCHITECTURE.md, Change notices): each process tails the change log
 * (`sync_changes`) while at least one stream is open, so a change committed through any process
 * reaches the streams of every process through PostgreSQL itself, and PGlite works the same way.
 * Like the pull (log-page.ts), only entries below the snapshot's xmin are read, so nothing can
 * appear behind the tail's position later. A change carries what scope needs: entity, merchant.
 */
import type { Db } from '../../db/client';
import type { LogPosition } from './log-horizon';

export type Change = { entity: string; merchantId: string | null; position: LogPosition };
type Listener = (changes: readonly Change[]) => void;

const TAIL_INTERVAL_MS = 250;
const TAIL_BATCH = 1000;

type Row = { entity: string; merchant_id: string | null; txid: string; seq: string };

export class NoticeTail {
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;
  private position: LogPosition | null = null;
  private busy = false;

  constructor(private readonly db: Db) {}

  get size(): number {
    return this.listeners.size;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.timer) this.timer = setInterval(() => void this.tick(), TAIL_INTERVAL_MS);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.position = null;
  }

  private async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      if (!this.position) {
        this.position = await this.head();
        return;
      }
      const { rows } = await this.db.query<Row>(
        `SELECT entity, merchant_id, txid::text AS txid, seq::text AS seq FROM sync_changes
         WHERE (txid, seq) > ($1::xid8, $2::bigint) AND txid < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY txid, seq LIMIT ${TAIL_BATCH}`,
        [this.position.txid, this.position.seq],
      );
      const last = rows.at(-1);
      if (!last) return;
      this.position = { txid: last.txid, seq: last.seq };
      const changes = rows.map((r) => ({
        entity: r.entity,
        merchantId: r.merchant_id,
        position: { txid: r.txid, seq: r.seq },
      }));
      for (const listener of this.listeners) listener(changes);
    } catch {
      // A failed read is tried again at the next tick; the 60 s pull is the fallback meanwhile.
    } finally {
      this.busy = false;
    }
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
