/** Each client field's label as the form shows it (the import's headers and preview use them). */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClientField } from '../../contract';
import { BUYER_FIELD_LABELS } from '../../ui/tax-identity/buyer-fields';

export const CLIENT_FIELD_LABELS: Record<ClientField, MessageDescriptor> = {
  accountType: msg`Account type`,
  companyName: msg`Company name`,
  employeeCount: msg`Employee count`,
  title: msg`Title`,
  firstName: msg`First name`,
  lastName: msg`Last name`,
  referralCode: msg`Referral code`,
  defaultCurrency: msg`Default currency`,
  bookingPccCode: msg`Booking PCC code`,
  email: msg`Email`,
  phone: msg`Phone`,
  ...BUYER_FIELD_LABELS,
};

export const clientFieldLabel = (i18n: I18n, field: string) => {
  const label = CLIENT_FIELD_LABELS[field as ClientField] as MessageDescriptor | undefined;
  return label ? i18n._(label) : field;
};
