/**
 * The credit/debit note form's values and validation: lines typed as text like the
 * invoice's (`line-values.ts`), checked with the contract's `NoteCreateSchema`, and the rule of
 * `noteCreationBlock` (a credit note never exceeds what remains of the invoice) before it is queued.
 */
import * as v from 'valibot';
import type { Invoice, NoteCreate, NoteKind, SstRate } from '../../contract';
import {
  computeNoteTotals,
  DEFAULT_CURRENCY,
  issueParams,
  noteCreationBlock,
  NoteCreateSchema,
  parseMoney,
} from '../../contract';
import type { NoteDraft } from './invoices.store';
import {
  moneyMessage,
  moneyOrZero,
  parseQuantity,
  quantityMessage,
  quantityOrZero,
  type FieldMessage,
} from './line-values';

export type NoteLineValues = {
  key: string;
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  quantityValue: number;
  unitPriceSen: number;
};

export type NoteFormValues = {
  invoiceId: string;
  kind: NoteKind;
  documentDate: string;
  referenceNumber: string;
  paymentMode: string;
  /** The note's own rate to MYR, as typed; empty takes the invoice's. */
  exchangeRate: string;
  lines: NoteLineValues[];
};

export type NoteFormErrors = Record<string, FieldMessage>;

let counter = 0;

export const withNoteFigures = (line: NoteLineValues, currency: string): NoteLineValues => ({
  ...line,
  quantityValue: quantityOrZero(line.quantity),
  unitPriceSen: moneyOrZero(line.unitPrice, currency),
});

export function noteLine(currency: string, values: Partial<NoteLineValues> = {}): NoteLineValues {
  return withNoteFigures(
    {
      key: `note-line-${++counter}`,
      description: '',
      quantity: '1',
      unitPrice: '',
      taxRate: '0',
      quantityValue: 0,
      unitPriceSen: 0,
      ...values,
    },
    currency,
  );
}

export const noteFormTotals = (lines: readonly NoteLineValues[]) =>
  computeNoteTotals(
    lines.map((line) => ({
      quantity: line.quantityValue,
      unitPriceSen: line.unitPriceSen,
      taxRate: (Number(line.taxRate) || 0) as SstRate,
    })),
  );

const withoutIds = ({ id: _id, invoiceId: _invoice, ...draft }: NoteCreate): NoteDraft => draft;

/**
 * The note to queue, or every field's message; `invoice` is the chosen invoice with the sums of
 * the notes on this device (so a credit note made offline counts against the next one).
 */
export function validateNoteForm(
  values: NoteFormValues,
  invoice: Pick<Invoice, 'status' | 'totalSen' | 'creditedSen' | 'debitedSen' | 'currency'> | null,
): { draft: NoteDraft; errors: null } | { draft: null; errors: NoteFormErrors } {
  const currency = invoice?.currency ?? 'MYR';
  const errors: NoteFormErrors = {};
  const totals = noteFormTotals(values.lines);
  values.lines.forEach((line, index) => {
    const quantity = quantityMessage(line.quantity);
    const price = moneyMessage(line.unitPrice, currency);
    if (quantity) errors[`lines.${index}.quantity`] = quantity;
    if (price) errors[`lines.${index}.unitPriceSen`] = price;
  });
  const parsed = v.safeParse(NoteCreateSchema, {
    id: '00000000-0000-4000-8000-000000000000',
    invoiceId: values.invoiceId || '-',
    documentDate: values.documentDate,
    referenceNumber: values.referenceNumber,
    paymentMode: values.paymentMode,
    exchangeRate: currency === DEFAULT_CURRENCY ? null : values.exchangeRate,
    lines: values.lines.map((line, index) => ({
      description: line.description,
      quantity: parseQuantity(line.quantity) ?? line.quantity,
      unitPriceSen: parseMoney(line.unitPrice, currency) ?? line.unitPrice,
      taxRate: Number(line.taxRate),
      amountSen: totals.lines[index]?.amountSen ?? 0,
    })),
  });
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const path = v.getDotPath(issue) ?? '';
      const params = issueParams(issue);
      errors[path] ??= params ? { code: issue.message, params } : { code: issue.message };
    }
  }
  if (!invoice) errors['invoiceId'] = { code: 'validation.required' };
  else if (!Object.keys(errors).length) {
    const block = noteCreationBlock(invoice, values.kind, totals.totalSen);
    if (block)
      errors['form'] = {
        code: block,
        params: { remaining: invoice.totalSen + invoice.debitedSen - invoice.creditedSen },
      };
  }
  if (Object.keys(errors).length || !parsed.success) return { draft: null, errors };
  return { draft: withoutIds(parsed.output), errors: null };
}
