/**
 * Field builders shared by the bodies of the contract (merchants, users, roles), so every form and
 * the server give the same message codes for the same mistake (docs/product.md, Validation messages).
 */
import * as v from 'valibot';
import { isStorableText } from './storable-text';

/**
 * Digit groups joined by '-' (docs/product.md, Phone numbers): 012-345-6789, 03-1234-5678, +60-12-345-6789.
 */
export const PHONE_PATTERN = /^\+?\d{1,4}(-\d{2,4}){1,3}$/;
/** Letters (any script), spaces and the marks names of places use: Kuala Lumpur, Pulau Pinang. */
export const ALPHABETIC_PATTERN = /^[\p{L}][\p{L} .'-]*$/u;

/**
 * The server refuses unstorable text in any input before its schema runs; the text fields of the
 * forms check it too, so the form shows it at the field instead of after a round trip.
 */
const storable = v.check(isStorableText, 'validation.forbiddenCharacter');

const blankToNull = v.transform((value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value,
);

export const requiredText = (max: number, min = 1) =>
  v.pipe(
    v.string('validation.required'),
    storable,
    v.trim(),
    v.nonEmpty('validation.required'),
    // Skipped for blank text, which is reported once, as required.
    v.check(
      Object.assign((value: string) => value.length === 0 || value.length >= min, { min }),
      'validation.minLength',
    ),
    v.maxLength(max, 'validation.tooLong'),
  );

/** An optional field: blank or null is null, anything else must pass `schema`. */
export const optionalOf = <T extends v.GenericSchema<unknown, unknown>>(schema: T) =>
  v.optional(v.pipe(v.unknown(), blankToNull, v.nullable(schema)), null);

export const text = (max: number) =>
  v.pipe(v.string('validation.text'), storable, v.trim(), v.maxLength(max, 'validation.tooLong'));
export const alphabetic = (max: number) =>
  v.pipe(text(max), v.regex(ALPHABETIC_PATTERN, 'validation.alphabetic'));
export const phone = v.pipe(text(20), v.regex(PHONE_PATTERN, 'validation.phone'));

/** A range check whose issue carries { min, max } (see `issueParams`): 'validation.range'. */
export function range(min: number, max: number) {
  const inRange = Object.assign((value: number) => value >= min && value <= max, { min, max });
  return v.check(inRange, 'validation.range');
}

/** A record id: a uuid, made by the client for creates so an offline create can be replayed. */
export const recordId = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  v.uuid('validation.invalid'),
);

/** The version a change was made on (docs/ARCHITECTURE.md, Offline core); 0 for a record not yet on the server. */
export const baseVersion = v.pipe(
  v.number('validation.required'),
  v.integer('validation.integer'),
  v.minValue(0, 'validation.invalid'),
);

/** Is `yyyy-mm-dd` a day of the calendar (no 30 February, no month 13)? PostgreSQL refuses others. */
export function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A calendar day as `yyyy-mm-dd`: the pattern, then a real day. */
export const calendarDate = v.pipe(
  v.string('validation.required'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid'),
  v.check(isCalendarDate, 'validation.invalid'),
);

/** Row fields as the server sends them: a safe integer, a uuid. */
export const wholeNumber = v.pipe(v.number(), v.safeInteger());
export const uuidText = v.pipe(v.string(), v.uuid());

/** A whole number of sen typed into a form, within bounds (a top-up, a credit limit). */
export const wholeSen = (min: number, max: number) =>
  v.pipe(v.number('validation.numberOnly'), v.integer('validation.integer'), range(min, max));
