/**
 * A resource derived from an area's fields (docs/ARCHITECTURE.md, Entity descriptors): each field's
 * column is its name in snake_case under the resource's alias unless `sql` names another
 * expression; the select list formats it by kind (dates and instants as ISO text, money and numbers
 * as numbers), and the sort and filter SQL follow the kind as the reference's rules do
 * (sql-rules.ts): text lower-cased, dates by their ISO text, instants to the millisecond, an id
 * filtered as text.
 */
import type { AreaField, DerivedField, FieldArea } from '../../../src/contract/area-fields';
import { float, isoDate, isoTimestamp } from '../sql-format';
import type { ListQueryBase, ListResource, Resource } from './resource';
import { dateSort, instantSort, textSort, valueSort } from './sql-rules';

type ResourceOptions<Q extends ListQueryBase, Name extends string> = Omit<
  Resource,
  'entity' | 'from' | 'columns' | 'id' | 'scope'
> & {
  /** The table's alias in `from` (`bookings b`). */
  alias: string;
  /** FROM clause when it is more than `<table> <alias>` (joins). */
  from?: string;
  /** Columns that are no field's name in snake_case, and the SQL of derived fields. */
  sql?: Partial<Record<Name | 'id' | 'version', string>>;
  /** Sort SQL the kind's rule does not give (a join's value). */
  sortExpressions?: Partial<Record<Q['sortKey'], string>>;
  segments?: Record<string, string>;
  reads?: ListResource<{ id: string }, Q>['reads'];
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function selected(kind: AreaField['kind'], expression: string) {
  if (kind === 'date') return isoDate(expression);
  if (kind === 'timestamp') return isoTimestamp(expression);
  if (kind === 'money' || kind === 'number') return float(expression);
  return expression;
}

/**
 * The ORDER BY of a field by kind. A field that is never missing sorts by value, so an index on
 * the column serves the order; a missing date or instant sorts first ascending, as the
 * reference's empty text does.
 */
function sortOf(field: AreaField | DerivedField, expression: string) {
  const missing = 'value' in field || field.options.nullable === true;
  switch (field.kind) {
    case 'money':
    case 'number':
      return valueSort(expression);
    case 'date':
      return missing ? dateSort(expression) : valueSort(expression);
    case 'timestamp':
      return missing
        ? `coalesce(${instantSort(expression)}, '-infinity'::timestamp)`
        : instantSort(expression);
    default:
      return textSort(expression);
  }
}

/** An id compares as its text, as the reference compares strings (a uuid column would ignore case). */
const filterOf = (field: AreaField | DerivedField, expression: string) =>
  field.kind === 'reference' ? `${expression}::text` : expression;

/** The list resource of a field-declared area. */
export function resourceOf<Row extends { id: string }, Q extends ListQueryBase, Name extends string>(
  descriptor: FieldArea<Row, Q, Name>,
  options: ResourceOptions<Q, Name>,
): ListResource<Row, Q> {
  const { alias, sql = {}, sortExpressions = {}, segments = { list: 'true' }, ...rest } = options;
  const byName: Readonly<Record<string, AreaField | DerivedField>> = descriptor.fields;
  const fields = Object.entries(byName);
  const overrides = sql as Record<string, string>;
  const column = (name: string) => overrides[name] ?? `${alias}.${snakeCase(name)}`;
  const stored = fields.flatMap(([name, field]) => ('schema' in field ? [[name, field] as const] : []));
  const columns = [['id', 'reference'] as const, ...stored.map(([n, f]) => [n, f.kind] as const)]
    .map(([name, kind]) => `${selected(kind, column(name))} AS "${name}"`)
    .concat(`${float(column('version'))} AS "version"`)
    .join(', ');
  const filterExpressions: Record<string, string> = {};
  for (const [name, field] of fields) {
    const rule = field.options.filter;
    if (typeof rule === 'object') {
      filterExpressions[rule.from] = column(name);
      filterExpressions[rule.to] = column(name);
    } else if (rule) filterExpressions[field.options.filterName ?? name] = filterOf(field, column(name));
  }
  const sorts = sortExpressions as Record<string, string>;
  return {
    ...rest,
    entity: descriptor.entity,
    from: options.from ?? `${options.table} ${alias}`,
    columns,
    id: column('id'),
    scope: descriptor.scope === null ? null : column(descriptor.scope),
    descriptor,
    sortExpressions: Object.fromEntries(
      Object.keys(descriptor.sortValues).map((key) => {
        const field = byName[key];
        if (!field) throw new Error(`${descriptor.entity} has no field ${key}`);
        return [key, sorts[key] ?? sortOf(field, column(key))];
      }),
    ) as Record<Q['sortKey'], string>,
    filterExpressions: filterExpressions as ListResource<Row, Q>['filterExpressions'],
    segments,
  };
}
