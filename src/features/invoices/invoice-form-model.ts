/**
 * The invoice form's values and their validation (docs/product.md, Validation messages). Values are the text
 * the user typed; each line also holds its parsed figures (`line-values.ts`) for the live totals. Saving
 * checks the number fields here (required, number-only, integer, range) and everything with the contract's
 * `InvoiceCreateSchema`, so the form refuses exactly what the server would.
 */
import * as v from 'valibot';
import type { Invoice, InvoiceCreate, SstRate } from '../../contract';
import {
  addDays,
  businessToday,
  computeDocumentTotals,
  DEFAULT_CURRENCY,
  InvoiceCreateSchema,
  issueParams,
  parseMoney,
  toDecimalText,
} from '../../contract';
import type { InvoiceDraft } from './invoices.store';
import {
  moneyMessage,
  moneyOrZero,
  parseQuantity,
  quantityMessage,
  quantityOrZero,
  type FieldMessage,
} from './line-values';

export type RevenueLineValues = {
  key: string;
  salesType: string;
  pax: string;
  unitPrice: string;
  taxRate: string;
  /** Parsed when pax or unit price change: what the totals add up. */
  paxValue: number;
  unitPriceSen: number;
};

export type CostLineValues = {
  key: string;
  bookingReference: string;
  unit: string;
  unitPrice: string;
  unitValue: number;
  unitPriceSen: number;
};

export type InvoiceFormValues = {
  merchantId: string;
  currency: string;
  /** MYR per unit of the currency, as typed; only a document not in MYR keeps it. */
  exchangeRate: string;
  dueDate: string;
  tourCode: string;
  guestName: string;
  market: string;
  handledBy: string;
  remark: string;
  revenueLines: RevenueLineValues[];
  costLines: CostLineValues[];
};

export type HeaderField = Exclude<keyof InvoiceFormValues, 'revenueLines' | 'costLines'>;
export type HeaderValues = Pick<InvoiceFormValues, HeaderField>;
/** Field messages by the contract's path (`guestName`, `revenueLines.2.unitPriceSen`). */
export type InvoiceFormErrors = Record<string, FieldMessage>;

let lineCounter = 0;
const newKey = () => `line-${++lineCounter}`;

export function revenueLine(currency: string, values: Partial<RevenueLineValues> = {}): RevenueLineValues {
  return withRevenueFigures(
    {
      key: newKey(),
      salesType: '',
      pax: '1',
      unitPrice: '',
      taxRate: '0',
      paxValue: 0,
      unitPriceSen: 0,
      ...values,
    },
    currency,
  );
}

export function costLine(currency: string, values: Partial<CostLineValues> = {}): CostLineValues {
  return withCostFigures(
    {
      key: newKey(),
      bookingReference: '',
      unit: '1',
      unitPrice: '',
      unitValue: 0,
      unitPriceSen: 0,
      ...values,
    },
    currency,
  );
}

export const withRevenueFigures = (line: RevenueLineValues, currency: string): RevenueLineValues => ({
  ...line,
  paxValue: quantityOrZero(line.pax),
  unitPriceSen: moneyOrZero(line.unitPrice, currency),
});

export const withCostFigures = (line: CostLineValues, currency: string): CostLineValues => ({
  ...line,
  unitValue: quantityOrZero(line.unit),
  unitPriceSen: moneyOrZero(line.unitPrice, currency),
});

/** One revenue line's field changed: that line re-parsed, every other line the same object. */
export function changeRevenueLine<T extends Pick<InvoiceFormValues, 'revenueLines' | 'currency'>>(
  values: T,
  key: string,
  field: 'salesType' | 'pax' | 'unitPrice' | 'taxRate',
  value: string,
): T {
  return {
    ...values,
    revenueLines: values.revenueLines.map((line) =>
      line.key === key ? withRevenueFigures({ ...line, [field]: value }, values.currency) : line,
    ),
  };
}

export function changeCostLine<T extends Pick<InvoiceFormValues, 'costLines' | 'currency'>>(
  values: T,
  key: string,
  field: 'bookingReference' | 'unit' | 'unitPrice',
  value: string,
): T {
  return {
    ...values,
    costLines: values.costLines.map((line) =>
      line.key === key ? withCostFigures({ ...line, [field]: value }, values.currency) : line,
    ),
  };
}

export function emptyInvoiceForm(merchantId: string, handledBy: string, now = new Date()): InvoiceFormValues {
  return {
    merchantId,
    currency: DEFAULT_CURRENCY,
    exchangeRate: '',
    dueDate: addDays(businessToday(now), 30),
    tourCode: '',
    guestName: '',
    market: '',
    handledBy,
    remark: '',
    revenueLines: [revenueLine(DEFAULT_CURRENCY)],
    costLines: [],
  };
}

/** The form of a saved Draft: amounts back as plain decimal text. */
export function invoiceToForm(row: Invoice): InvoiceFormValues {
  const money = (sen: number) => toDecimalText(sen, row.currency);
  return {
    merchantId: row.merchantId,
    currency: row.currency,
    exchangeRate: row.exchangeRate ?? '',
    dueDate: row.dueDate,
    tourCode: row.tourCode ?? '',
    guestName: row.guestName,
    market: row.market,
    handledBy: row.handledBy,
    remark: row.remark ?? '',
    revenueLines: row.revenueLines.map((line) =>
      revenueLine(row.currency, {
        salesType: line.salesType,
        pax: String(line.pax),
        unitPrice: money(line.unitPriceSen),
        taxRate: String(line.taxRate),
      }),
    ),
    costLines: row.costLines.map((line) =>
      costLine(row.currency, {
        bookingReference: line.bookingReference,
        unit: String(line.unit),
        unitPrice: money(line.unitPriceSen),
      }),
    ),
  };
}

/** The live figures: integer sums over the lines' parsed values (cheap for hundreds of lines). */
export function formTotals(values: Pick<InvoiceFormValues, 'revenueLines' | 'costLines'>) {
  return computeDocumentTotals(
    values.revenueLines.map((line) => ({
      pax: line.paxValue,
      unitPriceSen: line.unitPriceSen,
      taxRate: (Number(line.taxRate) || 0) as SstRate,
    })),
    values.costLines.map((line) => ({ unit: line.unitValue, unitPriceSen: line.unitPriceSen })),
  );
}

const withoutIds = ({ id: _id, merchantId: _merchant, ...draft }: InvoiceCreate): InvoiceDraft => draft;

/** A typed number, or the text itself so the schema answers "Enter numbers only". */
const numberOr = (value: number | null, text: string) => value ?? text;

/**
 * The Draft to save, or the message of every field that is wrong. Number fields are checked here
 * first (their text), the rest by the contract's schema.
 */
export function validateInvoiceForm(
  values: InvoiceFormValues,
): { draft: InvoiceDraft; errors: null } | { draft: null; errors: InvoiceFormErrors } {
  const { currency } = values;
  const errors: InvoiceFormErrors = {};
  const figures = formTotals(values);
  values.revenueLines.forEach((line, index) => {
    const pax = quantityMessage(line.pax);
    const price = moneyMessage(line.unitPrice, currency);
    if (pax) errors[`revenueLines.${index}.pax`] = pax;
    if (price) errors[`revenueLines.${index}.unitPriceSen`] = price;
  });
  values.costLines.forEach((line, index) => {
    const unit = quantityMessage(line.unit);
    const price = moneyMessage(line.unitPrice, currency);
    if (unit) errors[`costLines.${index}.unit`] = unit;
    if (price) errors[`costLines.${index}.unitPriceSen`] = price;
  });
  const candidate = {
    id: '00000000-0000-4000-8000-000000000000',
    currency,
    exchangeRate: currency === DEFAULT_CURRENCY ? null : values.exchangeRate,
    dueDate: values.dueDate,
    tourCode: values.tourCode,
    guestName: values.guestName,
    market: values.market,
    remark: values.remark,
    handledBy: values.handledBy,
    revenueLines: values.revenueLines.map((line, index) => ({
      salesType: line.salesType,
      pax: numberOr(parseQuantity(line.pax), line.pax),
      unitPriceSen: numberOr(parseMoney(line.unitPrice, currency), line.unitPrice),
      taxRate: Number(line.taxRate),
      amountSen: figures.revenueLines[index]?.amountSen ?? 0,
    })),
    costLines: values.costLines.map((line, index) => ({
      bookingReference: line.bookingReference,
      unit: numberOr(parseQuantity(line.unit), line.unit),
      unitPriceSen: numberOr(parseMoney(line.unitPrice, currency), line.unitPrice),
      amountSen: figures.costLines[index] ?? 0,
    })),
  };
  const parsed = v.safeParse(InvoiceCreateSchema, candidate);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const path = v.getDotPath(issue) ?? '';
      const params = issueParams(issue);
      errors[path] ??= params ? { code: issue.message, params } : { code: issue.message };
    }
  }
  if (!values.merchantId) errors['merchantId'] = { code: 'validation.required' };
  if (Object.keys(errors).length || !parsed.success) return { draft: null, errors };
  return { draft: withoutIds(parsed.output), errors: null };
}
