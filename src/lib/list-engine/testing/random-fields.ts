/**
 * Random rows of an area declared as fields (src/contract/area-fields.ts), for the engine's
 * property tests: each field a value of its kind chosen to collide (mixed case, accents, %, _,
 * equal dates and instants, a missing value where the field may be missing), so an area needs no
 * generator of its own. Each row is checked against the area's row schema.
 */
import * as v from 'valibot';
import type { AnyListEntity } from '../../../contract';
import type { AreaField, DerivedField } from '../../../contract/area-fields';
import type { Random } from './random-rows';

const TEXTS = ['Alpha', 'alpha', 'Éric', 'éric', 'Zed_50%', 'b\\c', 'Ömer', 'MID'];
const JSON_CANDIDATES = [[], {}, null];

const uuid = (prefix: number, index: number) =>
  `${prefix.toString(16).padStart(8, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

function valueOf(field: AreaField, next: Random, index: number): unknown {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  if (field.options.nullable && next() < 0.2) return null;
  const day = `2026-0${pick([1, 2, 3])}-${String(pick([1, 9, 10, 28])).padStart(2, '0')}`;
  switch (field.kind) {
    case 'status':
      return pick(field.choices ?? []);
    case 'reference':
      return uuid(0xaa, pick([1, 2, 3]));
    case 'money':
    case 'number':
      return pick([0, 1, 99, 12_345, 100_000]);
    case 'date':
      return day;
    case 'timestamp':
      return `${day}T${pick(['00:00:00.000', '08:30:00.000', '08:30:00.001', '23:59:59.999'])}Z`;
    case 'json':
      return JSON_CANDIDATES.find((candidate) => v.is(field.schema, candidate));
    default:
      return `${pick(TEXTS)} ${index % 5}`;
  }
}

/** `count` rows of `area`; undefined when it is not declared as fields. */
export function fieldRows(area: AnyListEntity, count: number, next: Random): unknown[] | undefined {
  if (!('fields' in area)) return undefined;
  const fields = area.fields as Readonly<Record<string, AreaField | DerivedField>>;
  return Array.from({ length: count }, (_, index) => {
    const row: Record<string, unknown> = { id: uuid(Math.floor(next() * 2 ** 32), index) };
    for (const [name, field] of Object.entries(fields))
      if ('schema' in field) row[name] = valueOf(field, next, index);
    row['version'] = index + 1;
    return v.parse(area.rowSchema, row);
  });
}
