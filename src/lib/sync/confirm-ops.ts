import type { SyncEntity } from '../../contract';
import { addIndexFields } from '../db/index-fields';
import type { MirrorDb } from '../db/mirror-db';
import type { MirrorRow, OutboxOp, ShadowRow } from '../db/mirror-rows';
import { deleteOpFiles } from './outbox-files';
import { composeRow, settleServerRow, withBaseVersion } from './row-state';
import { readAnsweredRow } from './transport';

/**
 * The server accepted these ops: drop each (and its files), take its answered row as the server copy, and move the
 * record's later ops onto the confirmed version (they were made on top of this one). One
 * transaction for the batch, and a few bulk requests per entity instead of several requests per
 * op: on the client, confirming was most of the drain's time. A batch holds at most one op per
 * record (replay.ts), so the records here are distinct.
 */
export async function confirmOps(db: MirrorDb, accepted: [OutboxOp, unknown][]): Promise<void> {
  const entities = [...new Set(accepted.map(([op]) => op.entity))];
  await db.transaction(
    'rw',
    [...entities.map((entity) => db.rows(entity).table), db.outbox, db.shadows, db.outboxFiles],
    async () => {
      // Requests run in order within the transaction: the reads below no longer see these ops.
      await db.outbox.bulkDelete(accepted.map(([op]) => op.seq as number));
      // A file stays on the device until its op is confirmed, and goes with it.
      await deleteOpFiles(
        db,
        accepted.map(([op]) => op),
      );
      for (const entity of entities) {
        await confirmEntity(
          db,
          entity,
          accepted.filter(([op]) => op.entity === entity),
        );
      }
    },
  );
}

async function confirmEntity(db: MirrorDb, entity: SyncEntity, accepted: [OutboxOp, unknown][]) {
  const ids = accepted.map(([op]) => op.entityId);
  const keys = ids.map((id): [string, string] => [entity, id]);
  const [laterOps, shadows, visibles] = await Promise.all([
    db.outbox.where('[entity+entityId]').anyOf(keys).toArray(),
    db.shadows.bulkGet(keys),
    db.rows(entity).bulkGet(ids),
  ]);
  const laterByRecord = new Map<string, OutboxOp[]>();
  for (const op of laterOps.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    laterByRecord.set(op.entityId, [...(laterByRecord.get(op.entityId) ?? []), op]);
  }
  const rebased: { key: number; changes: Partial<OutboxOp> }[] = [];
  const rowPuts: MirrorRow[] = [];
  const shadowPuts: ShadowRow[] = [];
  const shadowDeletes: [string, string][] = [];
  accepted.forEach(([op, answer], index) => {
    const id = op.entityId;
    const shadow = shadows[index]?.row;
    let later = laterByRecord.get(id) ?? [];
    const answered = readAnsweredRow(answer);
    let settled: { shadow: MirrorRow | null; row: MirrorRow | null };
    if (answered?.id === id) {
      later = later.map((next) => ({
        ...next,
        baseVersion: answered.version,
        body: withBaseVersion(next.body, answered.version),
      }));
      for (const next of later) {
        rebased.push({
          key: next.seq as number,
          changes: { baseVersion: next.baseVersion, body: next.body },
        });
      }
      settled = settleServerRow(answered, shadow, visibles[index], later);
    } else {
      // No row in the answer: the op's values are our best guess of the server copy until the
      // pull after the drain brings the real one.
      const guess = { ...(shadow ?? { id, version: op.baseVersion }), ...op.patch };
      settled = { shadow: later.length ? guess : null, row: composeRow(id, guess, later) };
    }
    if (settled.shadow) shadowPuts.push({ entity, id, row: settled.shadow });
    else if (shadow) shadowDeletes.push([entity, id]);
    if (settled.row) rowPuts.push(addIndexFields(entity, settled.row));
  });
  await Promise.all([
    rebased.length ? db.outbox.bulkUpdate(rebased) : null,
    shadowPuts.length ? db.shadows.bulkPut(shadowPuts) : null,
    shadowDeletes.length ? db.shadows.bulkDelete(shadowDeletes) : null,
    rowPuts.length ? db.rows(entity).bulkPut(rowPuts) : null,
  ]);
}
