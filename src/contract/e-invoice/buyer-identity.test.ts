import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientFieldsSchema } from '../client';
import { MerchantFieldsSchema } from '../merchant-input';
import { buyerIdentityIssues, buyerIdentityOf, BUYER_IDENTITY_FIELDS } from './buyer-identity';
import { GENERAL_PUBLIC_TIN } from './codes';
import { SupplierDecisionSchema, SupplierProposeSchema } from './supplier-settings';
import { BuyerTaxIdentitySchema } from './tax-identity';

const fields = v.object(BUYER_IDENTITY_FIELDS);
const supplier = {
  address: {
    line1: 'Lot 66',
    line2: null,
    city: 'Kuala Lumpur',
    postcode: '50480',
    stateCode: '14',
    countryCode: 'MYS',
  },
  phone: '03-2123-4567',
};

describe('a buyer’s identity on a merchant or a client', () => {
  it('is optional, upper-cased and without spaces', () => {
    expect(v.parse(fields, {})).toEqual({
      tin: null,
      identificationType: null,
      identificationNumber: null,
      sstNumber: null,
    });
    expect(v.parse(fields, { tin: ' c2584 5632020 ', identificationNumber: '2020 0101 2345' })).toMatchObject(
      {
        tin: 'C25845632020',
        identificationNumber: '202001012345',
      },
    );
  });

  it('refuses a malformed TIN, a foreign buyer’s general TIN and a malformed SST number', () => {
    const messages = (input: object) =>
      (v.safeParse(fields, input).issues ?? []).map((issue) => issue.message);
    expect(messages({ tin: 'C0000' })).toEqual(['eInvoice.tinFormat']);
    expect(messages({ tin: 'EI00000000020' })).toEqual(['eInvoice.foreignTin']);
    expect(messages({ sstNumber: 'W10' })).toEqual(['eInvoice.sstFormat']);
  });

  it('a TIN needs its identification, and a number matches its type', () => {
    expect(
      buyerIdentityIssues({ tin: 'C25845632020', identificationType: null, identificationNumber: null }),
    ).toEqual([
      { field: 'identificationType', code: 'eInvoice.buyerIdRequired' },
      { field: 'identificationNumber', code: 'eInvoice.buyerIdRequired' },
    ]);
    expect(
      buyerIdentityIssues({ tin: null, identificationType: 'NRIC', identificationNumber: '12345' }),
    ).toEqual([{ field: 'identificationNumber', code: 'eInvoice.idFormat' }]);
    expect(
      buyerIdentityIssues({ tin: GENERAL_PUBLIC_TIN, identificationType: null, identificationNumber: null }),
    ).toEqual([]);
  });

  it('the merchant and client bodies report the checks at their fields', () => {
    const merchant = {
      businessRegistrationNumber: '202301012345',
      merchantName: 'Kedai Baru',
      personInCharge: 'Siti Nurhaliza',
      email: 'siti@kedai.com.my',
      contactNumber: '012-345-6789',
      country: 'Malaysia',
      numberOfTerminals: 1,
      tin: 'C25845632020',
    };
    const paths = (schema: v.GenericSchema, input: object) =>
      (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);
    expect(paths(MerchantFieldsSchema, merchant)).toEqual([
      ['identificationType', 'eInvoice.buyerIdRequired'],
      ['identificationNumber', 'eInvoice.buyerIdRequired'],
    ]);
    const client = {
      accountType: 'Individual',
      title: 'MS',
      firstName: 'Aminah',
      lastName: 'Ahmad',
      email: 'aminah@example.com',
      phone: '012-345-6789',
      identificationType: 'NRIC',
      identificationNumber: 'A12',
    };
    expect(paths(ClientFieldsSchema, client)).toEqual([['identificationNumber', 'eInvoice.idFormat']]);
  });

  it('names the merchant as buyer with its TIN, or the general public without one, both well-formed', () => {
    const own = buyerIdentityOf(
      {
        name: 'Syarikat Berhad',
        tin: 'C25845632020',
        identificationType: 'BRN',
        identificationNumber: '202001012345',
      },
      supplier,
    );
    expect(own).toMatchObject({ tin: 'C25845632020', identificationType: 'BRN', name: 'Syarikat Berhad' });
    const general = buyerIdentityOf({ name: 'Kedai Runcit', tin: null }, supplier);
    expect(general.tin).toBe(GENERAL_PUBLIC_TIN);
    for (const buyer of [own, general]) expect(v.safeParse(BuyerTaxIdentitySchema, buyer).success).toBe(true);
  });
});

describe('the company’s settings bodies', () => {
  it('a proposal is a whole supplier identity; a decision names the proposal seen', () => {
    expect(v.safeParse(SupplierProposeSchema, { identity: { tin: 'C0000' } }).success).toBe(false);
    expect(v.safeParse(SupplierDecisionSchema, { decision: 'Approved' }).success).toBe(false);
    expect(
      v.parse(SupplierDecisionSchema, { decision: 'Rejected', proposedAt: '2026-11-29T10:00:00.000Z' }),
    ).toEqual({
      decision: 'Rejected',
      proposedAt: '2026-11-29T10:00:00.000Z',
      reason: '',
    });
  });
});
