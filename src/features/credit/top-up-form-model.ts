/**
 * The Top Up form's values and validation (docs/product.md, Validation messages): every field checked with
 * the contract's `TopUpCreateSchema`, so the form refuses what the server would, with the same message codes;
 * the amount typed in ringgit and read with `parseMoney` (exact, never a float); the bank-in date and time
 * not in the future (Malaysian time, as the slip shows it); the slip required.
 */
import * as v from 'valibot';
import type { MessageParams, TopUpCreate } from '../../contract';
import {
  businessNow,
  CREDIT_CURRENCY,
  formatMoney,
  issueParams,
  MAX_TOP_UP_SEN,
  MIN_TOP_UP_SEN,
  parseMoney,
  TopUpCreateSchema,
} from '../../contract';

export type TopUpFormValues = {
  /** Staff only: the merchant the top-up is for. */
  merchantId: string;
  amount: string;
  methodCode: string;
  bankName: string;
  accountNumber: string;
  referenceNumber: string;
  /** ISO yyyy-mm-dd (the date field's value). */
  bankInDate: string;
  /** hh:mm (a time input's value). */
  bankInTime: string;
  remark: string;
};

/** A field's message: a code of messages.ts and its params, translated by the form. */
export type FieldMessage = { code: string; params?: MessageParams };
/** Keyed by the form's field names (`amount`, `bankInAt`, `slip`, …). */
export type TopUpFormErrors = Record<string, FieldMessage>;

export const emptyTopUpForm = (bankInDate: string): TopUpFormValues => ({
  merchantId: '',
  amount: '',
  methodCode: '',
  bankName: '',
  accountNumber: '',
  referenceNumber: '',
  bankInDate,
  bankInTime: '',
  remark: '',
});

/** Why the typed amount is refused (required, number-only, 'Enter number between X and Y'), or null. */
export function amountMessage(text: string, locale: string): FieldMessage | null {
  const trimmed = text.trim();
  if (!trimmed) return { code: 'validation.required' };
  const sen = parseMoney(trimmed, CREDIT_CURRENCY);
  const range: FieldMessage = {
    code: 'validation.range',
    params: {
      min: formatMoney(MIN_TOP_UP_SEN, CREDIT_CURRENCY, locale),
      max: formatMoney(MAX_TOP_UP_SEN, CREDIT_CURRENCY, locale),
    },
  };
  if (sen === null) {
    // Digits that are too many or too precise are a range problem, not a typo.
    return /^-?[\d,]+(\.\d+)?$/.test(trimmed.replace(/\s|RM/gi, ''))
      ? range
      : { code: 'validation.numberOnly' };
  }
  return sen < MIN_TOP_UP_SEN || sen > MAX_TOP_UP_SEN ? range : null;
}

const FIELD_OF_PATH: Record<string, string> = { amountSen: 'amount' };

type Context = {
  id: string;
  hasSlip: boolean;
  /** Staff must choose the merchant; a merchant's own comes from the session. */
  needsMerchant: boolean;
  locale: string;
  now?: Date;
};

/** The body to queue, or every field's message. */
export function validateTopUpForm(
  values: TopUpFormValues,
  { id, hasSlip, needsMerchant, locale, now = new Date() }: Context,
): { body: TopUpCreate; errors: null } | { body: null; errors: TopUpFormErrors } {
  const errors: TopUpFormErrors = {};
  const bankInAt = values.bankInDate && values.bankInTime ? `${values.bankInDate}T${values.bankInTime}` : '';
  const parsed = v.safeParse(TopUpCreateSchema, {
    id,
    merchantId: needsMerchant ? values.merchantId : null,
    amountSen: parseMoney(values.amount, CREDIT_CURRENCY) ?? Number.NaN,
    methodCode: values.methodCode,
    bankName: values.bankName,
    accountNumber: values.accountNumber,
    referenceNumber: values.referenceNumber,
    bankInAt,
    remark: values.remark,
  });
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const path = v.getDotPath(issue) ?? '';
      const field = FIELD_OF_PATH[path] ?? path;
      const params = issueParams(issue);
      errors[field] ??= params ? { code: issue.message, params } : { code: issue.message };
    }
  }
  const amount = amountMessage(values.amount, locale);
  if (amount) errors['amount'] = amount;
  else delete errors['amount'];
  if (needsMerchant && !values.merchantId) errors['merchantId'] = { code: 'validation.required' };
  if (bankInAt && !errors['bankInAt'] && bankInAt > businessNow(now)) {
    errors['bankInAt'] = { code: 'credit.bankInFuture' };
  }
  if (!hasSlip) errors['slip'] = { code: 'credit.slipRequired' };
  if (Object.keys(errors).length || !parsed.success) return { body: null, errors };
  return { body: parsed.output, errors: null };
}
