import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AREAS, ENTITIES, LIST_ENTITIES } from './entities';
import { SYNC_ENTITIES } from './sync';

/** The one registry of areas (docs/ARCHITECTURE.md, Entity descriptors) and what is read from it. */
describe('the registry of areas', () => {
  it('names every mirrored entity once, in the order of SYNC_ENTITIES', () => {
    expect([...AREAS.map((area) => area.entity)].sort()).toEqual([...SYNC_ENTITIES].sort());
    expect(new Set(AREAS.map((area) => area.entity)).size).toBe(AREAS.length);
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
