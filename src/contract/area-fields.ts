/**
 * An area's fields, each named once with its kind and what it takes part in (docs/ARCHITECTURE.md,
 * Entity descriptors): whether it sorts, how it filters, whether the search finds it, whether it is
 * a column (shown by default or chosen), whether the device keeps a lower-cased copy for an index.
 * `listArea` derives the descriptor from them: the row schema, the query schema with its default
 * sort, the sort values, the filters, the columns, the search and lower-cased fields. The server
 * derives its SQL from the same fields (server/lib/entity-list/resource-of.ts).
 */
import * as v from 'valibot';
import type { ColumnKind, ColumnSpec, EntityBase, FilterSpec, ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import { LIST_PAGING, listChoice, listFilter, listIdFilter, SORT_ORDERS, type SortOrder } from './list-query';

/** An ISO calendar date, `yyyy-mm-dd` (shown as `yyyy-MMM-dd`, docs/product.md, Dates and time zone). */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A field's kind: how it is stored, sorted, filtered, shown and exported. */
export type FieldKind = ColumnKind | 'reference' | 'json';

/** The two bounds of a date filter, by their query names (inclusive). */
export type DateRange<From extends string = string, To extends string = string> = { from: From; to: To };

export type FieldOptions = {
  sort?: boolean;
  /** `contains` (text), `equals` (a choice, an id) or a date range. */
  filter?: 'contains' | 'equals' | DateRange;
  /** The Ctrl+K search matches it. */
  search?: boolean;
  /** A list column: shown until the user chooses otherwise (`default`) or chosen (`extra`). */
  column?: 'default' | 'extra';
  /** The device keeps `_<field>Lower` for a Dexie index (`rows` storage only). */
  lower?: boolean;
  nullable?: boolean;
  /** What a row stored before the field existed reads as (the device keeps rows across versions). */
  missing?: string | number | null;
  /** A money field's currency: the row field holding its ISO 4217 code (MYR when not given). */
  currency?: string;
  /** The column's kind when its cell shows the value as another (a markup's value as "12.50 %"). */
  columnKind?: ColumnKind;
  /**
   * The row's schema where it is not the kind's: an API published before its fields keeps its
   * reference (a merchant's amounts as integers, a user's role id as any text). Taken as is.
   */
  schema?: v.GenericSchema;
  /** The filter's name in the query where it is not the field's (users' `contactNumber`). */
  filterName?: string;
  /** The filter's query schema where it is not its rule's (users' `filterRole`, a role id). */
  query?: v.GenericSchema;
  /** An instant that may carry another ISO form (an offset): it sorts by the instant it names. */
  anyOffset?: boolean;
};

export type AreaField<T = unknown, O extends FieldOptions = FieldOptions> = {
  kind: FieldKind;
  schema: v.GenericSchema<unknown, T>;
  choices?: readonly string[];
  options: O;
};

type Value<T, O> = O extends { schema: v.GenericSchema<unknown, infer S> }
  ? S
  : O extends { nullable: true }
    ? T | null
    : T;

const withMissing = (schema: v.GenericSchema, missing: FieldOptions['missing']) =>
  missing === undefined ? schema : v.optional(schema, missing);

const field =
  <T>(kind: FieldKind, schema: v.GenericSchema<unknown, T>, choices?: readonly string[]) =>
  <const O extends FieldOptions = object>(options?: O): AreaField<Value<T, O>, O> => ({
    kind,
    schema: (options?.schema ??
      withMissing(options?.nullable ? v.nullable(schema) : schema, options?.missing)) as v.GenericSchema<
      unknown,
      Value<T, O>
    >,
    ...(choices ? { choices } : {}),
    options: options ?? ({} as O),
  });

export const text = field('text', v.string());
export const code = field('code', v.string());
export const money = field('money', v.pipe(v.number(), v.safeInteger()));
export const number = field('number', v.number());
/** A whole number (a count, basis points): sorted and shown as a number. */
export const integer = field('number', v.pipe(v.number(), v.safeInteger()));
export const date = field('date', v.pipe(v.string(), v.regex(ISO_DATE_PATTERN)));
/** An instant as ISO 8601 UTC with milliseconds. */
export const timestamp = field('timestamp', v.string());
/** Another record's id. */
export const reference = field('reference', v.pipe(v.string(), v.uuid()));
/** One of fixed values, sorted and filtered as text. */
export const status = <const C extends readonly string[], const O extends FieldOptions = object>(
  choices: C,
  options?: O,
) => field('status', v.picklist(choices), choices)(options);
/** A structured value the row carries as is (never sorted nor filtered). */
export const json = <T, const O extends FieldOptions = object>(
  schema: v.GenericSchema<unknown, T>,
  options?: O,
) => field('json', schema)(options);

/** The row schemas of some fields by name (the fields a proposal may change, as a row has them). */
export const schemasOf = <const F extends Record<string, AreaField>>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, spec.schema])) as {
    [K in keyof F]: F[K]['schema'];
  };

/** A derived field: not stored but computed from the row (a booking's travel date). */
export type DerivedField<O extends FieldOptions = FieldOptions> = {
  kind: FieldKind;
  options: O;
  /** Its parameter names the row fields it reads. */
  value: (row: never) => string | number | null;
};

export const derived = <const O extends FieldOptions>(
  kind: FieldKind,
  value: DerivedField['value'],
  options: O,
): DerivedField<O> => ({ kind, value, options });

/**
 * A derived status, one of `choices` computed from the row (a notification's read state): its
 * `equals` filter takes only those values, as a stored status's does.
 */
export const derivedStatus = <const C extends readonly string[], const O extends FieldOptions>(
  choices: C,
  value: (row: never) => C[number] | null,
  options: O,
): DerivedField<O> & { choices: C } => ({ kind: 'status', value, options, choices });

type Fields = Record<string, AreaField | DerivedField>;

type StoredOf<F extends Fields> = {
  -readonly [K in keyof F as F[K] extends DerivedField ? never : K]: F[K] extends AreaField<infer T>
    ? T
    : never;
};
/** The fields a row may leave out (its schema is optional without a default). */
type AbsentKeys<R> = { [K in keyof R]: undefined extends R[K] ? K : never }[keyof R];

/** The row an area's fields describe, with its `id` and `version`. */
export type RowOf<F extends Fields> = { id: string } & Omit<StoredOf<F>, AbsentKeys<StoredOf<F>>> &
  Partial<Pick<StoredOf<F>, AbsentKeys<StoredOf<F>>>> & { version: number };

type OptionsOf<F> = F extends { options: infer O } ? O : never;
type SortKeyOf<F> = { [K in keyof F]: OptionsOf<F[K]> extends { sort: true } ? K : never }[keyof F] & string;
type FilterNameOf<K extends string, F> = OptionsOf<F> extends { filterName: infer N extends string } ? N : K;
type ChoiceOf<F> = F extends { choices: readonly (infer C)[] } ? C : string;
type FilterOf<K extends string, F> =
  OptionsOf<F> extends { filter: 'contains' }
    ? Record<FilterNameOf<K, F>, string>
    : OptionsOf<F> extends { filter: 'equals' }
      ? Record<FilterNameOf<K, F>, '' | NonNullable<F extends AreaField<infer T> ? T : ChoiceOf<F>>>
      : OptionsOf<F> extends { filter: DateRange<infer A, infer B> }
        ? Record<A | B, string>
        : Record<never, never>;
type Intersect<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;
type FiltersOf<F> = Intersect<{ [K in keyof F & string]: FilterOf<K, F[K]> }[keyof F & string]>;

type ListQueryBase = { pageSize: number; curPageIndex: number; sortKey: string; sortOrder: SortOrder };

/** An area's list query: paging, its sort keys and order, and its filters. */
export type QueryOf<F> = {
  pageSize: number;
  curPageIndex: number;
  sortKey: SortKeyOf<F>;
  sortOrder: SortOrder;
} & FiltersOf<F>;

/** A descriptor derived from fields: the fields ride along for the server's SQL, `Name` their names. */
export type FieldArea<
  Row extends { id: string },
  Q extends ListQueryBase,
  Name extends string = string,
> = ListEntity<Row, Q> & {
  fields: Readonly<Record<Name, AreaField | DerivedField>>;
};

/** A date filter's bound: empty or an ISO date. */
export const dateBound = v.optional(
  v.union(
    [v.literal(''), v.pipe(v.string(), v.regex(ISO_DATE_PATTERN, 'validation.invalid'))],
    'validation.invalid',
  ),
  '',
);

const TEXT_KINDS: readonly FieldKind[] = ['text', 'code', 'status', 'reference'];
const COLUMN_KINDS: Partial<Record<FieldKind, ColumnKind>> = { reference: 'text', json: 'text' };

type AnyField = AreaField | DerivedField;
type AnyRow = Record<string, unknown>;
/** How a row's field is read: its own value, or the derived field's. */
export const fieldReader = (name: string, spec: AnyField) =>
  'value' in spec
    ? (spec.value as (row: AnyRow) => string | number | null)
    : (row: AnyRow) => row[name] as string | number | null;

function sortValue(name: string, spec: AnyField) {
  const read = fieldReader(name, spec);
  if (spec.kind === 'money' || spec.kind === 'number') return (row: AnyRow) => read(row) ?? 0;
  if (TEXT_KINDS.includes(spec.kind)) return (row: AnyRow) => foldCase(String(read(row) ?? ''));
  if (spec.options.anyOffset)
    return (row: AnyRow) => {
      const value = read(row);
      return value === null ? '' : new Date(value).toISOString();
    };
  return (row: AnyRow) => read(row) ?? '';
}

function queryEntry(spec: AnyField) {
  if (spec.options.query) return spec.options.query;
  if (spec.options.filter !== 'equals') return listFilter;
  if (spec.kind === 'status' && 'choices' in spec && spec.choices) return listChoice(spec.choices);
  return spec.kind === 'reference' ? listIdFilter : listFilter;
}

/** `entries` in the order `names` gives, when given; it must name each of them once. */
function inOrder<T>(entries: [string, T][], names: readonly string[] | undefined, what: string) {
  if (!names) return entries;
  const byName = new Map(entries);
  const named = new Set(names);
  if (named.size !== names.length || named.size !== byName.size || names.some((name) => !byName.has(name)))
    throw new Error(`The ${what} order must name each ${what} once: ${[...byName.keys()].join(', ')}`);
  return names.map((name): [string, T] => [name, byName.get(name) as T]);
}

/**
 * The descriptor of an area from its fields (stored or `derived`, in column order unless `order`
 * gives another) and the default order. `id` and `version` are every row's and need no declaration.
 */
export function listArea<const E extends string, const F extends Fields>(
  base: Omit<EntityBase, 'entity' | 'searchFields' | 'lowerCasedFields'> & {
    entity: E;
    fields: F;
    defaultSort: [SortKeyOf<F>, SortOrder];
    segments?: ListEntity<RowOf<F>, QueryOf<F>>['segments'];
    statusAction?: ListEntity<RowOf<F>, QueryOf<F>>['statusAction'];
    /** The id's schema where it is not a uuid (an API published with ids as any text). */
    id?: v.GenericSchema<unknown, string>;
    /**
     * The order of the columns, and of the sort keys and filters in the API's query, where it is
     * not the fields' (the row keeps the fields' order; an API published before its fields keeps its
     * reference unchanged). Each list names every one of its kind.
     */
    order?: {
      columns?: readonly (keyof F & string)[];
      sortKeys?: readonly SortKeyOf<F>[];
      filters?: readonly (keyof FiltersOf<F> & string)[];
    };
  },
): FieldArea<RowOf<F>, QueryOf<F>, keyof F & string> & { entity: E } {
  const { fields, defaultSort, segments, order = {}, id = v.pipe(v.string(), v.uuid()), ...rest } = base;
  const all = Object.entries(fields as Record<string, AnyField>);
  const rowSchema = v.object({
    id,
    ...Object.fromEntries(all.flatMap(([k, f]) => ('schema' in f ? [[k, f.schema]] : []))),
    version: v.number(),
  });
  const sorted = inOrder(
    all.filter(([, spec]) => spec.options.sort),
    order.sortKeys,
    'sort key',
  );
  const sortKeys = sorted.map(([name]) => name);
  let query: Record<string, v.GenericSchema<unknown, unknown>> = {};
  let filters: Record<string, FilterSpec<AnyRow>> = {};
  for (const [name, spec] of all) {
    const rule = spec.options.filter;
    const value = (row: AnyRow) => {
      const found = fieldReader(name, spec)(row);
      return found === null ? null : String(found);
    };
    if (typeof rule === 'object') {
      query[rule.from] = dateBound;
      query[rule.to] = dateBound;
      filters[rule.from] = { match: 'from', value };
      filters[rule.to] = { match: 'to', value };
    } else if (rule) {
      const filterName = spec.options.filterName ?? name;
      query[filterName] = queryEntry(spec);
      filters[filterName] = { match: rule, value };
    }
  }
  if (order.filters) {
    filters = Object.fromEntries(inOrder(Object.entries(filters), order.filters, 'filter'));
    query = Object.fromEntries(inOrder(Object.entries(query), order.filters, 'filter'));
  }
  const columned = inOrder(
    all.filter(([, spec]) => spec.options.column),
    order.columns,
    'column',
  );
  const columns = columned.map(([name, spec]): ColumnSpec => {
    const kind = spec.options.columnKind ?? COLUMN_KINDS[spec.kind] ?? (spec.kind as ColumnKind);
    return {
      key: name,
      kind,
      ...(spec.options.sort ? { sortKey: name } : {}),
      isDefault: spec.options.column === 'default',
    };
  });
  const named = (option: 'search' | 'lower') =>
    all.filter(([, spec]) => spec.options[option]).map(([k]) => k);
  const lowerCasedFields = named('lower');
  return {
    ...rest,
    searchFields: named('search'),
    ...(lowerCasedFields.length ? { lowerCasedFields } : {}),
    rowSchema,
    querySchema: v.object({
      ...LIST_PAGING,
      sortKey: v.optional(v.picklist(sortKeys, 'validation.invalid'), defaultSort[0]),
      sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), defaultSort[1]),
      ...query,
    }),
    sortValues: Object.fromEntries(sorted.map(([k, s]) => [k, sortValue(k, s)])),
    filters,
    segments: segments ?? { list: () => true },
    columns,
    fields: Object.fromEntries(all),
  } as unknown as FieldArea<RowOf<F>, QueryOf<F>, keyof F & string> & { entity: E };
}

/** The list query of a descriptor. */
export type ListQueryOf<E> = E extends { querySchema: v.GenericSchema<unknown, infer Q> } ? Q : never;
