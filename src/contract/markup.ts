/**
 * Markups and service fees (docs/product.md, Markups; docs/ARCHITECTURE.md, Markups): staff
 * define what is added to a supplier's fare or room rate; merchant admins see the ones that apply
 * to them (their merchant's, their clients', and those for every merchant: `merchantId` null).
 * Pricing is one pure function (`markup-pricing.ts`) the preview and `POST Markup/quote` share.
 * Amounts are integer sen, a percentage markup is in basis points (`1250` is 12.50 %).
 */
import * as v from 'valibot';
import { ISO_DATE_PATTERN } from './area-fields';
import type { ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import { baseVersion, calendarDate, recordId, requiredText, uuidText, wholeNumber, wholeSen } from './fields';
import { LIST_PAGING, listFilter, SORT_ORDERS, listChoice, listIdFilter } from './list-query';
import {
  MAX_MARKUP_BP,
  MAX_MARKUP_FIXED_SEN,
  MAX_QUOTE_BASE_SEN,
  MAX_QUOTE_NIGHTS,
  MAX_QUOTE_PAX,
  MAX_QUOTE_ROOMS,
} from './markup-pricing';

export const MARKUP_APPLIES_TO = ['Flights', 'Hotels'] as const;
export type MarkupAppliesTo = (typeof MARKUP_APPLIES_TO)[number];
/** A flight markup's cabin; `Any` matches every cabin. */
export const CABIN_TYPES = ['Any', 'Economy', 'Premium Economy', 'Business', 'First'] as const;
/** A hotel markup's star rating; `Any` matches every rating. */
export const HOTEL_RATINGS = ['Any', '1', '2', '3', '4', '5'] as const;
export const MARKUP_KINDS = ['Percent', 'Fixed'] as const;
export const MARKUP_BASES = ['PerTicket', 'PerRoomNight'] as const;
export const MARKUP_STATUSES = ['Active', 'Inactive'] as const;
export type MarkupStatus = (typeof MARKUP_STATUSES)[number];

const isoDate = v.pipe(v.string(), v.regex(ISO_DATE_PATTERN));

export const MarkupSchema = v.object({
  id: uuidText,
  name: v.string(),
  appliesTo: v.picklist(MARKUP_APPLIES_TO),
  /** Flights only (null for hotels). */
  cabinType: v.nullable(v.picklist(CABIN_TYPES)),
  /** Hotels only (null for flights). */
  hotelRating: v.nullable(v.picklist(HOTEL_RATINGS)),
  markupKind: v.picklist(MARKUP_KINDS),
  /** Percent: basis points of the base; Fixed: sen per ticket or room night. */
  markupValue: wholeNumber,
  serviceFeeSen: wholeNumber,
  maintenanceFeeSen: wholeNumber,
  /** Flights are per ticket, hotels per room night. */
  basis: v.picklist(MARKUP_BASES),
  /** Null: every merchant. */
  merchantId: v.nullable(uuidText),
  /** A client of `merchantId`; null: every client of the scope. */
  clientId: v.nullable(uuidText),
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

/** GET Markup/markupListPage: name contains; applies to, status, merchant equal. */
export const MarkupListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(MARKUP_SORT_KEYS, 'validation.invalid'), 'name'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'asc'),
  name: listFilter,
  appliesTo: listChoice(MARKUP_APPLIES_TO),
  status: listChoice(MARKUP_STATUSES),
  merchantId: listIdFilter,
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
    // The list shows the validity as one range under validFrom; validTo alone is for the chooser.
    { key: 'validTo', kind: 'date', isDefault: false },
    { key: 'status', kind: 'status', sortKey: 'status', isDefault: true },
    { key: 'updatedAt', kind: 'timestamp', sortKey: 'updatedAt', isDefault: false },
  ],
  statusAction: 'status',
};

// --- Bodies ----------------------------------------------------------------------------------

/** Flights are priced per ticket, hotels per room night: the basis follows what a markup applies to. */
export const BASIS_OF: Record<MarkupAppliesTo, (typeof MARKUP_BASES)[number]> = {
  Flights: 'PerTicket',
  Hotels: 'PerRoomNight',
};

const optionalUuid = v.optional(
  v.nullable(
    v.union([v.literal(''), v.pipe(v.string(), v.uuid('validation.invalid'))], 'validation.invalid'),
  ),
  null,
);
const requiredDate = v.pipe(v.string('validation.required'), v.nonEmpty('validation.required'), calendarDate);

/** A percentage markup's range as the form shows it (0 to 100 %), checked on its basis points. */
const percentInRange = Object.assign(
  (input: { markupKind: string; markupValue: number }) =>
    input.markupKind !== 'Percent' || input.markupValue <= MAX_MARKUP_BP,
  { min: 0, max: MAX_MARKUP_BP / 100 },
);

const markupFields = {
  name: requiredText(100, 3),
  appliesTo: v.picklist(MARKUP_APPLIES_TO, 'validation.required'),
  cabinType: v.optional(v.nullable(v.picklist(CABIN_TYPES, 'validation.invalid')), null),
  hotelRating: v.optional(v.nullable(v.picklist(HOTEL_RATINGS, 'validation.invalid')), null),
  markupKind: v.picklist(MARKUP_KINDS, 'validation.required'),
  /** Percent: basis points (the form turns 12.50 into 1250); Fixed: sen per unit. */
  markupValue: wholeSen(0, MAX_MARKUP_FIXED_SEN),
  serviceFeeSen: wholeSen(0, MAX_MARKUP_FIXED_SEN),
  maintenanceFeeSen: wholeSen(0, MAX_MARKUP_FIXED_SEN),
  /** Null or blank: every merchant. */
  merchantId: optionalUuid,
  /** Null or blank: every client of the merchant. */
  clientId: optionalUuid,
  validFrom: requiredDate,
  validTo: v.optional(v.nullable(v.union([v.literal(''), calendarDate], 'validation.invalid')), null),
};

type MarkupFieldsOutput = v.InferOutput<v.ObjectSchema<typeof markupFields, undefined>>;

/** The stored form of a body's fields: blanks as null, the class of the other area dropped. */
export function normalizeMarkupFields(input: MarkupFieldsOutput) {
  return {
    name: input.name,
    appliesTo: input.appliesTo,
    cabinType: input.appliesTo === 'Flights' ? input.cabinType : null,
    hotelRating: input.appliesTo === 'Hotels' ? input.hotelRating : null,
    markupKind: input.markupKind,
    markupValue: input.markupValue,
    serviceFeeSen: input.serviceFeeSen,
    maintenanceFeeSen: input.maintenanceFeeSen,
    basis: BASIS_OF[input.appliesTo],
    merchantId: input.merchantId || null,
    clientId: input.clientId || null,
    validFrom: input.validFrom,
    validTo: input.validTo || null,
  };
}
export type MarkupFields = ReturnType<typeof normalizeMarkupFields>;

/** POST Markup/create: the id is the device's, so an offline create replays under it. */
export const MarkupCreateSchema = v.pipe(
  v.object({ id: recordId, ...markupFields }),
  // The cross-field rules, each reported at its field.
  v.forward(
    v.partialCheck(
      [['appliesTo'], ['cabinType']],
      (input) => input.appliesTo !== 'Flights' || Boolean(input.cabinType),
      'validation.required',
    ),
    ['cabinType'],
  ),
  v.forward(
    v.partialCheck(
      [['appliesTo'], ['hotelRating']],
      (input) => input.appliesTo !== 'Hotels' || Boolean(input.hotelRating),
      'validation.required',
    ),
    ['hotelRating'],
  ),
  v.forward(v.partialCheck([['markupKind'], ['markupValue']], percentInRange, 'validation.range'), [
    'markupValue',
  ]),
  v.forward(
    v.partialCheck(
      [['merchantId'], ['clientId']],
      (input) => !input.clientId || Boolean(input.merchantId),
      'markup.clientNeedsMerchant',
    ),
    ['merchantId'],
  ),
  v.forward(
    v.partialCheck(
      [['validFrom'], ['validTo']],
      (input) => !input.validTo || input.validTo >= input.validFrom,
      'markup.validToBeforeFrom',
    ),
    ['validTo'],
  ),
);
export type MarkupCreate = v.InferOutput<typeof MarkupCreateSchema>;
export type MarkupCreateInput = v.InferInput<typeof MarkupCreateSchema>;

/** POST Markup/update: every field of a create, on the version it was edited from. */
export const MarkupUpdateSchema = v.intersect([MarkupCreateSchema, v.object({ baseVersion })]);
export type MarkupUpdate = v.InferOutput<typeof MarkupUpdateSchema>;

export const MarkupStatusUpdateSchema = v.object({
  id: recordId,
  status: v.picklist(MARKUP_STATUSES, 'validation.invalid'),
  baseVersion,
});
export type MarkupStatusUpdate = v.InferOutput<typeof MarkupStatusUpdateSchema>;

/** POST Markup/quote: a base per unit and the units of the markup's basis (pax, or nights and rooms). */
export const MarkupQuoteSchema = v.object({
  id: recordId,
  baseSen: wholeSen(0, MAX_QUOTE_BASE_SEN),
  pax: v.optional(wholeSen(1, MAX_QUOTE_PAX), 1),
  nights: v.optional(wholeSen(1, MAX_QUOTE_NIGHTS), 1),
  rooms: v.optional(wholeSen(1, MAX_QUOTE_ROOMS), 1),
});
export type MarkupQuote = v.InferOutput<typeof MarkupQuoteSchema>;

export * from './markup-pricing';
export * from './markup-rules';
