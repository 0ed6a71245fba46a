import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  issueParams,
  MerchantApprovalSchema,
  MerchantInputSchema,
  MerchantUpdateSchema,
} from './merchant-input';
import { formatMessage, isMessageCode } from './messages';

const VALID_MERCHANT = {
  id: '3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c',
  businessRegistrationNumber: '202301012345',
  merchantName: 'Kedai Runcit Ali Sdn Bhd',
  personInCharge: 'Ali bin Abu',
  email: 'ali@kedai.com.my',
  contactNumber: '012-345-6789',
  country: 'Malaysia',
  numberOfTerminals: '2',
};

/** The first message of a parse, in English with its params. */
function firstError(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return null;
  const issue = result.issues[0];
  if (!issue) return null;
  const code = isMessageCode(issue.message) ? issue.message : 'validation.invalid';
  return { path: v.getDotPath(issue), text: formatMessage(code, issueParams(issue)) };
}

describe('MerchantInputSchema', () => {
  it('accepts a complete merchant and normalises it', () => {
    const output = v.parse(MerchantInputSchema, {
      ...VALID_MERCHANT,
      businessRegistrationNumber: '1234567-x',
      monthlyTransactionVolumeSen: '15000.50',
      companyTurnoverSen: 250_000_000,
      officePhone: '',
      postcode: '50450',
    });
    expect(output).toMatchObject({
      businessRegistrationNumber: '1234567-X',
      monthlyTransactionVolumeSen: 1_500_050,
      companyTurnoverSen: 250_000_000,
      numberOfTerminals: 2,
      officePhone: null,
      postcode: '50450',
      fax: null,
    });
  });

  it.each([
    ['merchantName', '', 'This field is required'],
    ['merchantName', 'A', 'Enter at least 2 characters'],
    ['email', 'not-an-email', 'Enter a valid email address'],
    [
      'contactNumber',
      '0123456789',
      "Enter a phone number with '-' between digit groups, for example 012-345-6789",
    ],
    [
      'officePhone',
      '03 1234 5678',
      "Enter a phone number with '-' between digit groups, for example 012-345-6789",
    ],
    ['monthlyTransactionVolumeSen', '12a', 'Enter numbers only'],
    ['monthlyTransactionVolumeSen', '1.234', 'Enter numbers only'],
    ['companyTurnoverSen', 1500.5, 'Enter a whole number'],
    [
      'monthlyTransactionVolumeSen',
      '1000000000.01',
      'Enter number between RM\u00a00.00 and RM\u00a01,000,000,000.00',
    ],
    ['numberOfTerminals', '2.5', 'Enter a whole number'],
    ['numberOfTerminals', '1000', 'Enter number between 0 and 999'],
    ['numberOfTerminals', '', 'This field is required'],
    ['postcode', '5045', 'Enter 5 digits'],
    ['postcode', '5045A', 'Enter numbers only'],
    ['nationality', 'M4laysian', 'Enter letters only'],
    ['businessRegistrationNumber', 'a!', "Use 4 to 30 letters, digits or '-'"],
  ])('%s = %j: %s', (field, value, text) => {
    expect(firstError(MerchantInputSchema, { ...VALID_MERCHANT, [field]: value })).toEqual({
      path: field,
      text,
    });
  });

  it('updates take any subset of fields on a base version', () => {
    const output = v.parse(MerchantUpdateSchema, { id: VALID_MERCHANT.id, baseVersion: 3, city: 'Ipoh' });
    expect(output).toEqual({ id: VALID_MERCHANT.id, baseVersion: 3, city: 'Ipoh' });
    expect(firstError(MerchantUpdateSchema, { id: VALID_MERCHANT.id, city: 'Ipoh' })?.path).toBe(
      'baseVersion',
    );
  });

  it('a rejection needs a reason, an approval does not', () => {
    const id = VALID_MERCHANT.id;
    expect(v.safeParse(MerchantApprovalSchema, { id, decision: 'Approved' }).success).toBe(true);
    expect(firstError(MerchantApprovalSchema, { id, decision: 'Rejected', reason: 'no' })).toEqual({
      path: 'reason',
      text: 'Enter at least 5 characters',
    });
    expect(firstError(MerchantApprovalSchema, { id, decision: 'Maybe', reason: '' })?.path).toBe('decision');
  });
});
