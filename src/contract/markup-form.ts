/**
 * The markup form's values (text, as typed) and their parse into a contract body, for the form and
 * the import alike (docs/ARCHITECTURE.md, Import): the percentage
 * typed with up to 2 decimals becomes basis points (12.5 -> 1250), amounts go through parseMoney
 * (integer sen, never a float), then MarkupCreateSchema checks everything with the server's codes.
 */
import * as v from 'valibot';
import { MarkupCreateSchema, type Markup, type MarkupCreate } from './markup';
import { bpToPercentText, parseMoney, percentTextToBp, toDecimalText } from './money';

export type MarkupFormValues = {
  name: string;
  appliesTo: string;
  cabinType: string;
  hotelRating: string;
  markupKind: string;
  /** Percent: "12.50"; Fixed: an amount "25.00". */
  markupValue: string;
  serviceFee: string;
  maintenanceFee: string;
  merchantId: string;
  clientId: string;
  validFrom: string;
  validTo: string;
};

export const emptyMarkupForm = (today: string): MarkupFormValues => ({
  name: '',
  appliesTo: 'Flights',
  cabinType: 'Any',
  hotelRating: 'Any',
  markupKind: 'Percent',
  markupValue: '',
  serviceFee: '0.00',
  maintenanceFee: '0.00',
  merchantId: '',
  clientId: '',
  validFrom: today,
  validTo: '',
});

export function markupToForm(markup: Markup): MarkupFormValues {
  return {
    name: markup.name,
    appliesTo: markup.appliesTo,
    cabinType: markup.cabinType ?? 'Any',
    hotelRating: markup.hotelRating ?? 'Any',
    markupKind: markup.markupKind,
    markupValue:
      markup.markupKind === 'Percent'
        ? bpToPercentText(markup.markupValue)
        : toDecimalText(markup.markupValue, markup.currency),
    serviceFee: toDecimalText(markup.serviceFeeSen, markup.currency),
    maintenanceFee: toDecimalText(markup.maintenanceFeeSen, markup.currency),
    merchantId: markup.merchantId ?? '',
    clientId: markup.clientId ?? '',
    validFrom: markup.validFrom,
    validTo: markup.validTo ?? '',
  };
}

/** A number field left as typed when it does not parse, so the schema reports 'Enter numbers only'. */
const amountOf = (text: string, currency: string): unknown =>
  text.trim() === '' ? undefined : (parseMoney(text, currency) ?? text);

export function markupBodyOf(id: string, values: MarkupFormValues, currency = 'MYR') {
  const markupValue =
    values.markupKind === 'Percent'
      ? values.markupValue.trim() === ''
        ? undefined
        : (percentTextToBp(values.markupValue) ?? values.markupValue)
      : amountOf(values.markupValue, currency);
  return {
    id,
    name: values.name,
    appliesTo: values.appliesTo,
    cabinType: values.appliesTo === 'Flights' ? values.cabinType : null,
    hotelRating: values.appliesTo === 'Hotels' ? values.hotelRating : null,
    markupKind: values.markupKind,
    markupValue,
    serviceFeeSen: amountOf(values.serviceFee, currency),
    maintenanceFeeSen: amountOf(values.maintenanceFee, currency),
    merchantId: values.merchantId,
    clientId: values.merchantId ? values.clientId : '',
    validFrom: values.validFrom,
    validTo: values.validTo,
  };
}

export const parseMarkupForm = (id: string, values: MarkupFormValues) =>
  v.safeParse(MarkupCreateSchema, markupBodyOf(id, values));

export type ParsedMarkup = MarkupCreate;
