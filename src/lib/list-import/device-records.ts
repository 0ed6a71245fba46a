/**
 * The device copy's records of an import's area by matching key (docs/ARCHITECTURE.md, Import),
 * read in pages so each read is one short task however many records the device holds.
 */
import type { MirrorDb, MirrorRow } from '../db';
import { IMPORT_AREAS, matchKey, type ImportAreaName } from './import-areas';

const PAGE = 500;

export async function deviceRecords(db: MirrorDb, area: ImportAreaName): Promise<Map<string, MirrorRow>> {
  const declaration = IMPORT_AREAS[area];
  const byKey = new Map<string, MirrorRow>();
  for await (const page of db.rows(area).pages(PAGE)) {
    for (const row of page) {
      const key = matchKey(declaration, row);
      if (key !== null) byKey.set(key, row);
    }
  }
  return byKey;
}
