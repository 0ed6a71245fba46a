import { setupI18n } from '@lingui/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MerchantFieldsSchema, type Merchant } from '../../contract';
import { merchantFieldDisplay, merchantFieldText } from './merchant-fields';
import {
  changedMerchantFields,
  emptyMerchantForm,
  merchantIssuesToErrors,
  merchantToForm,
} from './merchant-form';

const merchant = {
  id: '3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c',
  merchantName: 'Kedai Ali Sdn Bhd',
  businessRegistrationNumber: '202301012345',
  businessType: null,
  tradingName: null,
  personInCharge: 'Ali bin Abu',
  merchantSize: 'Small',
  nationality: null,
  businessHour: null,
  natureOfBusiness: null,
  monthlyTransactionVolumeSen: 150_050,
  companyTurnoverSen: null,
  email: 'ali@kedai.com.my',
  contactNumber: '012-345-6789',
  officePhone: null,
  officePhoneExt: null,
  fax: null,
  address: null,
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: null,
  country: 'Malaysia',
  services: null,
  numberOfTerminals: 2,
  deviceType: null,
  terminalModel: null,
  tin: null,
  identificationType: null,
  identificationNumber: null,
  sstNumber: null,
  status: 'Active',
  submissionStatus: 'Submitted',
  approvalStatus: 'Approved',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 7,
} satisfies Merchant;

describe('merchant form helpers', () => {
  it('shows the amounts, held in sen, as ringgit: money on the profile, plain text in the form', () => {
    expect(merchantFieldDisplay('monthlyTransactionVolumeSen', 150_050, 'en')).toBe('RM\u00a01,500.50');
    expect(merchantFieldDisplay('companyTurnoverSen', null, 'ms')).toBe('—');
    expect(merchantFieldDisplay('numberOfTerminals', 2, 'en')).toBe('2');
    expect(merchantFieldText('companyTurnoverSen', 250_000_000)).toBe('2500000.00');
  });

  it('round-trips a merchant through the form: an unchanged form changes nothing', () => {
    const form = merchantToForm(merchant);
    expect(form).toMatchObject({ monthlyTransactionVolumeSen: '1500.50', numberOfTerminals: '2', fax: '' });
    const parsed = v.parse(MerchantFieldsSchema, form);
    expect(changedMerchantFields(merchant, parsed)).toEqual({});
    const edited = v.parse(MerchantFieldsSchema, { ...form, city: 'Ipoh', fax: '03-1234-5678' });
    expect(changedMerchantFields(merchant, edited)).toEqual({ city: 'Ipoh', fax: '03-1234-5678' });
  });

  it('gives one translated message per field, with the range filled in', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const result = v.safeParse(MerchantFieldsSchema, { ...emptyMerchantForm(), numberOfTerminals: '1000' });
    expect(result.success).toBe(false);
    const errors = merchantIssuesToErrors(i18n, result.issues ?? []);
    expect(errors).toMatchObject({
      merchantName: 'This field is required',
      numberOfTerminals: 'Enter number between 0 and 999',
    });
  });
});
