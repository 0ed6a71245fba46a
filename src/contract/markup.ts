/**
 * Markups and service fees (SPEC §3 markup fields; issue 18; docs/ARCHITECTURE.md, Markups): staff
 * define what is added to a supplier's fare or room rate; merchant admins see the ones that apply
 * to them (their merchant's, their clients', and those for every merchant: `merchantId` null).
 * Pricing is one pure function (`markup-pricing.ts`) the preview and `POST Markup/quote` share.
 * Amounts are integer sen, a percentage markup is in basis points (`1250` is 12.50 %).
 */
import * as v from 'valibot';
import { ISO_DATE_PATTERN } from './booking';
import type { ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import { LIST_PAGING, listFilter, SORT_ORDERS } from './list-query';

export const MARKUP_APPLIES_TO = ['Flights', 'Hotels'] as const;
export type MarkupAppliesTo = (typeof MARKUP_APPLIES_TO)[number];
/** A flight markup's cabin; `Any` matches every cabin. */
export const CABIN_TYPES = ['Any', 'Economy', 'Premium Economy', 'Business', 'First'] as const;
/** A hotel markup's star rating; `Any` matches every rating. */
export const HOTEL_RATINGS = ['Any', '1', '2', '3', '4', '5'] as const;
export const MARKUP_KINDS = ['Percent', 'Fixed'] as const;
export const MARKUP_BASES = ['PerTicket', 'PerRoomNight'] as const;
export const MARKUP_STATUSES = ['Active', 'Inactive'] as const;

const uuid = v.pipe(v.string(), v.uuid());
const int = v.pipe(v.number(), v.safeInteger());
const isoDate = v.pipe(v.string(), v.regex(ISO_DATE_PATTERN));

export const MarkupSchema = v.object({
  id: uuid,
  name: v.string(),
  appliesTo: v.picklist(MARKUP_APPLIES_TO),
  /** Flights only (null for hotels). */
  cabinType: v.nullable(v.picklist(CABIN_TYPES)),
  /** Hotels only (null for flights). */
  hotelRating: v.nullable(v.picklist(HOTEL_RATINGS)),
  markupKind: v.picklist(MARKUP_KINDS),
  /** Percent: basis points of the base; Fixed: sen per ticket or room night. */
  markupValue: int,
  serviceFeeSen: int,
  maintenanceFeeSen: int,
  /** Flights are per ticket, hotels per room night. */
  basis: v.picklist(MARKUP_BASES),
  /** Null: every merchant. */
  merchantId: v.nullable(uuid),
  /** A client of `merchantId`; null: every client of the scope. */
  clientId: v.nullable(uuid),
  validFrom: isoDate,
  /** Null: open-ended. */
  validTo: v.nullable(isoDate),
  status: v.picklist(MARKUP_STATUSES),
  currency: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  version: v.number(),
});
export type Markup = v.InferOutput<typeof MarkupSchema>;

export const MARKUP_SORT_KEYS = ['name', 'appliesTo', 'validFrom', 'status', 'updatedAt'] as const;

const choice = <T extends readonly string[]>(values: T) =>
  v.optional(v.union([v.literal(''), v.picklist(values)], 'validation.invalid'), '');

/** GET Markup/markupListPage: name contains; applies to, status, merchant equal. */
export const MarkupListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(MARKUP_SORT_KEYS, 'validation.invalid'), 'name'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'asc'),
  name: listFilter,
  appliesTo: choice(MARKUP_APPLIES_TO),
  status: choice(MARKUP_STATUSES),
  merchantId: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.uuid('validation.invalid'))]), ''),
});
export type MarkupListQuery = v.InferOutput<typeof MarkupListQuerySchema>;

export const markupEntity: ListEntity<Markup, MarkupListQuery> = {
  entity: 'markups',
  area: 'Markup',
  menuKey: 'markup.list',
  /** A merchant sees its own markups and those for every merchant (null): see the server's scope rule. */
  scope: 'merchantId',
  storage: 'blocks',
  searchFields: ['name'],
  rowSchema: MarkupSchema,
  querySchema: MarkupListQuerySchema,
  sortValues: {
    name: (row) => foldCase(row.name),
    appliesTo: (row) => foldCase(row.appliesTo),
    validFrom: (row) => row.validFrom,
    status: (row) => foldCase(row.status),
    updatedAt: (row) => row.updatedAt,
  },
  filters: {
    name: { match: 'contains', value: (row) => row.name },
    appliesTo: { match: 'equals', value: (row) => row.appliesTo },
    status: { match: 'equals', value: (row) => row.status },
    merchantId: { match: 'equals', value: (row) => row.merchantId },
  },
  segments: { list: () => true },
  columns: [
    { key: 'name', kind: 'text', sortKey: 'name', isDefault: true },
    { key: 'appliesTo', kind: 'status', sortKey: 'appliesTo', isDefault: true },
    { key: 'class', kind: 'text', isDefault: true },
    { key: 'markupValue', kind: 'text', isDefault: true },
    { key: 'serviceFeeSen', kind: 'money', isDefault: true },
    { key: 'maintenanceFeeSen', kind: 'money', isDefault: false },
    { key: 'basis', kind: 'text', isDefault: false },
    { key: 'merchantId', kind: 'text', isDefault: true },
    { key: 'validFrom', kind: 'date', sortKey: 'validFrom', isDefault: true },
    { key: 'validTo', kind: 'date', isDefault: true },
    { key: 'status', kind: 'status', sortKey: 'status', isDefault: true },
    { key: 'updatedAt', kind: 'timestamp', sortKey: 'updatedAt', isDefault: false },
  ],
  statusAction: 'status',
};
