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
import { selectNames } from '../../lib/entity-list/select-items';

export { selectNames };

/** A resource with the names its select list gives, in order (the snapshot's columns). */
export type EntitySource = Resource & { names: readonly string[] };

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
