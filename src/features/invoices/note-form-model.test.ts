import { describe, expect, it } from 'vitest';
import { noteFormTotals, noteLine, validateNoteForm, type NoteFormValues } from './note-form-model';

const INVOICE_ID = '5f0c7a52-7d5e-4a36-9a51-1d2b8c3e4f61';
const issued = {
  status: 'Issued' as const,
  totalSen: 100_000,
  creditedSen: 30_000,
  debitedSen: 5_000,
  currency: 'MYR',
};

function values(unitPrice: string, kind: 'Credit' | 'Debit' = 'Credit', taxRate = '0'): NoteFormValues {
  return {
    invoiceId: INVOICE_ID,
    kind,
    documentDate: '2026-11-25',
    referenceNumber: '',
    paymentMode: 'Cash',
    exchangeRate: '',
    lines: [noteLine('MYR', { description: 'Refund', quantity: '1', unitPrice, taxRate })],
  };
}

describe('note form', () => {
  it('a credit note up to what remains is accepted, amounts in integer sen', () => {
    const result = validateNoteForm(values('750.00'), issued);
    expect(result.errors).toBeNull();
    expect(result.draft?.lines).toEqual([
      { description: 'Refund', quantity: 1, unitPriceSen: 75_000, taxRate: 0, amountSen: 75_000 },
    ]);
    expect(result.draft?.referenceNumber).toBeNull();
  });

  it('a credit note over what remains is refused with the remaining amount, tax included', () => {
    // 700.00 + 8 % = 756.00 > 750.00 remaining.
    const result = validateNoteForm(values('700.00', 'Credit', '8'), issued);
    expect(result.errors?.['form']).toEqual({ code: 'note.exceedsRemaining', params: { remaining: 75_000 } });
  });

  it('a debit note is not bounded by what remains', () => {
    expect(validateNoteForm(values('5000', 'Debit'), issued).errors).toBeNull();
  });

  it('a Draft invoice takes no note', () => {
    expect(
      validateNoteForm(values('1'), { ...issued, status: 'Draft' as never }).errors?.['form']?.code,
    ).toBe('note.invoiceNotIssued');
  });

  it('required fields and number fields are checked at their field', () => {
    const form = {
      ...values('abc'),
      paymentMode: '',
      lines: [noteLine('MYR', { quantity: '0', unitPrice: 'abc' })],
    };
    const errors = validateNoteForm(form, issued).errors ?? {};
    expect(errors['paymentMode']?.code).toBe('validation.invalid');
    expect(errors['lines.0.description']?.code).toBe('validation.required');
    expect(errors['lines.0.quantity']?.code).toBe('validation.range');
    expect(errors['lines.0.unitPriceSen']?.code).toBe('validation.numberOnly');
    expect(validateNoteForm(values('1'), null).errors?.['invoiceId']?.code).toBe('validation.required');
  });

  it('totals as typed', () => {
    const lines = [
      noteLine('MYR', { quantity: '2', unitPrice: '10.05', taxRate: '6' }),
      noteLine('MYR', { quantity: '1', unitPrice: 'x' }),
    ];
    expect(noteFormTotals(lines)).toMatchObject({ subtotalSen: 2_010, taxSen: 121, totalSen: 2_131 });
  });
});
