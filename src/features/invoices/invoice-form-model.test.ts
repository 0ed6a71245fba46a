import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  costLine,
  emptyInvoiceForm,
  formTotals,
  invoiceToForm,
  revenueLine,
  validateInvoiceForm,
  withRevenueFigures,
  type InvoiceFormValues,
} from './invoice-form-model';
import { createInvoiceChange, type InvoiceDraft } from './invoices.store';
import type { Invoice } from '../../contract';

const MERCHANT = '5f0c7a52-7d5e-4a36-9a51-1d2b8c3e4f60';

function line(values: InvoiceFormValues, index: number) {
  const found = values.revenueLines[index];
  if (!found) throw new Error(`no line ${index}`);
  return found;
}

function filled(): InvoiceFormValues {
  return {
    ...emptyInvoiceForm(MERCHANT, 'Siti', new Date('2026-11-25T00:00:00Z')),
    guestName: 'Aminah',
    market: 'Domestic',
    revenueLines: [
      revenueLine('MYR', { salesType: 'Hotel', pax: '2', unitPrice: '1,234.50', taxRate: '8' }),
      revenueLine('MYR', { salesType: 'Transfer', pax: '3', unitPrice: '10.01', taxRate: '6' }),
    ],
    costLines: [costLine('MYR', { bookingReference: 'BK-1', unit: '1', unitPrice: '1500' })],
  };
}

describe('invoice form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is due a month after today in Malaysia, also at 01:00 there (17:00 UTC the day before)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T17:00:00Z'));
    expect(emptyInvoiceForm(MERCHANT, 'Siti').dueDate).toBe('2026-04-01');
  });

  it('totals and gross profit as the lines are typed, in integer sen', () => {
    const totals = formTotals(filled());
    expect(totals).toMatchObject({
      revenueSen: 246_900 + 3_003,
      taxSen: 19_752 + 180,
      costSen: 150_000,
      grossProfitSen: 249_903 - 150_000,
      grossProfitBp: 3998,
    });
  });

  it('a line being typed counts as zero until it is a number', () => {
    const values = filled();
    values.revenueLines[0] = withRevenueFigures({ ...line(values, 0), unitPrice: '12.3x' }, 'MYR');
    expect(formTotals(values).revenueSen).toBe(3_003);
  });

  it('a valid form gives the Draft the contract accepts, amounts as integers', () => {
    const result = validateInvoiceForm(filled());
    expect(result.errors).toBeNull();
    expect(result.draft?.revenueLines[0]).toEqual({
      salesType: 'Hotel',
      pax: 2,
      unitPriceSen: 123_450,
      taxRate: 8,
      amountSen: 246_900,
    });
    expect(result.draft?.tourCode).toBeNull();
  });

  it.each([
    ['pax', '', 'validation.required'],
    ['pax', 'two', 'validation.numberOnly'],
    ['pax', '1.5', 'validation.integer'],
    ['pax', '0', 'validation.range'],
    ['pax', '10000', 'validation.range'],
    ['unitPrice', '', 'validation.required'],
    ['unitPrice', 'abc', 'validation.numberOnly'],
    ['unitPrice', '1.234', 'validation.range'],
    ['unitPrice', '-5', 'validation.range'],
    ['unitPrice', '999999999999999', 'validation.range'],
  ])('revenue %s %j: %s', (field, text, code) => {
    const values = filled();
    values.revenueLines[1] = withRevenueFigures({ ...line(values, 1), [field]: text }, 'MYR');
    const result = validateInvoiceForm(values);
    const key = field === 'pax' ? 'revenueLines.1.pax' : 'revenueLines.1.unitPriceSen';
    expect(result.errors?.[key]?.code).toBe(code);
  });

  it('the range of an amount is said in ringgit', () => {
    const values = filled();
    values.revenueLines[0] = withRevenueFigures({ ...line(values, 0), unitPrice: '-1' }, 'MYR');
    expect(validateInvoiceForm(values).errors?.['revenueLines.0.unitPriceSen']).toEqual({
      code: 'validation.range',
      params: { min: '0.00', max: '100000000000.00' },
    });
  });

  it('required header fields, a sales type, a booking reference and at least one revenue line', () => {
    const values = { ...filled(), guestName: ' ', market: '', merchantId: '', revenueLines: [] };
    values.costLines = [costLine('MYR', { unitPrice: '1' })];
    const errors = validateInvoiceForm(values).errors ?? {};
    expect(errors['guestName']?.code).toBe('validation.required');
    expect(errors['market']?.code).toBe('validation.invalid');
    expect(errors['merchantId']?.code).toBe('validation.required');
    expect(errors['revenueLines']?.code).toBe('invoice.linesRequired');
    expect(errors['costLines.0.bookingReference']?.code).toBe('validation.required');
  });

  it('a document not in MYR keeps its exchange rate, checked at the field; MYR keeps none', () => {
    const usd = { ...filled(), currency: 'USD', exchangeRate: '4.4725' };
    expect(validateInvoiceForm(usd).draft?.exchangeRate).toBe('4.4725');
    expect(validateInvoiceForm({ ...usd, exchangeRate: '' }).draft?.exchangeRate).toBeNull();
    expect(validateInvoiceForm({ ...usd, exchangeRate: '4,47' }).errors?.['exchangeRate']?.code).toBe(
      'exchangeRate.format',
    );
    expect(validateInvoiceForm({ ...usd, exchangeRate: '0' }).errors?.['exchangeRate']?.code).toBe(
      'exchangeRate.positive',
    );
    expect(validateInvoiceForm({ ...usd, currency: 'MYR' }).draft?.exchangeRate).toBeNull();
    const change = createInvoiceChange(MERCHANT, MERCHANT, validateInvoiceForm(usd).draft as InvoiceDraft, {
      sendMerchant: false,
    });
    expect(invoiceToForm({ ...(change.patch as Omit<Invoice, 'version'>), version: 1 }).exchangeRate).toBe(
      '4.4725',
    );
  });

  it('a saved Draft opens in the form with the same figures', () => {
    const result = validateInvoiceForm(filled());
    const change = createInvoiceChange(MERCHANT, MERCHANT, result.draft as InvoiceDraft, {
      sendMerchant: false,
    });
    const row = { ...(change.patch as Omit<Invoice, 'version'>), version: 1 };
    const again = invoiceToForm(row);
    expect(again.revenueLines.map((line) => line.unitPrice)).toEqual(['1234.50', '10.01']);
    expect(formTotals(again).totalSen).toBe(row.totalSen);
  });
});
