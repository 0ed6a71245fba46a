/**
 * Queues an import's confirmed rows (docs/ARCHITECTURE.md, Import): ordinary outbox ops, one per
 * row, each with its own id (its Idempotency-Key), queued in chunks. A chunk's ops and the import
 * record naming them are written in ONE transaction, so a reload never finds an op the record does
 * not know, nor a row whose op is missing; and a few bulk requests per chunk replace a transaction
 * per row. Each op names the file, which the server's audit records. The replayer is asked to send
 * after each chunk, while the next one is queued.
 */
import type { MirrorDb } from '../db/mirror-db';
import { enqueueChanges, type NewChange } from '../sync/outbox';
import { requestReplay } from '../sync/sync-engine';
import type { ImportAreaName } from './import-areas';
import { writeImportRecord, type ImportRecord, type ImportRecordRow } from './import-record';

/** A confirmed row and the change the area's form would queue for it. */
export type ImportRowChange = Omit<ImportRecordRow, 'opId' | 'seq'> & { change: NewChange };

/** Rows per transaction: large enough to be cheap, small enough to keep each main-thread task short. */
const CHUNK_ROWS = 500;

export async function queueImport(
  db: MirrorDb,
  area: ImportAreaName,
  file: Pick<ImportRecord, 'fileName' | 'createdAt'>,
  rows: readonly ImportRowChange[],
): Promise<ImportRecord> {
  let record: ImportRecord = { ...file, rows: [] };
  // Nothing to send (every update changes nothing) still ends in a summary.
  if (!rows.length) await writeImportRecord(db, area, record);
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const changes = chunk.map((row) => ({ ...row.change, importFile: file.fileName }));
    const entities = [...new Set(changes.map((change) => change.entity))];
    const tables = [
      ...entities.map((entity) => db.rows(entity).table),
      db.outbox,
      db.shadows,
      db.outboxFiles,
      db.meta,
    ];
    const previous = record;
    record = await db.transaction('rw', tables, async () => {
      const ops = await enqueueChanges(db, changes);
      const queued = chunk.map(({ line, kind, values, input }, index) => {
        const op = ops[index];
        if (op?.seq === undefined) throw new Error('queueImport: an op without its seq');
        return { line, kind, values, input, opId: op.id, seq: op.seq };
      });
      const next = { ...previous, rows: [...previous.rows, ...queued] };
      await writeImportRecord(db, area, next);
      return next;
    });
    void requestReplay();
  }
  return record;
}
