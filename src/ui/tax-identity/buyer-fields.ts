import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BuyerIdentityField, IdentificationType } from '../../contract';

/**
 * The buyer's e-invoice identity on the merchant and client forms (docs/e-invoicing.md, Buyers):
 * labels, hints and the identification types, shared by both forms and profiles.
 */
export const BUYER_SECTION_TITLE = msg`E-invoice (buyer)`;

export const BUYER_FIELD_LABELS: Record<BuyerIdentityField, MessageDescriptor> = {
  tin: msg`Tax identification number (TIN)`,
  identificationType: msg`Identification type`,
  identificationNumber: msg`Identification number`,
  sstNumber: msg`SST registration number`,
};

export const BUYER_FIELD_HINTS: Partial<Record<BuyerIdentityField, MessageDescriptor>> = {
  tin: msg`For example C25845632020. Leave blank to report the buyer under the general public’s TIN.`,
  identificationNumber: msg`For example 202001012345 (BRN) or 770625015324 (NRIC)`,
  sstNumber: msg`For example W10-1808-32000022`,
};

export const IDENTIFICATION_TYPE_LABELS: Record<IdentificationType, MessageDescriptor> = {
  BRN: msg`Business registration number (BRN)`,
  NRIC: msg`MyKad (NRIC)`,
  PASSPORT: msg`Passport`,
  ARMY: msg`Army identity card`,
};
