import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { companyBuyer, generalPublicBuyer, supplier } from '../../../tests/fixtures/e-invoice/documents';
import { formatMessage, isMessageCode } from '../messages';
import {
  BuyerTaxIdentitySchema,
  isIdentificationNumber,
  isTin,
  SupplierTaxIdentitySchema,
  type BuyerTaxIdentityInput,
  type SupplierTaxIdentityInput,
} from './tax-identity';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const parsed = v.safeParse(schema, input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.issues.map((issue) => [v.getDotPath(issue), issue.message]));
};
const supplierIssues = (changes: Partial<SupplierTaxIdentityInput>) =>
  issuesOf(SupplierTaxIdentitySchema, { ...supplier, ...changes });
const buyerIssues = (changes: Partial<BuyerTaxIdentityInput>) =>
  issuesOf(BuyerTaxIdentitySchema, { ...companyBuyer, ...changes });

describe('TIN', () => {
  it.each([
    'IG115002000',
    'IG12345678901',
    'C21638015020',
    'C1234567890',
    'CS10000000',
    'LE20000010',
    'EI00000000010',
  ])('accepts %s', (tin) => expect(isTin(tin)).toBe(true));
  it.each([
    '',
    'SG123456789',
    'C01234567890',
    'C123456789',
    'IG1234',
    'IG1234567890123',
    'X12345670',
    'c1234567890',
  ])('refuses %s', (tin) => expect(isTin(tin)).toBe(false));
});

describe('identification numbers', () => {
  it('check the number against its type', () => {
    expect(isIdentificationNumber('NRIC', '770625015324')).toBe(true);
    expect(isIdentificationNumber('NRIC', '77062501532')).toBe(false);
    expect(isIdentificationNumber('PASSPORT', 'A12345678')).toBe(true);
    expect(isIdentificationNumber('BRN', '201901234567')).toBe(true);
    expect(isIdentificationNumber('BRN', '1234567-A')).toBe(true);
    expect(isIdentificationNumber('BRN', '12345')).toBe(false);
    expect(isIdentificationNumber('ARMY', '551587706543')).toBe(true);
  });
});

describe('supplier tax identity', () => {
  it('accepts the company, normalising spaces and case', () => {
    expect(supplierIssues({})).toEqual({});
    const parsed = v.parse(SupplierTaxIdentitySchema, {
      ...supplier,
      tin: ' c2163 8015020 ',
      sstNumber: 'w10-1808-32000022',
    });
    expect(parsed.tin).toBe('C21638015020');
    expect(parsed.sstNumber).toBe('W10-1808-32000022');
  });

  it('refuses each malformed number at its field with its own message', () => {
    expect(supplierIssues({ tin: 'C0123' })).toEqual({ tin: 'eInvoice.tinFormat' });
    expect(supplierIssues({ brn: '2019-0123' })).toEqual({ brn: 'eInvoice.brnFormat' });
    expect(supplierIssues({ sstNumber: 'W10180832000022' })).toEqual({ sstNumber: 'eInvoice.sstFormat' });
    expect(supplierIssues({ tourismTaxNumber: '1234' })).toEqual({
      tourismTaxNumber: 'eInvoice.tourismTaxFormat',
    });
    expect(supplierIssues({ msicCode: '7911' })).toEqual({ msicCode: 'eInvoice.msicFormat' });
    expect(supplierIssues({ tin: '' })).toEqual({ tin: 'validation.required' });
  });

  it('refuses a general TIN for the supplier', () => {
    expect(supplierIssues({ tin: 'EI00000000010' })).toEqual({ tin: 'eInvoice.generalTinBuyerOnly' });
  });

  it('has both SST numbers of a business holding two', () => {
    expect(supplierIssues({ sstNumber: 'W10-1808-32000022;B16-1809-32000001' })).toEqual({});
  });
});

describe('buyer tax identity', () => {
  it('accepts a company and a member of the public', () => {
    expect(buyerIssues({})).toEqual({});
    expect(issuesOf(BuyerTaxIdentitySchema, generalPublicBuyer)).toEqual({});
    expect(issuesOf(BuyerTaxIdentitySchema, { ...generalPublicBuyer, identificationNumber: null })).toEqual(
      {},
    );
  });

  it('refuses an identification number that does not fit its type, or a missing one', () => {
    expect(buyerIssues({ identificationType: 'NRIC', identificationNumber: '1234' })).toEqual({
      identificationNumber: 'eInvoice.idFormat',
    });
    expect(buyerIssues({ identificationNumber: '' })).toEqual({
      identificationNumber: 'validation.required',
    });
  });

  it('takes only the general public’s TIN among the general ones', () => {
    expect(buyerIssues({ tin: 'EI00000000030' })).toEqual({ tin: 'eInvoice.foreignTin' });
  });
});

describe('messages', () => {
  it('exist in the server list for every code the schemas answer', () => {
    for (const code of [
      'eInvoice.tinFormat',
      'eInvoice.brnFormat',
      'eInvoice.idFormat',
      'eInvoice.foreignTin',
    ]) {
      expect(isMessageCode(code)).toBe(true);
    }
    expect(formatMessage('eInvoice.msicFormat')).toBe('Enter the MSIC code as 5 digits.');
  });
});
