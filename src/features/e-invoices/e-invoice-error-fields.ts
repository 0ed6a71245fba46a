/**
 * The fields MyInvois's errors name (docs/e-invoicing.md, Errors): a JSON path of the UBL document,
 * said as the field the user knows where we know it, and the error in the user's language.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EInvoiceError } from '../../contract';

/** UBL paths (below the document, indexes dropped), longest first so the closest one names the field. */
const FIELD_LABELS: [path: string, label: MessageDescriptor][] = [
  ['AccountingSupplierParty.Party.PartyIdentification', msg`Supplier's tax number`],
  ['AccountingCustomerParty.Party.PartyIdentification', msg`Buyer's tax number`],
  ['InvoiceLine.Item.CommodityClassification', msg`Line classification`],
  ['InvoiceLine.TaxTotal', msg`Line tax`],
  ['AccountingSupplierParty', msg`Supplier`],
  ['AccountingCustomerParty', msg`Buyer`],
  ['LegalMonetaryTotal', msg`Document totals`],
  ['BillingReference', msg`Original invoice reference`],
  ['DocumentCurrencyCode', msg`Currency`],
  ['TaxExchangeRate', msg`Exchange rate`],
  ['InvoiceTypeCode', msg`Document type`],
  ['InvoiceLine', msg`Invoice lines`],
  ['IssueDate', msg`Issue date`],
  ['IssueTime', msg`Issue date`],
  ['TaxTotal', msg`Tax total`],
  ['ID', msg`Document number`],
];

/** `$.Invoice[*].InvoiceLine[0].Item` → `InvoiceLine.Item`. */
const pathOf = (raw: string) =>
  raw
    .replace(/^\$\.?/, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/^Invoice\./, '');

/** The field an error names, in the user's words where the path is one we know, else as written. */
export function errorField(i18n: I18n, error: EInvoiceError): string | null {
  const raw = error.propertyPath || error.propertyName;
  if (!raw) return null;
  const path = pathOf(raw);
  const known = FIELD_LABELS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}.`));
  return known ? i18n._(known[1]) : raw;
}

/** The error in the user's language (MyInvois writes English and Malay), else the other one, else its code. */
export function errorText(locale: string, error: EInvoiceError): string {
  const malay = locale.startsWith('ms');
  return (malay ? error.errorMS || error.error : error.error || error.errorMS) || error.errorCode || '—';
}
