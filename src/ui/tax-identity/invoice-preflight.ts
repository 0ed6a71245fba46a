/**
 * The pre-flight of an invoice on the device (docs/ARCHITECTURE.md, E-invoices): the contract's
 * `preflightEInvoice` with the company's identity as last read and the merchant's buyer identity
 * (`buyerIdentityOf`, as the server's document builder names it). A Draft is checked as the
 * document it becomes once issued, so "not issued" is not a problem before "Issue". An issued note
 * is checked the same way before its e-invoice is sent again (`notePreflight`).
 */
import {
  buyerIdentityOf,
  hasOwnTin,
  preflightEInvoice,
  type BuyerIdentityFields,
  type BuyerPlace,
  type Invoice,
  type InvoiceNote,
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

/** Where the merchant is, from its mirrored record, as the server's document builder reads it. */
const placeOf = (merchant: MerchantBuyer | null): BuyerPlace => ({
  address: textOrNull(merchant?.address),
  postcode: textOrNull(merchant?.postcode),
  city: textOrNull(merchant?.city),
  state: textOrNull(merchant?.state),
  country: textOrNull(merchant?.country),
  phone: textOrNull(merchant?.officePhone),
});

const buyerFieldsOf = (merchant: MerchantBuyer | null): BuyerIdentityFields => ({
  tin: textOrNull(merchant?.tin),
  identificationType: textOrNull(merchant?.identificationType) as BuyerIdentityFields['identificationType'],
  identificationNumber: textOrNull(merchant?.identificationNumber),
  sstNumber: textOrNull(merchant?.sstNumber),
});

export function invoicePreflight(
  invoice: Invoice,
  merchant: MerchantBuyer | null,
  supplier: SupplierTaxIdentity,
): InvoicePreflight {
  const fields = buyerFieldsOf(merchant);
  const buyer = buyerIdentityOf(
    { name: textOrNull(merchant?.merchantName) ?? invoice.guestName, place: placeOf(merchant), ...fields },
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

/**
 * The pre-flight of an issued credit or debit note, as the server's document builder reads it: the
 * merchant as buyer and its invoice's latest e-invoice UUID as the original's (`originalUuid`).
 */
export function notePreflight(
  note: InvoiceNote,
  originalUuid: string | null,
  merchant: MerchantBuyer | null,
  supplier: SupplierTaxIdentity,
): PreflightProblem[] {
  const buyer = buyerIdentityOf(
    {
      name: textOrNull(merchant?.merchantName) ?? 'General Public',
      place: placeOf(merchant),
      ...buyerFieldsOf(merchant),
    },
    supplier,
  );
  const source = {
    kind: note.kind === 'Credit' ? ('credit' as const) : ('debit' as const),
    note,
    original: { number: note.invoiceNumber, uuid: originalUuid },
  };
  return preflightEInvoice(source, { supplier, buyer });
}
