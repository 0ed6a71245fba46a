/**
 * Markups and service fees (docs/product.md, Markups; docs/ARCHITECTURE.md, Markups): staff
 * define what is added to a supplier's fare or room rate; merchant admins see the ones that apply
 * to them (their merchant's, their clients', and those for every merchant: `merchantId` null).
 * Pricing is one pure function (`markup-pricing.ts`) the preview and `POST Markup/quote` share.
 * Amounts are integer sen, a percentage markup is in basis points (`1250` is 12.50 %).
 */
import * as v from 'valibot';
import * as f from './area-fields';
import { baseVersion, calendarDate, recordId, requiredText, wholeSen } from './fields';
import { markupClass } from './markup-rules';
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

const sort = true;
const column = 'default';
const nullable = true;

/**
 * GET Markup/markupListPage: name contains; applies to, status, merchant equal. Each field once
 * (docs/ARCHITECTURE.md, Entity descriptors), in column order.
 */
export const markupEntity = f.listArea({
  entity: 'markups',
  area: 'Markup',
  menuKey: 'markup.list',
  /** A merchant sees its own markups and those for every merchant (null): see the server's scope rule. */
  scope: 'merchantId',
  storage: 'blocks',
  defaultSort: ['name', 'asc'],
  statusAction: 'status',
  fields: {
    name: f.text({ sort, filter: 'contains', search: true, column }),
    appliesTo: f.status(MARKUP_APPLIES_TO, { sort, filter: 'equals', column }),
    /** The cabin or the star rating. */
    class: f.derived('text', markupClass, { column }),
    /** Flights only (null for hotels). */
    cabinType: f.status(CABIN_TYPES, { nullable }),
    /** Hotels only (null for flights). */
    hotelRating: f.status(HOTEL_RATINGS, { nullable }),
    markupKind: f.status(MARKUP_KINDS),
    /** Percent: basis points of the base; Fixed: sen per ticket or room night. Shown as "12.50 %" or money. */
    markupValue: f.integer({ column, columnKind: 'text' }),
    serviceFeeSen: f.money({ column, currency: 'currency' }),
    maintenanceFeeSen: f.money({ column: 'extra', currency: 'currency' }),
    /** Flights are per ticket, hotels per room night. */
    basis: f.status(MARKUP_BASES, { column: 'extra', columnKind: 'text' }),
    /** Null: every merchant. */
    merchantId: f.reference({ nullable, filter: 'equals', column }),
    /** A client of `merchantId`; null: every client of the scope. */
    clientId: f.reference({ nullable }),
    // The list shows the validity as one range under validFrom; validTo alone is for the chooser.
    validFrom: f.date({ sort, column }),
    /** Null: open-ended. */
    validTo: f.date({ nullable, column: 'extra' }),
    status: f.status(MARKUP_STATUSES, { sort, filter: 'equals', column }),
    currency: f.code(),
    createdAt: f.timestamp(),
    updatedAt: f.timestamp({ sort, column: 'extra' }),
  },
  order: { filters: ['name', 'appliesTo', 'status', 'merchantId'] },
});

export const MarkupSchema = markupEntity.rowSchema;
export type Markup = v.InferOutput<typeof MarkupSchema>;
export type MarkupListQuery = f.ListQueryOf<typeof markupEntity>;

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
