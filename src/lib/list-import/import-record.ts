/**
 * The device's record of an import being sent (docs/ARCHITECTURE.md, Import): the file's name and,
 * for each confirmed row, its op id (the op's Idempotency-Key), whether it creates or updates, the
 * values it sends and its cells as typed. Progress and the summary are read from the outbox itself: an op gone from
 * it was accepted, a failed one was refused with the server's words, the others are on their way.
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

/** The ops still in the outbox for these rows (the others were accepted). */
export const openImportOps = (db: MirrorDb, record: ImportRecord) =>
  db.outbox
    .where('id')
    .anyOf(record.rows.map((row) => row.opId))
    .toArray();

export type RefusedRow = ImportRecordRow & { reason: string };

export type ImportProgress = {
  total: number;
  /** Rows the server has answered: accepted or refused. */
  answered: number;
  created: number;
  updated: number;
  refused: RefusedRow[];
};

/** Where each row of the import stands, from the ops still in the outbox. */
export function importProgress(record: ImportRecord, openOps: readonly OutboxOp[]): ImportProgress {
  const open = new Map(openOps.map((op) => [op.id, op]));
  const progress: ImportProgress = {
    total: record.rows.length,
    answered: 0,
    created: 0,
    updated: 0,
    refused: [],
  };
  for (const row of record.rows) {
    const op = open.get(row.opId);
    if (!op) {
      progress.answered++;
      progress[row.kind === 'create' ? 'created' : 'updated']++;
    } else if (op.state === 'failed' || op.state === 'conflict') {
      progress.answered++;
      progress.refused.push({ ...row, reason: op.error?.message ?? '' });
    }
  }
  return progress;
}
