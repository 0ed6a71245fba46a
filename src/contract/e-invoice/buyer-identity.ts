/**
 * A buyer's tax identity as a merchant or a client records it (docs/e-invoicing.md, How the
 * product uses them): TIN, identification type and number, SST number, each optional. A buyer
 * with a TIN needs its identification; a buyer without one is reported under the general public's
 * TIN. The same fields and checks serve the merchant and client bodies, their forms and the server.
 */
import * as v from 'valibot';
import { optionalOf, PHONE_PATTERN } from '../fields';
import { buyerAddressOf, type BuyerPlace } from './buyer-address';
import { GENERAL_PUBLIC_TIN } from './codes';
import {
  type BuyerTaxIdentity,
  IDENTIFICATION_TYPES,
  type IdentificationType,
  isGeneralTin,
  isIdentificationNumber,
  isTin,
  sstNumber,
  type SupplierTaxIdentity,
  taxCode,
} from './tax-identity';

/** The buyer fields of a merchant or a client, as their create and update bodies take them. */
export const BUYER_IDENTITY_FIELDS = {
  tin: optionalOf(
    v.pipe(
      taxCode(14),
      v.check(isTin, 'eInvoice.tinFormat'),
      v.check((value) => !isGeneralTin(value) || value === GENERAL_PUBLIC_TIN, 'eInvoice.foreignTin'),
    ),
  ),
  identificationType: optionalOf(v.picklist(IDENTIFICATION_TYPES, 'validation.invalid')),
  identificationNumber: optionalOf(taxCode(20)),
  sstNumber: optionalOf(sstNumber),
};
export type BuyerIdentityField = keyof typeof BUYER_IDENTITY_FIELDS;
export const BUYER_IDENTITY_FIELD_NAMES = Object.keys(BUYER_IDENTITY_FIELDS) as BuyerIdentityField[];

export type BuyerIdentityFields = {
  tin: string | null;
  identificationType: IdentificationType | null;
  identificationNumber: string | null;
  sstNumber: string | null;
};

/** A well-formed TIN of the buyer's own (not absent, not a general TIN). */
export const hasOwnTin = (fields: Pick<BuyerIdentityFields, 'tin'>) =>
  fields.tin !== null && isTin(fields.tin) && !isGeneralTin(fields.tin);

export type BuyerIdentityIssue = {
  field: 'identificationType' | 'identificationNumber';
  code: 'eInvoice.buyerIdRequired' | 'eInvoice.idFormat';
};

/**
 * The checks across the fields: a TIN needs its identification type and number, and a number
 * must match its type. Run by the bodies (`buyerIdentityChecks`) and, on an update, by the server
 * on the row as it would become.
 */
export function buyerIdentityIssues(fields: Omit<BuyerIdentityFields, 'sstNumber'>): BuyerIdentityIssue[] {
  const issues: BuyerIdentityIssue[] = [];
  const needsId = hasOwnTin(fields) || fields.identificationNumber !== null;
  if (needsId && fields.identificationType === null) {
    issues.push({ field: 'identificationType', code: 'eInvoice.buyerIdRequired' });
  }
  if (hasOwnTin(fields) && fields.identificationNumber === null) {
    issues.push({ field: 'identificationNumber', code: 'eInvoice.buyerIdRequired' });
  }
  if (
    fields.identificationType !== null &&
    fields.identificationNumber !== null &&
    !isIdentificationNumber(fields.identificationType, fields.identificationNumber)
  ) {
    issues.push({ field: 'identificationNumber', code: 'eInvoice.idFormat' });
  }
  return issues;
}

type IdentityInput = Omit<BuyerIdentityFields, 'sstNumber'>;
const IDENTITY_PATHS = [['tin'], ['identificationType'], ['identificationNumber']] as const;
const issueAt =
  (field: BuyerIdentityIssue['field'], code: BuyerIdentityIssue['code']) => (input: IdentityInput) =>
    !buyerIdentityIssues(input).some((issue) => issue.field === field && issue.code === code);

const CHECKS = [
  v.forward(
    v.partialCheck<IdentityInput, typeof IDENTITY_PATHS, IdentityInput, string>(
      IDENTITY_PATHS,
      issueAt('identificationType', 'eInvoice.buyerIdRequired'),
      'eInvoice.buyerIdRequired',
    ),
    ['identificationType'],
  ),
  v.forward(
    v.partialCheck<IdentityInput, typeof IDENTITY_PATHS, IdentityInput, string>(
      IDENTITY_PATHS,
      issueAt('identificationNumber', 'eInvoice.buyerIdRequired'),
      'eInvoice.buyerIdRequired',
    ),
    ['identificationNumber'],
  ),
  v.forward(
    v.partialCheck<IdentityInput, typeof IDENTITY_PATHS, IdentityInput, string>(
      IDENTITY_PATHS,
      issueAt('identificationNumber', 'eInvoice.idFormat'),
      'eInvoice.idFormat',
    ),
    ['identificationNumber'],
  ),
] as const;

type Check<T> = v.BaseValidation<T, T, v.PartialCheckIssue<IdentityInput>>;

/**
 * The checks of `buyerIdentityIssues` as valibot actions, each at its field, for the pipe of a
 * body whose output `T` holds the buyer fields.
 */
export const buyerIdentityChecks = <T extends IdentityInput>() =>
  CHECKS as unknown as readonly [Check<T>, Check<T>, Check<T>];

/**
 * The buyer an e-invoice names (docs/e-invoicing.md, Buyers): the merchant's (or client's) own
 * identity when it has a TIN, the general public's (`EI00000000010`) under its name otherwise.
 * Its address and phone are the merchant's own (`buyerAddressOf`); the company's stand in only
 * where the merchant's record lacks a usable one.
 */
export function buyerIdentityOf(
  party: { name: string; place?: BuyerPlace } & Partial<BuyerIdentityFields>,
  supplier: Pick<SupplierTaxIdentity, 'address' | 'phone'>,
): BuyerTaxIdentity {
  const phone = party.place?.phone?.trim() ?? '';
  const common = {
    name: party.name,
    address: buyerAddressOf(party.place) ?? supplier.address,
    phone: PHONE_PATTERN.test(phone) ? phone : supplier.phone,
    email: null,
  };
  if (!hasOwnTin({ tin: party.tin ?? null })) {
    return {
      ...common,
      tin: GENERAL_PUBLIC_TIN,
      identificationType: 'NRIC',
      identificationNumber: '000000000000',
      sstNumber: null,
    };
  }
  return {
    ...common,
    tin: party.tin ?? '',
    identificationType: party.identificationType ?? 'BRN',
    identificationNumber: party.identificationNumber ?? null,
    sstNumber: party.sstNumber ?? null,
  };
}
