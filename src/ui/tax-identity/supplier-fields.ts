import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The company's e-invoice identity as the settings screen edits it and the pre-flight names its
 * fields (docs/e-invoicing.md): each field's path in `SupplierTaxIdentity` and its label.
 */
export const SUPPLIER_FIELD_LABELS: Record<string, MessageDescriptor> = {
  name: msg`Company name`,
  tin: msg`Tax identification number (TIN)`,
  brn: msg`Business registration number (BRN)`,
  sstNumber: msg`SST registration number`,
  tourismTaxNumber: msg`Tourism tax registration number`,
  msicCode: msg`MSIC code`,
  activityDescription: msg`Business activity description`,
  'address.line1': msg`Address line 1`,
  'address.line2': msg`Address line 2`,
  'address.city': msg`City`,
  'address.postcode': msg`Postcode`,
  'address.stateCode': msg`State code`,
  'address.countryCode': msg`Country code`,
  phone: msg`Phone`,
  email: msg`Email`,
};

export const SUPPLIER_FIELD_HINTS: Record<string, MessageDescriptor> = {
  tin: msg`For example C21638015020`,
  brn: msg`12 digits, for example 201901234567`,
  sstNumber: msg`For example W10-1808-32000022`,
  tourismTaxNumber: msg`For example 123-4567-89012345`,
  msicCode: msg`5 digits, for example 79110 (travel agency activities)`,
  'address.stateCode': msg`MyInvois state code, for example 14 (Kuala Lumpur)`,
  'address.countryCode': msg`3 letters, for example MYS`,
  phone: msg`For example 03-2123-4567`,
};
