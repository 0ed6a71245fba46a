/**
 * The pre-flight of an invoice on the device (docs/ARCHITECTURE.md, E-invoices): the contract's
 * `preflightEInvoice` with the company's identity as last read and the merchant's buyer identity
 * (`buyerIdentityOf`, as the server's document builder names it). A Draft is checked as the
 * document it becomes once issued, so "not issued" is not a problem before "Issue".
 */
import {
  buyerIdentityOf,
  hasOwnTin,
  preflightEInvoice,
  type BuyerIdentityFields,
  type Invoice,
  type PreflightProblem,
  type SupplierTaxIdentity,
} from '../../contract';

export type MerchantBuyer = Readonly<Record<string, unknown>>;

export type InvoicePreflight = {
  problems: PreflightProblem[];
  /** The buyer has no TIN of its own: the invoice goes into the monthly consolidated e-invoice. */
  hasNoBuyerTin: boolean;
};

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function invoicePreflight(
  invoice: Invoice,
  merchant: MerchantBuyer | null,
  supplier: SupplierTaxIdentity,
): InvoicePreflight {
  const fields: BuyerIdentityFields = {
    tin: textOrNull(merchant?.tin),
    identificationType: textOrNull(merchant?.identificationType) as BuyerIdentityFields['identificationType'],
    identificationNumber: textOrNull(merchant?.identificationNumber),
    sstNumber: textOrNull(merchant?.sstNumber),
  };
  const buyer = buyerIdentityOf(
    { name: textOrNull(merchant?.merchantName) ?? invoice.guestName, ...fields },
    supplier,
  );
  const isDraft = invoice.status === 'Draft';
  const source = {
    kind: 'invoice' as const,
    invoice: isDraft
      ? { ...invoice, status: 'Issued' as const, invoiceNumber: invoice.invoiceNumber ?? 'DRAFT' }
      : invoice,
  };
  return { problems: preflightEInvoice(source, { supplier, buyer }), hasNoBuyerTin: !hasOwnTin(fields) };
}
