/**
 * Tax identities of the parties of an e-invoice (docs/e-invoicing.md): the supplier (the company)
 * and the buyer (a client or a merchant). The formats are checked on the device and on the server by
 * these schemas, each mistake with its own translated message at the field.
 */
import * as v from 'valibot';
import { optionalOf, phone, requiredText, text } from '../fields';
import { GENERAL_PUBLIC_TIN, GENERAL_TINS } from './codes';

const NON_INDIVIDUAL_PREFIXES = ['CS', 'C', 'D', 'FA', 'F', 'PT', 'TA', 'TC', 'TN', 'TR', 'TP', 'J', 'LE'];

/** An individual's TIN: `IG` and digits, 14 characters at most. */
const INDIVIDUAL_TIN = /^IG\d{9,12}$/;
/** A non-individual's TIN: its prefix, no zero right after it, always ending in 0. */
const NON_INDIVIDUAL_TIN = new RegExp(`^(${NON_INDIVIDUAL_PREFIXES.join('|')})[1-9]\\d{0,11}0$`);

export const isTin = (value: string) =>
  INDIVIDUAL_TIN.test(value) || NON_INDIVIDUAL_TIN.test(value) || isGeneralTin(value);
export const isGeneralTin = (value: string) => (GENERAL_TINS as readonly string[]).includes(value);

/** A business registration number: SSM's 12 digits (`201901234567`) or the older `1234567-A`. */
export const BRN_PATTERN = /^(\d{12}|\d{1,7}-[A-Z])$/;
/** An SST registration number (`W10-1808-32000022`); a business may hold two, joined by `;`. */
export const SST_PATTERN = /^[A-Z]\d{2}-\d{4}-\d{8}(;[A-Z]\d{2}-\d{4}-\d{8})?$/;
/** A tourism tax registration number (`123-4567-89012345`). */
export const TOURISM_TAX_PATTERN = /^\d{3}-\d{4}-\d{8}$/;
/** An MSIC code: five digits (`79110` travel agency activities). */
export const MSIC_PATTERN = /^\d{5}$/;

export const IDENTIFICATION_TYPES = ['NRIC', 'PASSPORT', 'BRN', 'ARMY'] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];
const IDENTIFICATION_PATTERNS: Record<IdentificationType, RegExp> = {
  NRIC: /^\d{12}$/,
  PASSPORT: /^[A-Z0-9]{6,12}$/,
  BRN: BRN_PATTERN,
  ARMY: /^[A-Z0-9]{5,12}$/,
};
export const isIdentificationNumber = (type: IdentificationType, value: string) =>
  IDENTIFICATION_PATTERNS[type].test(value);

/** Upper-cased and without spaces, as the numbers are printed on certificates with both. */
export const taxCode = (max: number) =>
  v.pipe(
    text(max),
    v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
  );

const code = taxCode;

const tin = v.pipe(
  code(14),
  v.nonEmpty('validation.required'),
  v.check((value) => value === '' || isTin(value), 'eInvoice.tinFormat'),
);
const brn = v.pipe(code(20), v.regex(BRN_PATTERN, 'eInvoice.brnFormat'));
export const sstNumber = v.pipe(code(35), v.regex(SST_PATTERN, 'eInvoice.sstFormat'));
const tourismTax = v.pipe(code(17), v.regex(TOURISM_TAX_PATTERN, 'eInvoice.tourismTaxFormat'));

export const AddressSchema = v.object({
  line1: requiredText(150),
  line2: optionalOf(text(150)),
  city: requiredText(50),
  postcode: optionalOf(v.pipe(text(10), v.regex(/^\d{5}$/, 'eInvoice.postcodeFormat'))),
  /** The state code of MyInvois (`14` Kuala Lumpur, `17` not applicable). */
  stateCode: v.pipe(v.string('validation.required'), v.regex(/^\d{2}$/, 'validation.invalid')),
  /** ISO 3166-1 alpha-3 (`MYS`). */
  countryCode: v.pipe(v.string('validation.required'), v.regex(/^[A-Z]{3}$/, 'validation.invalid')),
});
export type Address = v.InferOutput<typeof AddressSchema>;

const contact = {
  phone,
  email: optionalOf(v.pipe(text(320), v.email('validation.email'))),
};

/** The company as supplier: every document it issues carries this. */
export const SupplierTaxIdentitySchema = v.pipe(
  v.object({
    name: requiredText(300),
    tin,
    brn,
    sstNumber: optionalOf(sstNumber),
    tourismTaxNumber: optionalOf(tourismTax),
    msicCode: v.pipe(code(5), v.regex(MSIC_PATTERN, 'eInvoice.msicFormat')),
    activityDescription: requiredText(300),
    address: AddressSchema,
    ...contact,
  }),
  v.forward(
    v.check((party) => !isGeneralTin(party.tin), 'eInvoice.generalTinBuyerOnly'),
    ['tin'],
  ),
);
export type SupplierTaxIdentity = v.InferOutput<typeof SupplierTaxIdentitySchema>;
export type SupplierTaxIdentityInput = v.InferInput<typeof SupplierTaxIdentitySchema>;

/**
 * A buyer: a client or a merchant. A buyer without a TIN of its own is written with the general
 * public's TIN (and its identification number, or none for a consolidated e-invoice).
 */
export const BuyerTaxIdentitySchema = v.pipe(
  v.object({
    name: requiredText(300),
    tin,
    identificationType: v.picklist(IDENTIFICATION_TYPES, 'validation.invalid'),
    identificationNumber: optionalOf(code(20)),
    sstNumber: optionalOf(sstNumber),
    address: AddressSchema,
    ...contact,
  }),
  v.forward(
    v.check(
      (party) =>
        party.identificationNumber === null ||
        isIdentificationNumber(party.identificationType, party.identificationNumber),
      'eInvoice.idFormat',
    ),
    ['identificationNumber'],
  ),
  v.forward(
    v.check((party) => !isGeneralTin(party.tin) || party.tin === GENERAL_PUBLIC_TIN, 'eInvoice.foreignTin'),
    ['tin'],
  ),
  v.forward(
    v.check(
      (party) => party.tin === GENERAL_PUBLIC_TIN || party.identificationNumber !== null,
      'validation.required',
    ),
    ['identificationNumber'],
  ),
);
export type BuyerTaxIdentity = v.InferOutput<typeof BuyerTaxIdentitySchema>;
export type BuyerTaxIdentityInput = v.InferInput<typeof BuyerTaxIdentitySchema>;
