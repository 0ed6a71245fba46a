import { describe, expect, it } from 'vitest';
import { formatMessage, type MessageCode } from '../../contract';
import { amountMessage, emptyTopUpForm, validateTopUpForm, type TopUpFormValues } from './top-up-form-model';

const ID = '0b7e4a52-7d5e-4a36-9a51-1d2b8c3e4f60';
const MERCHANT = '5f0c7a52-7d5e-4a36-9a51-1d2b8c3e4f60';
// 25 Nov 2026, 10:00 in Kuala Lumpur.
const NOW = new Date('2026-11-25T02:00:00.000Z');

const filled = (changes: Partial<TopUpFormValues> = {}): TopUpFormValues => ({
  ...emptyTopUpForm('2026-11-25'),
  amount: 'RM 1,500.50',
  methodCode: 'DUITNOW',
  bankName: 'Maybank',
  accountNumber: '5140 1234 5678'.replace(/\s/g, ''),
  referenceNumber: 'MBB-20261125/001',
  bankInTime: '09:45',
  ...changes,
});

const context = { id: ID, hasSlip: true, needsMerchant: false, locale: 'en', now: NOW };

const englishOf = (errors: Record<string, { code: string; params?: Record<string, string | number> }>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      formatMessage(error.code as MessageCode, error.params),
    ]),
  );

describe('validateTopUpForm', () => {
  it('answers the body the server takes: sen from ringgit, the bank-in time as typed, no merchant for a merchant', () => {
    const result = validateTopUpForm(filled({ remark: '  ' }), context);
    expect(result.errors).toBeNull();
    expect(result.body).toEqual({
      id: ID,
      merchantId: null,
      amountSen: 150_050,
      methodCode: 'DUITNOW',
      bankName: 'Maybank',
      accountNumber: '514012345678',
      referenceNumber: 'MBB-20261125/001',
      bankInAt: '2026-11-25T09:45',
      remark: null,
    });
  });

  it('says what is wrong with every field at once, in the contract words', () => {
    const result = validateTopUpForm(emptyTopUpForm(''), { ...context, hasSlip: false });
    expect(englishOf(result.errors ?? {})).toEqual({
      amount: 'This field is required',
      methodCode: 'This field is required',
      bankName: 'This field is required',
      accountNumber: 'This field is required',
      referenceNumber: 'This field is required',
      bankInAt: 'This field is required',
      slip: 'Attach the bank-in slip.',
    });
  });

  it('checks the digit counts, the reference format and the future', () => {
    const result = validateTopUpForm(
      filled({ accountNumber: '12a45', referenceNumber: 'REF 1!', bankInTime: '10:01' }),
      context,
    );
    expect(englishOf(result.errors ?? {})).toEqual({
      accountNumber: 'Enter numbers only',
      referenceNumber: "Use letters, digits, '-' or '/'",
      bankInAt: 'The bank-in date and time cannot be in the future.',
    });
    expect(validateTopUpForm(filled({ bankInTime: '10:00' }), context).errors).toBeNull();
  });

  it('requires a merchant when staff record one, and sends it', () => {
    const staff = { ...context, needsMerchant: true };
    expect(validateTopUpForm(filled(), staff).errors).toEqual({
      merchantId: { code: 'validation.required' },
    });
    expect(validateTopUpForm(filled({ merchantId: MERCHANT }), staff).body?.merchantId).toBe(MERCHANT);
  });
});

describe('amountMessage', () => {
  it('reads ringgit exactly and says the range in ringgit', () => {
    expect(amountMessage('1', 'en')).toBeNull();
    expect(amountMessage('10,000,000.00', 'en')).toBeNull();
    // Intl puts a no-break space after the symbol.
    const range = { code: 'validation.range', params: { min: 'RM\u00a01.00', max: 'RM\u00a010,000,000.00' } };
    expect(amountMessage('0.99', 'en')).toEqual(range);
    expect(amountMessage('10000000.01', 'en')).toEqual(range);
    expect(amountMessage('12.345', 'en')).toEqual(range);
    expect(amountMessage('-5', 'en')).toEqual(range);
    expect(amountMessage('ten', 'en')).toEqual({ code: 'validation.numberOnly' });
    expect(formatMessage('validation.range', range.params)).toBe(
      'Enter number between RM\u00a01.00 and RM\u00a010,000,000.00',
    );
  });
});
