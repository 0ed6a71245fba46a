/**
 * The bodies of Merchant/create, Merchant/update and Merchant/approval, with the validation rules
 * of docs/product.md, Validation messages, as message codes. The create form parses with these schemas before
 * anything is queued, and the server parses the same body again, so both give the same messages.
 *
 * Number fields accept a number or the text a form field holds ("12"); the two amounts take sen as
 * a number and ringgit as text ("1500.50"). Text that is not a number is 'validation.numberOnly', a
 * fraction where a whole number is needed is 'validation.integer', and a value outside its bounds
 * is 'validation.range' with { min, max }.
 * Optional fields treat blank text as null.
 */
import * as v from 'valibot';
import {
  ALPHABETIC_PATTERN,
  alphabetic,
  baseVersion,
  optionalOf,
  PHONE_PATTERN,
  phone,
  range,
  recordId as merchantId,
  requiredText,
  text,
} from './fields';
import { REGISTRATION_NUMBER_PATTERN } from './registration';
import type { MessageParams } from './messages';
import { moneyParam, parseMoney } from './money';
import { BUYER_IDENTITY_FIELDS, buyerIdentityChecks } from './e-invoice/buyer-identity';

/** Digits with at most two decimals. */
const NUMBER_PATTERN = /^\d+(\.\d{1,2})?$/;

export const MERCHANT_SIZES = ['Micro', 'Small', 'Medium', 'Large'] as const;
export const MERCHANT_BOUNDS = {
  numberOfTerminals: { min: 0, max: 999 },
  /** RM 1,000,000,000 and RM 100,000,000,000, in sen. */
  monthlyTransactionVolumeSen: { min: 0, max: 100_000_000_000 },
  companyTurnoverSen: { min: 0, max: 10_000_000_000_000 },
} as const;
export const POSTCODE_DIGITS = 5;
export const MERCHANT_APPROVAL_DECISIONS = ['Approved', 'Rejected'] as const;
export const MERCHANT_REJECTION_REASON = { min: 5, max: 500 } as const;

/** A whole number, or a form's text of one. */
function wholeNumber(bounds: { min: number; max: number }) {
  const fromText = v.pipe(
    v.string(),
    v.trim(),
    v.regex(NUMBER_PATTERN, 'validation.numberOnly'),
    v.transform(Number),
  );
  return v.pipe(
    v.union([v.number('validation.numberOnly'), fromText], 'validation.numberOnly'),
    v.finite('validation.numberOnly'),
    v.integer('validation.integer'),
    range(bounds.min, bounds.max),
  );
}

/**
 * Money in integer sen (docs/ARCHITECTURE.md, Money): a whole number of sen (an API body), or the
 * ringgit a form field holds ("1500.50", read exactly by `parseMoney`). The range's message names
 * its bounds in ringgit.
 */
function ringgitAmount(bounds: { min: number; max: number }) {
  const fromText = v.pipe(
    v.string(),
    v.trim(),
    v.regex(NUMBER_PATTERN, 'validation.numberOnly'),
    v.transform((text: string) => parseMoney(text, 'MYR') ?? Number.NaN),
  );
  const sen = v.pipe(v.number('validation.numberOnly'), v.integer('validation.integer'));
  const inRange = Object.assign((value: number) => value >= bounds.min && value <= bounds.max, {
    min: moneyParam(bounds.min, 'MYR'),
    max: moneyParam(bounds.max, 'MYR'),
  });
  return v.pipe(v.union([sen, fromText], 'validation.numberOnly'), v.check(inRange, 'validation.range'));
}

/**
 * Every editable field of a merchant (docs/product.md, Merchant fields), as Merchant/create and the form take
 * them.
 */
export const MERCHANT_FIELDS = {
  // Business
  businessRegistrationNumber: v.pipe(
    requiredText(30),
    v.toUpperCase(),
    v.regex(REGISTRATION_NUMBER_PATTERN, 'validation.registrationNumber'),
  ),
  merchantName: requiredText(120, 2),
  businessType: optionalOf(text(60)),
  tradingName: optionalOf(text(120)),
  personInCharge: v.pipe(requiredText(120, 3), v.regex(ALPHABETIC_PATTERN, 'validation.alphabetic')),
  merchantSize: optionalOf(v.picklist(MERCHANT_SIZES, 'validation.invalid')),
  nationality: optionalOf(alphabetic(60)),
  businessHour: optionalOf(text(60)),
  natureOfBusiness: optionalOf(text(200)),
  monthlyTransactionVolumeSen: optionalOf(ringgitAmount(MERCHANT_BOUNDS.monthlyTransactionVolumeSen)),
  companyTurnoverSen: optionalOf(ringgitAmount(MERCHANT_BOUNDS.companyTurnoverSen)),
  // Contact
  email: v.pipe(requiredText(200), v.email('validation.email')),
  contactNumber: v.pipe(requiredText(20), v.regex(PHONE_PATTERN, 'validation.phone')),
  officePhone: optionalOf(phone),
  officePhoneExt: optionalOf(v.pipe(text(6), v.digits('validation.numberOnly'))),
  fax: optionalOf(phone),
  // Address
  address: optionalOf(v.pipe(text(200), v.minLength(5, 'validation.minLength'))),
  postcode: optionalOf(
    v.pipe(
      text(POSTCODE_DIGITS),
      v.digits('validation.numberOnly'),
      v.length(POSTCODE_DIGITS, 'validation.digits'),
    ),
  ),
  city: optionalOf(alphabetic(60)),
  state: optionalOf(alphabetic(60)),
  country: v.pipe(requiredText(60), v.regex(ALPHABETIC_PATTERN, 'validation.alphabetic')),
  // Services and terminals
  services: optionalOf(text(200)),
  numberOfTerminals: v.pipe(
    v.unknown(),
    v.check((value) => value !== undefined && value !== null && value !== '', 'validation.required'),
    wholeNumber(MERCHANT_BOUNDS.numberOfTerminals),
  ),
  deviceType: optionalOf(text(60)),
  terminalModel: optionalOf(text(60)),
  // E-invoice buyer identity (docs/e-invoicing.md, Buyers): the merchant is the buyer of this
  // product's invoices.
  ...BUYER_IDENTITY_FIELDS,
};
export type MerchantField = keyof typeof MERCHANT_FIELDS;
export const MERCHANT_FIELD_NAMES = Object.keys(MERCHANT_FIELDS) as MerchantField[];

const MerchantFieldsObject = v.object(MERCHANT_FIELDS);
/** The form's fields, without the id (the form and the draft store use this). */
export const MerchantFieldsSchema = v.pipe(
  MerchantFieldsObject,
  ...buyerIdentityChecks<v.InferOutput<typeof MerchantFieldsObject>>(),
);
export type MerchantFields = v.InferOutput<typeof MerchantFieldsSchema>;

/** POST Merchant/create: the id is a uuid made by the client, so an offline create can be replayed. */
const MerchantInputObject = v.object({ id: merchantId, ...MERCHANT_FIELDS });
export const MerchantInputSchema = v.pipe(
  MerchantInputObject,
  ...buyerIdentityChecks<v.InferOutput<typeof MerchantInputObject>>(),
);
export type MerchantInput = v.InferOutput<typeof MerchantInputSchema>;

/**
 * POST Merchant/update: the fields that changed (any subset), on the version they were made on.
 * Sending only the changed fields lets the offline core merge field by field.
 */
export const MerchantUpdateSchema = v.object({
  id: merchantId,
  baseVersion,
  ...v.partial(MerchantFieldsObject).entries,
});
export type MerchantUpdate = v.InferOutput<typeof MerchantUpdateSchema>;

/** POST Merchant/approval: a Checker's decision; a rejection needs a reason. */
const MerchantApprovalObject = v.object({
  id: merchantId,
  decision: v.picklist(MERCHANT_APPROVAL_DECISIONS, 'validation.invalid'),
  reason: v.optional(
    v.pipe(v.string('validation.text'), v.trim(), v.maxLength(500, 'validation.tooLong')),
    '',
  ),
  /**
   * The `proposedAt` of the edit the Checker reviewed, when deciding a proposed change: another
   * proposal in its place is 409 merchant.proposalChanged, never decided unseen.
   */
  proposedAt: v.optional(v.pipe(v.string('validation.text'), v.maxLength(40, 'validation.tooLong'))),
});
export const MerchantApprovalSchema = v.pipe(
  MerchantApprovalObject,
  v.forward(
    v.check(
      Object.assign(
        (input: v.InferOutput<typeof MerchantApprovalObject>) =>
          input.decision === 'Approved' || input.reason.length >= MERCHANT_REJECTION_REASON.min,
        { min: MERCHANT_REJECTION_REASON.min },
      ),
      'validation.minLength',
    ),
    ['reason'],
  ),
);
export type MerchantApproval = v.InferOutput<typeof MerchantApprovalSchema>;

/**
 * The `{name}` values of an issue's message: { min, max } of a range, { count } of an exact
 * length, { min } or { max } of a bound. Used by the server's field errors and the forms alike.
 */
export function issueParams(issue: v.BaseIssue<unknown>): MessageParams | undefined {
  const requirement: unknown = issue.requirement;
  if (typeof requirement === 'function') {
    // Checks of ours carry their bounds on the check function (see `range`).
    const bounds = requirement as { min?: unknown; max?: unknown };
    const params: MessageParams = {};
    for (const name of ['min', 'max'] as const) {
      const bound = bounds[name];
      if (typeof bound === 'number' || typeof bound === 'string') params[name] = bound;
    }
    return Object.keys(params).length ? params : undefined;
  }
  if (typeof requirement !== 'number') return undefined;
  if (issue.type === 'length') return { count: requirement };
  if (issue.type === 'max_length' || issue.type === 'max_value') return { max: requirement };
  if (issue.type === 'min_length' || issue.type === 'min_value') return { min: requirement };
  return undefined;
}

/** GET Merchant/{id}/history: the merchant's audit entries, newest first (status and approvals). */
export const MerchantHistoryEntrySchema = v.object({
  id: v.number(),
  action: v.string(),
  at: v.string(),
  userName: v.nullable(v.string()),
  pagePath: v.nullable(v.string()),
  details: v.record(v.string(), v.unknown()),
});
export type MerchantHistoryEntry = v.InferOutput<typeof MerchantHistoryEntrySchema>;
export const MerchantHistorySchema = v.array(MerchantHistoryEntrySchema);
