import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientCreateSchema, ClientFieldsSchema, type ClientCreateInput } from './client';
import { applyAccountType, clientFieldsFor, missingForAccountType } from './client-rules';

const corporate: ClientCreateInput = {
  id: '00000000-0000-4000-8000-000000000901',
  merchantId: null,
  accountType: 'Corporate',
  companyName: 'Syarikat Maju Jaya Sdn Bhd',
  employeeCount: 'MoreThan5',
  title: 'MR',
  firstName: 'Ahmad',
  lastName: 'Faizal',
  referralCode: 'ref2024',
  defaultCurrency: 'myr',
  bookingPccCode: 'kul1a',
  email: 'ahmad@majujaya.com.my',
  phone: '012-345-6789',
};

const issuesAt = (input: unknown) => {
  const parsed = v.safeParse(ClientCreateSchema, input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
};

describe('the account-type switch', () => {
  it('shows and requires the company fields only for a corporate client', () => {
    expect(clientFieldsFor('Corporate')).toEqual({ companyName: true, employeeCount: true });
    expect(clientFieldsFor('Individual')).toEqual({ companyName: false, employeeCount: false });
  });

  it('clears an individual’s company fields and keeps a corporate’s', () => {
    const fields = {
      accountType: 'Individual' as const,
      companyName: 'Old',
      employeeCount: 'LessThan5' as const,
    };
    expect(applyAccountType(fields)).toEqual({
      accountType: 'Individual',
      companyName: null,
      employeeCount: null,
    });
    expect(applyAccountType({ ...fields, accountType: 'Corporate' })).toEqual({
      ...fields,
      accountType: 'Corporate',
    });
  });

  it('names the missing corporate fields', () => {
    expect(
      missingForAccountType({ accountType: 'Corporate', companyName: null, employeeCount: null }),
    ).toEqual(['companyName', 'employeeCount']);
    expect(
      missingForAccountType({ accountType: 'Individual', companyName: null, employeeCount: null }),
    ).toEqual([]);
  });
});

describe('ClientCreateSchema', () => {
  it('accepts a corporate client, upper-casing the codes', () => {
    const parsed = v.parse(ClientCreateSchema, corporate);
    expect(parsed).toMatchObject({
      defaultCurrency: 'MYR',
      bookingPccCode: 'KUL1A',
      referralCode: 'REF2024',
    });
    expect(parsed.status).toBe('Active');
  });

  it('defaults the currency to MYR', () => {
    const rest: Partial<ClientCreateInput> = { ...corporate };
    delete rest.defaultCurrency;
    expect(v.parse(ClientCreateSchema, rest).defaultCurrency).toBe('MYR');
  });

  it('requires the company name and employee count of a corporate client, with the other errors', () => {
    expect(issuesAt({ ...corporate, companyName: ' ', employeeCount: '', email: 'nope' })).toEqual({
      companyName: 'validation.required',
      employeeCount: 'validation.required',
      email: 'validation.email',
    });
  });

  it('stores no company fields for an individual, whatever the form still held', () => {
    const parsed = v.parse(ClientCreateSchema, { ...corporate, accountType: 'Individual' });
    expect(parsed.companyName).toBeNull();
    expect(parsed.employeeCount).toBeNull();
    expect(
      issuesAt({ ...corporate, accountType: 'Individual', companyName: '', employeeCount: null }),
    ).toEqual({});
  });

  it('refuses bad names, codes, currency and phone with the validation codes', () => {
    expect(
      issuesAt({
        ...corporate,
        firstName: 'Ahmad2',
        defaultCurrency: 'RM',
        bookingPccCode: 'KUL-1',
        referralCode: 'a b',
        phone: '0123456789',
        title: 'DR',
      }),
    ).toEqual({
      firstName: 'validation.alphabetic',
      defaultCurrency: 'client.currencyCode',
      bookingPccCode: 'client.codeFormat',
      referralCode: 'client.codeFormat',
      phone: 'validation.phone',
      title: 'validation.invalid',
    });
  });

  it('parses the form fields alone the same way', () => {
    const fields: Partial<ClientCreateInput> = { ...corporate };
    delete fields.id;
    delete fields.merchantId;
    expect(v.safeParse(ClientFieldsSchema, { ...fields, employeeCount: null }).success).toBe(false);
    expect(v.parse(ClientFieldsSchema, { ...fields, accountType: 'Individual' }).companyName).toBeNull();
  });
});
