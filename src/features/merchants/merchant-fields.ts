import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatMoney, toDecimalText, type MerchantField, type MERCHANT_SIZES } from '../../contract';
import {
  BUYER_FIELD_HINTS,
  BUYER_FIELD_LABELS,
  BUYER_SECTION_TITLE,
} from '../../ui/tax-identity/buyer-fields';

/** A merchant's size as the form's options name it (the import reads these words too). */
export const MERCHANT_SIZE_LABELS: Record<(typeof MERCHANT_SIZES)[number], MessageDescriptor> = {
  Micro: msg`Micro`,
  Small: msg`Small`,
  Medium: msg`Medium`,
  Large: msg`Large`,
};

/**
 * The sections of the merchant form and profile, with every field of docs/product.md, Merchant fields.
 */
export const MERCHANT_SECTIONS: { title: MessageDescriptor; fields: MerchantField[] }[] = [
  {
    title: msg`Business`,
    fields: [
      'businessRegistrationNumber',
      'merchantName',
      'businessType',
      'tradingName',
      'personInCharge',
      'merchantSize',
      'nationality',
      'businessHour',
      'natureOfBusiness',
      'monthlyTransactionVolumeSen',
      'companyTurnoverSen',
    ],
  },
  { title: msg`Contact`, fields: ['email', 'contactNumber', 'officePhone', 'officePhoneExt', 'fax'] },
  { title: msg`Address`, fields: ['address', 'postcode', 'city', 'state', 'country'] },
  {
    title: msg`Services and terminals`,
    fields: ['services', 'numberOfTerminals', 'deviceType', 'terminalModel'],
  },
  { title: BUYER_SECTION_TITLE, fields: ['tin', 'identificationType', 'identificationNumber', 'sstNumber'] },
];

export const MERCHANT_FIELD_LABELS: Record<MerchantField, MessageDescriptor> = {
  businessRegistrationNumber: msg`Business registration number`,
  merchantName: msg`Business name`,
  businessType: msg`Business type`,
  tradingName: msg`Trading name`,
  personInCharge: msg`Person in charge`,
  merchantSize: msg`Merchant size`,
  nationality: msg`Nationality`,
  businessHour: msg`Business hours`,
  natureOfBusiness: msg`Nature of business`,
  monthlyTransactionVolumeSen: msg`Monthly transaction volume (RM)`,
  companyTurnoverSen: msg`Company turnover (RM)`,
  email: msg`Email`,
  contactNumber: msg`Contact number`,
  officePhone: msg`Office phone`,
  officePhoneExt: msg`Office phone extension`,
  fax: msg`Fax`,
  address: msg`Address`,
  postcode: msg`Postcode`,
  city: msg`City`,
  state: msg`State`,
  country: msg`Country`,
  services: msg`Services`,
  numberOfTerminals: msg`Number of terminals`,
  deviceType: msg`Device type`,
  terminalModel: msg`Terminal model`,
  ...BUYER_FIELD_LABELS,
};

export const REQUIRED_MERCHANT_FIELDS = new Set<MerchantField>([
  'businessRegistrationNumber',
  'merchantName',
  'personInCharge',
  'email',
  'contactNumber',
  'country',
  'numberOfTerminals',
]);

export const MERCHANT_FIELD_HINTS: Partial<Record<MerchantField, MessageDescriptor>> = {
  businessRegistrationNumber: msg`As on the registration certificate, for example 202301012345`,
  businessHour: msg`For example 09:00-18:00 (Mon-Fri)`,
  contactNumber: msg`For example 012-345-6789`,
  officePhone: msg`For example 03-1234-5678`,
  fax: msg`For example 03-1234-5678`,
  services: msg`For example Flight, Hotel`,
  ...BUYER_FIELD_HINTS,
};

/** The amounts, held in integer sen (docs/ARCHITECTURE.md, Money), edited and shown in ringgit. */
const AMOUNT_FIELDS = new Set<MerchantField>(['monthlyTransactionVolumeSen', 'companyTurnoverSen']);

/** A field's value as its form input's text: amounts in ringgit ("1500.50"), blank for none. */
export function merchantFieldText(field: MerchantField, value: unknown): string {
  if (value === null || value === undefined) return '';
  return AMOUNT_FIELDS.has(field) && typeof value === 'number' ? toDecimalText(value, 'MYR') : String(value);
}

/** A field's value as the profile and a proposal show it: amounts as money, "—" for none. */
export function merchantFieldDisplay(field: MerchantField, value: unknown, locale: string): string {
  if (value === null || value === undefined || value === '') return '—';
  return AMOUNT_FIELDS.has(field) && typeof value === 'number'
    ? formatMoney(value, 'MYR', locale)
    : String(value);
}

export const MERCHANT_INPUT_MODES: Partial<Record<MerchantField, 'numeric' | 'decimal' | 'tel' | 'email'>> = {
  monthlyTransactionVolumeSen: 'decimal',
  companyTurnoverSen: 'decimal',
  email: 'email',
  contactNumber: 'tel',
  officePhone: 'tel',
  officePhoneExt: 'numeric',
  fax: 'tel',
  postcode: 'numeric',
  numberOfTerminals: 'numeric',
};
