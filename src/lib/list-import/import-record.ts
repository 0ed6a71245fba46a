/**
 * The device's record of an import being sent (docs/ARCHITECTURE.md, Import): the file's name and,
 * for each confirmed row, its op id (the op's Idempotency-Key), whether it creates or updates, the
 * values it sends and its cells as typed. Progress and the summary are read from the outbox itself: an op gone from
 * it was accepted, a failed one was refused with the server's words, the others are on their way.
 * Each row also keeps its op's `seq` (the outbox's key, stable for the op's life): progress reads
 * the outbox's keys over the import's range, never the 10,000 ops themselves.
 * Kept in the mirror's meta table, so a half-sent import shows its progress again after a reload;
 * ops carry no note, so the file's name lives here.
 */
import * as v from 'valibot';
import type { MirrorDb } from '../db/mirror-db';
import type { OutboxOp } from '../db/mirror-rows';
import type { ImportAreaName } from './import-areas';

const ImportRecordSchema = v.object({
  fileName: v.string(),
  createdAt: v.number(),
  rows: v.array(
    v.object({
      line: v.number(),
      opId: v.string(),
      seq: v.number(),
      kind: v.picklist(['create', 'update']),
      values: v.record(v.string(), v.unknown()),
      /** The cells as the file had them (money as typed): what the refused-rows file gives back. */
      input: v.record(v.string(), v.string()),
    }),
  ),
});

export type ImportRecord = v.InferOutput<typeof ImportRecordSchema>;
export type ImportRecordRow = ImportRecord['rows'][number];

const recordKey = (area: ImportAreaName) => `import:${area}`;

export async function readImportRecord(db: MirrorDb, area: ImportAreaName): Promise<ImportRecord | null> {
  const entry = await db.meta.get(recordKey(area));
  const parsed = v.safeParse(ImportRecordSchema, entry?.value);
  return parsed.success ? parsed.output : null;
}

export const writeImportRecord = (db: MirrorDb, area: ImportAreaName, record: ImportRecord) =>
  db.meta.put({ key: recordKey(area), value: record });

export const deleteImportRecord = (db: MirrorDb, area: ImportAreaName) => db.meta.delete(recordKey(area));

/**
 * Where the import's ops stand in the outbox: the ids of those still in it, and those refused or in
 * conflict in full (their reason). Reads the outbox's keys over the import's seq range and the
 * stopped ops, which are few: cheap enough to run again on every outbox change while it drains.
 */
export type ImportOps = { open: ReadonlySet<string>; stopped: readonly OutboxOp[] };

export async function readImportOps(db: MirrorDb, record: ImportRecord): Promise<ImportOps> {
  if (!record.rows.length) return { open: new Set(), stopped: [] };
  const bySeq = new Map(record.rows.map((row) => [row.seq, row.opId]));
  const seqs = [...bySeq.keys()];
  const [keys, stopped] = await Promise.all([
    db.outbox
      .where(':id')
      .between(Math.min(...seqs), Math.max(...seqs), true, true)
      .primaryKeys(),
    db.outbox.where('state').anyOf(['failed', 'conflict']).toArray(),
  ]);
  const open = new Set(keys.flatMap((seq) => bySeq.get(seq) ?? []));
  return { open, stopped: stopped.filter((op) => open.has(op.id)) };
}

export type RefusedRow = ImportRecordRow & { reason: string };

export type ImportProgress = {
  total: number;
  /** Rows the server has answered: accepted or refused. */
  answered: number;
  created: number;
  updated: number;
  refused: RefusedRow[];
};

/** Where each row of the import stands, from its ops still in the outbox. */
export function importProgress(record: ImportRecord, ops: ImportOps): ImportProgress {
  const stopped = new Map(ops.stopped.map((op) => [op.id, op]));
  const progress: ImportProgress = {
    total: record.rows.length,
    answered: 0,
    created: 0,
    updated: 0,
    refused: [],
  };
  for (const row of record.rows) {
    const op = stopped.get(row.opId);
    if (!ops.open.has(row.opId)) {
      progress.answered++;
      progress[row.kind === 'create' ? 'created' : 'updated']++;
    } else if (op) {
      progress.answered++;
      progress.refused.push({ ...row, reason: op.error?.message ?? '' });
    }
  }
  return progress;
}
