import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { MenuItemSchema, RoleSchema } from '../../contract';
import type { MenuItem, Role } from '../../contract';
import type { MirrorDb, MirrorRow } from '../../lib/db';

/** A mirrored row as the screens use it: parsed, plus whether it still waits for the server. */
export type RoleRow = Role & { isPending: boolean };
export type MenuItemRow = MenuItem & { version: number; isPending: boolean };

/** The mirror keeps each item's change version, the base of an edit. */
const MirroredMenuItemSchema = v.object({ ...MenuItemSchema.entries, version: v.number() });

/** Rows read back from IndexedDB are parsed (STYLE.md); a row that does not parse is skipped. */
function parseRows<T>(schema: v.GenericSchema<unknown, T>, rows: readonly MirrorRow[]) {
  return rows.flatMap((row) => {
    const parsed = v.safeParse(schema, row);
    return parsed.success ? [{ ...parsed.output, isPending: row._pending === true }] : [];
  });
}

const byName = (a: RoleRow, b: RoleRow) => a.name.localeCompare(b.name);

/** Every role, live from the mirror; undefined while the first read runs. */
export function useRoles(db: MirrorDb): RoleRow[] | undefined {
  return useLiveQuery(async () => parseRows(RoleSchema, await db.roles.toArray()).sort(byName), [db]);
}

/** Every menu item (the whole tree, not only the signed-in user's navigation), live. */
export function useMenuItems(db: MirrorDb): MenuItemRow[] | undefined {
  return useLiveQuery(async () => parseRows(MirroredMenuItemSchema, await db.menu.toArray()), [db]);
}
