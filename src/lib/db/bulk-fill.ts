/**
 * Tables a bootstrap in this tab is filling right now (docs/ARCHITECTURE.md, List engine). The
 * snapshot comes entity by entity, page after page; a list index following one of these tables
 * waits until the pull has moved past it and then reads it once, instead of re-reading and
 * re-sorting after every page. That following took the main thread and IndexedDB from the pull
 * itself: the 397,648-row staff bootstrap took 2.6 times as long with the indexes following it.
 * Nothing is shown from those rows meanwhile: a list says its entity is still downloading.
 * Another tab's index is not told and follows as before.
 */
const filling = new Map<string, ReadonlySet<string>>();

/** The tables (by name) the pull's latest page filled in database `db`; none when it ends. */
export function setFillingTables(db: string, tables: Iterable<string>): void {
  const set = new Set(tables);
  if (set.size) filling.set(db, set);
  else filling.delete(db);
}

export const isFillingTable = (db: string, table: string): boolean => filling.get(db)?.has(table) ?? false;
