/**
 * The row and query types of each listed entity, and what every list screen needs around them:
 * the default query and the URL search parser (docs/ARCHITECTURE.md, List engine).
 */
import * as v from 'valibot';
import type { ListEntity } from '../../contract';
import { LIST_ENTITIES, type ListedEntity } from '../../contract/entities';

type Descriptor<E extends ListedEntity> = (typeof LIST_ENTITIES)[E];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RowOf<E extends ListedEntity> = Descriptor<E> extends ListEntity<infer R, any> ? R : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type QueryOf<E extends ListedEntity> = Descriptor<E> extends ListEntity<any, infer Q> ? Q : never;

/** A mirrored row as lists show it: `_pending` while queued changes are not yet on the server. */
export type Listed<R> = R & { _pending?: boolean };
export type EntityRow<E extends ListedEntity> = Listed<RowOf<E>>;
export type MerchantRow = EntityRow<'merchants'>;
export type UserRow = EntityRow<'users'>;
export type BookingRow = EntityRow<'bookings'>;
export type InvoiceRow = EntityRow<'invoices'>;
export type InvoiceNoteRow = EntityRow<'invoiceNotes'>;
/** The merchant descriptor's segments: the listing and the approval queue. */
export type MerchantQueue = 'list' | 'pending';

/** The list's query with every default (first page, the descriptor's default sort). */
export function defaultQuery<E extends ListedEntity>(entity: E): QueryOf<E> {
  return v.parse(LIST_ENTITIES[entity].querySchema as unknown as v.GenericSchema<unknown, QueryOf<E>>, {});
}

/**
 * A list's URL search → its query. A hand-edited or stale link never breaks the screen: each
 * invalid parameter falls back to its default on its own.
 */
export function parseListSearch<E extends ListedEntity>(entity: E) {
  const { entries } = LIST_ENTITIES[entity].querySchema as unknown as {
    entries: Record<string, v.GenericSchema>;
  };
  const fallback = defaultQuery(entity);
  return (search: Record<string, unknown>): QueryOf<E> => {
    const query: Record<string, unknown> = { ...fallback };
    for (const [key, entry] of Object.entries(entries)) {
      const parsed = v.safeParse(entry, search[key]);
      if (parsed.success) query[key] = parsed.output;
    }
    return query as QueryOf<E>;
  };
}

type AnySchema = {
  type: string;
  entries?: Record<string, AnySchema>;
  wrapped?: AnySchema;
  options?: unknown[];
};

/** The `typeof` a valibot schema's value has, with whether null/undefined are allowed. */
function expectedType(schema: AnySchema): { type: string | null; nullable: boolean } {
  switch (schema.type) {
    case 'nullable':
    case 'optional':
    case 'nullish':
      return { type: schema.wrapped ? expectedType(schema.wrapped).type : null, nullable: true };
    case 'string':
    case 'number':
    case 'boolean':
      return { type: schema.type, nullable: false };
    case 'picklist':
      return { type: typeof schema.options?.[0], nullable: false };
    default:
      return { type: null, nullable: true };
  }
}

/**
 * A cheap shape check from the descriptor's row schema: every field has the right `typeof`.
 * Rows come from our own server through the pull, so a full parse of 200,000 rows would be wasted
 * time; this keeps a damaged row from breaking the list (it is left out).
 */
export function shapeCheck(schema: unknown): (row: Record<string, unknown>) => boolean {
  const entries = Object.entries((schema as AnySchema).entries ?? {}).flatMap(([field, entry]) => {
    const { type, nullable } = expectedType(entry);
    return type ? [{ field, type, nullable }] : [];
  });
  return (row) => {
    for (let i = 0; i < entries.length; i += 1) {
      const { field, type, nullable } = entries[i] as (typeof entries)[number];
      const value = row[field];
      if (typeof value !== type && !(nullable && value == null)) return false;
    }
    return true;
  };
}
