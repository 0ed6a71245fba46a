import type { SyncChange, SyncEntity, SyncPull, SyncRows } from '../../../contract';
import { classifyOpAnswer } from '../../../contract/sync-answer';
import { ApiError } from '../../api/api-error';
import type { MirrorRow, OutboxOp } from '../../db/mirror-rows';
import type { OpOutcome } from '../transport';

/**
 * A tiny in-memory API server for scenario tests: rows with a global version sequence, a change
 * log for the delta pull, an idempotency store like the real one (a replay answers the stored
 * response; same key + different body is 422; failed answers are not stored) and scripted faults.
 */
export type Fault =
  | { kind: 'network' }
  /** The server commits, then the answer is lost on the way back. */
  | { kind: 'drop-answer' }
  | { kind: 'http'; status: number; code?: string; retryAfterMs?: number };

type Request = { key: string; method: string; path: string; body: Record<string, unknown> };
type LogEntry = { entity: SyncEntity; id: string; row: MirrorRow | null; version: number };

const httpError = (status: number, code: string, data: unknown = null, retryAfterMs?: number) =>
  new ApiError('http', status, `${status} ${code}`, code, {}, [], { data, retryAfterMs });

export class FakeServer {
  version = 0;
  readonly rows = new Map<string, MirrorRow>();
  readonly log: LogEntry[] = [];
  readonly requests: Request[] = [];
  readonly pullCursors: string[] = [];
  /** The op ids of each batch (`Sync/push`), in order. */
  readonly batches: string[][] = [];
  private readonly faults: Fault[] = [];
  private readonly batchFaults: Fault[] = [];
  private readonly faultsByPath = new Map<string, Fault>();
  private readonly idempotency = new Map<string, { fingerprint: string; answer: unknown }>();
  /** Applied writes, by idempotency key: a replayed key must never count twice. */
  readonly applied = new Map<string, number>();

  /** A server-side write by someone else (or seed data). */
  put(entity: SyncEntity, row: { id: string; [field: string]: unknown }): MirrorRow {
    const saved = { ...row, version: ++this.version } as MirrorRow;
    this.rows.set(`${entity}:${saved.id}`, saved);
    this.log.push({ entity, id: saved.id, row: saved, version: saved.version });
    return saved;
  }

  remove(entity: SyncEntity, id: string): void {
    this.rows.delete(`${entity}:${id}`);
    this.log.push({ entity, id, row: null, version: ++this.version });
  }

  row(entity: SyncEntity, id: string): MirrorRow | undefined {
    return this.rows.get(`${entity}:${id}`);
  }

  /** Faults for the next sends, in order. */
  failNext(...faults: Fault[]): void {
    this.faults.push(...faults);
  }

  /** Faults of the next batches as a whole (network: nothing runs; drop-answer: all run, answer lost). */
  failNextBatch(...faults: Fault[]): void {
    this.batchFaults.push(...faults);
  }

  /** Every send to a path fails with this until cleared. */
  failPath(path: string, fault: Fault | null): void {
    if (fault) this.faultsByPath.set(path, fault);
    else this.faultsByPath.delete(path);
  }

  readonly transport = async (op: OutboxOp): Promise<unknown> => {
    const request = {
      key: op.id,
      method: op.method,
      path: op.path,
      body: op.body as Record<string, unknown>,
    };
    this.requests.push(request);
    const fault = this.faults.shift() ?? this.faultsByPath.get(op.path);
    if (fault?.kind === 'network') throw new ApiError('network', 0, 'offline');
    if (fault?.kind === 'http')
      throw httpError(fault.status, fault.code ?? 'error.unexpected', null, fault.retryAfterMs);
    const answer = this.handle(request);
    if (fault?.kind === 'drop-answer') throw new ApiError('network', 0, 'offline');
    return answer;
  };

  /**
   * Like `Sync/push`: each op as its own call, in order, going on past an op the server refused
   * and stopping after any other failure (`classifyOpAnswer`).
   */
  readonly batch = async (ops: OutboxOp[]): Promise<OpOutcome[]> => {
    this.batches.push(ops.map((op) => op.id));
    const fault = this.batchFaults.shift();
    if (fault?.kind === 'network') throw new ApiError('network', 0, 'offline');
    const outcomes: OpOutcome[] = [];
    for (const op of ops) {
      try {
        outcomes.push({ ok: true, data: await this.transport(op) });
      } catch (error) {
        outcomes.push({ ok: false, error });
        const { status, code } = error instanceof ApiError ? error : { status: 0, code: null };
        if (classifyOpAnswer(status, code) !== 'refused') break;
      }
    }
    if (fault?.kind === 'drop-answer') throw new ApiError('network', 0, 'offline');
    return outcomes;
  };

  private handle({ key, path, body }: Request): unknown {
    const fingerprint = JSON.stringify([path, body]);
    const stored = this.idempotency.get(key);
    if (stored && stored.fingerprint !== fingerprint) throw httpError(422, 'idempotency.keyReused');
    if (stored) return stored.answer;
    const answer = this.write(path, body);
    this.idempotency.set(key, { fingerprint, answer });
    this.applied.set(key, (this.applied.get(key) ?? 0) + 1);
    return answer;
  }

  /** `/Merchant/create` and the updates (`/Merchant/update`, `/Merchant/status/update`). */
  private write(path: string, body: Record<string, unknown>): MirrorRow {
    const { baseVersion, ...fields } = body;
    const id = String(fields.id);
    const current = this.row('merchants', id);
    if (path === '/Merchant/create') return this.put('merchants', { ...fields, id });
    if (!current) throw httpError(404, 'error.notFound');
    if (baseVersion !== current.version) throw httpError(409, 'sync.conflict', { current });
    return this.put('merchants', { ...current, ...fields, id });
  }

  /**
   * The delta pull. An empty cursor answers a snapshot (`snap:<offset>:<atVersion>`, with
   * `total`), then the log after the snapshot's version; a cursor `log:<version>` answers the log.
   */
  readonly pull = async (cursor: string, limit: number): Promise<SyncPull> => {
    this.pullCursors.push(cursor);
    const [kind, first = '0', second = String(this.version)] = cursor.split(':');
    if (!cursor || kind === 'snap') {
      const snapshot = [...this.rows.entries()].filter(([, row]) => row.version <= Number(second));
      const offset = Number(first);
      const page = snapshot.slice(offset, offset + limit);
      // As the real server answers the app (format=columns): consecutive rows of one entity share
      // a table; here also one shape (the real rows of an entity all have every column).
      const tables: SyncRows[] = [];
      for (const [key, row] of page) {
        const entity = key.split(':')[0] as SyncEntity;
        const columns = Object.keys(row);
        const last = tables.at(-1);
        if (last?.entity === entity && last.columns.join() === columns.join())
          last.rows.push(columns.map((column) => row[column]));
        else tables.push({ entity, columns, rows: [columns.map((column) => row[column])] });
      }
      const end = offset + page.length >= snapshot.length;
      const next = end ? `log:${second}` : `snap:${offset + page.length}:${second}`;
      return {
        snapshot: tables,
        changes: [],
        cursor: next,
        hasMore: !end || this.version > Number(second),
        reset: false,
        total: snapshot.length,
      };
    }
    const after = Number(first);
    const entries = this.log.filter((entry) => entry.version > after).slice(0, limit);
    const last = entries.at(-1)?.version ?? after;
    const changes: SyncChange[] = entries.map(({ entity, id, row, version }) => ({
      entity,
      id,
      op: row ? 'upsert' : 'delete',
      row,
      version,
    }));
    return { changes, cursor: `log:${last}`, hasMore: last < this.version, reset: false, total: null };
  };
}
