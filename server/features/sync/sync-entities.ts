/**
 * What the pull mirrors, in bootstrap order: every contract entity (`ENTITIES`, in its order) with
 * its resource's table, select list and scope column (docs/ARCHITECTURE.md, Entity descriptors).
 * The select lists are the ones the list and get calls use, so a mirrored row and a listed row are
 * always the same shape. Roles and menu items go to everyone for now: the mirror does not yet hide
 * what a role may not use; the server still guards every call.
 */
import { ENTITIES } from '../../../src/contract';
import type { SyncEntity } from '../../../src/contract';
import { scopeMatch } from '../../lib/entity-list/resource';
import type { Resource } from '../../lib/entity-list/resource';
import { RESOURCES } from '../../resources';

/** A resource with the names its select list gives, in order (the snapshot's columns). */
export type EntitySource = Resource & { names: readonly string[] };

/**
 * The aliases of a select list, in order: each item at the top level (outside parentheses and
 * quotes) must end in `AS "name"`, which every resource's list does (a row read with it IS the
 * contract's row); anything else is a programming error, found when the server starts.
 */
export function selectNames(entity: string, columns: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < columns.length; i += 1) {
    const char = columns[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      items.push(columns.slice(start, i));
      start = i + 1;
    }
  }
  items.push(columns.slice(start));
  return items.map((item) => {
    const alias = /\sAS\s+"([A-Za-z_][A-Za-z0-9_]*)"\s*$/i.exec(item);
    if (!alias?.[1]) throw new Error(`${entity}: select item without an alias: ${item.trim()}`);
    return alias[1];
  });
}

export const ENTITY_SOURCES: readonly EntitySource[] = (Object.keys(ENTITIES) as SyncEntity[]).map(
  (entity) => {
    const resource = RESOURCES[entity];
    // The descriptor says whether rows belong to a merchant; the resource says in which column.
    if ((ENTITIES[entity].scope === null) !== (resource.scope === null)) {
      throw new Error(`${entity}: the descriptor's and the resource's scope disagree`);
    }
    return { ...resource, names: selectNames(entity, resource.columns) };
  },
);

export const sourceOf = (entity: string) => ENTITY_SOURCES.find((source) => source.entity === entity);

/** ` AND <scope> = $n` for a merchant caller; nothing for staff or an entity everyone sees. */
export function scopeCondition(source: EntitySource, merchantId: string | null, param: number): string {
  return merchantId !== null && source.scope !== null ? ` AND ${scopeMatch(source, param)}` : '';
}

/**
 * The entities whose change-log entries without a merchant go to every merchant caller: those
 * everyone sees (roles, menu) and those whose rows may be for every merchant (`globalRows`).
 */
export const SHARED_LOG_ENTITIES: readonly string[] = ENTITY_SOURCES.filter(
  (source) => source.scope === null || source.globalRows === true,
).map((source) => source.entity);
