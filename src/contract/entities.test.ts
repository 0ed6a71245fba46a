import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AREAS, ENTITIES, LIST_ENTITIES, SYNC_ENTITIES } from './entities';
import { SyncChangeSchema } from './sync';

/** The one registry of areas (docs/ARCHITECTURE.md, Entity descriptors) and what is read from it. */
describe('the registry of areas', () => {
  it('names every mirrored entity once: the names the pull mirrors are its own', () => {
    expect(SYNC_ENTITIES).toEqual(AREAS.map((area) => area.entity));
    expect(new Set(SYNC_ENTITIES).size).toBe(AREAS.length);
    expect(SYNC_ENTITIES.slice(0, 2)).toEqual(['roles', 'menu']);
  });

  it('lets the pull carry every one of its names, and no other', () => {
    const change = { id: 'x', op: 'delete', row: null, version: 1 };
    for (const entity of SYNC_ENTITIES)
      expect(v.is(SyncChangeSchema, { ...change, entity }), entity).toBe(true);
    expect(v.is(SyncChangeSchema, { ...change, entity: 'unknown' })).toBe(false);
  });

  it('gives ENTITIES in its own (bootstrap) order', () => {
    expect(Object.keys(ENTITIES)).toEqual(AREAS.map((area) => area.entity));
  });

  it('holds every listed entity as the same descriptor', () => {
    for (const [name, descriptor] of Object.entries(LIST_ENTITIES)) {
      expect(AREAS).toContain(descriptor);
      expect(descriptor.entity).toBe(name);
    }
  });

  it('lower-cases only fields of entities stored as rows', () => {
    for (const area of AREAS) {
      if ((area.lowerCasedFields ?? []).length > 0) expect(area.storage).toBe('rows');
    }
  });
});

describe('the lists', () => {
  it('open in an order the user can see: the default sort key is a column shown by default', () => {
    const hidden = Object.entries(LIST_ENTITIES).flatMap(([name, descriptor]) => {
      const { sortKey } = v.parse(descriptor.querySchema, {}) as { sortKey: string };
      const column = descriptor.columns.find((spec) => spec.sortKey === sortKey);
      return column?.isDefault ? [] : [`${name}: ${sortKey}`];
    });
    expect(hidden).toEqual([]);
  });
});
