/**
 * An issued invoice, credit note or debit note as a MyInvois document in UBL 2.1 JSON, version 1.0
 * (no signature) (docs/e-invoicing.md, How the product uses them). Pure: the same document always
 * gives the same JSON, so a resubmission is byte-identical and its hash is stable.
 *
 * Each line is taxed on its own: SST is service tax (02) at the line's rate, a line without SST is
 * not applicable (06) at 0 %. Every amount is the source document's own figure, to the sen. A
 * document in another currency than MYR gives every amount, its tax too, in that currency, with its
 * exchange rate to MYR (docs/e-invoicing.md, Foreign currency).
 */
import {
  CLASSIFICATION_OTHERS,
  E_INVOICE_TYPES,
  type EInvoiceVersion,
  TAX_TYPES,
  type TaxTypeCode,
  UNIT_CODE_PIECE,
} from './codes';
import { type EInvoiceSource, readSource, type SourceDocument, type SourceLine } from './e-invoice-source';
import type { BuyerTaxIdentity, SupplierTaxIdentity } from './tax-identity';
import { buyerParty, supplierParty } from './ubl-party';
import { type UblNode, ublAmount, ublValue } from './ubl-values';

/** The currency a document's exchange rate converts to. */
export const TAX_CURRENCY = 'MYR';

export type EInvoiceDocument = { _D: string; _A: string; _B: string; Invoice: UblNode[] };

export type EInvoiceParties = { supplier: SupplierTaxIdentity; buyer: BuyerTaxIdentity };

export type EInvoiceOptions = {
  version?: EInvoiceVersion;
  /** The classification of every line (`022` travel services; `004` a consolidated e-invoice). */
  classificationCode?: string;
};

/** The tax type of a line: SST on travel services is service tax; without SST, not applicable. */
export const taxTypeOf = (line: Pick<SourceLine, 'taxRate'>): TaxTypeCode =>
  line.taxRate > 0 ? TAX_TYPES.serviceTax : TAX_TYPES.notApplicable;

const TAX_SCHEME = [{ ID: ublValue('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) }];

function taxSubtotal(
  taxType: TaxTypeCode,
  rate: number,
  taxableSen: number,
  taxSen: number,
  currency: string,
) {
  return {
    TaxableAmount: ublAmount(taxableSen, currency),
    TaxAmount: ublAmount(taxSen, currency),
    Percent: ublValue(rate),
    TaxCategory: [{ ID: ublValue(taxType), TaxScheme: TAX_SCHEME }],
  };
}

function invoiceLine(line: SourceLine, index: number, currency: string, classificationCode: string): UblNode {
  return {
    ID: ublValue(String(index + 1)),
    InvoicedQuantity: ublValue(line.quantity, { unitCode: UNIT_CODE_PIECE }),
    LineExtensionAmount: ublAmount(line.amountSen, currency),
    TaxTotal: [
      {
        TaxAmount: ublAmount(line.taxSen, currency),
        TaxSubtotal: [taxSubtotal(taxTypeOf(line), line.taxRate, line.amountSen, line.taxSen, currency)],
      },
    ],
    Item: [
      {
        CommodityClassification: [
          { ItemClassificationCode: ublValue(classificationCode, { listID: 'CLASS' }) },
        ],
        Description: ublValue(line.description),
      },
    ],
    Price: [{ PriceAmount: ublAmount(line.unitPriceSen, currency) }],
    ItemPriceExtension: [{ Amount: ublAmount(line.amountSen, currency) }],
  };
}

/** The document's tax, one subtotal per tax type and rate, in the order the lines first use them. */
function documentTaxTotal(source: SourceDocument): UblNode {
  const groups = new Map<
    string,
    { taxType: TaxTypeCode; rate: number; taxableSen: number; taxSen: number }
  >();
  for (const line of source.lines) {
    const taxType = taxTypeOf(line);
    const key = `${taxType}|${line.taxRate}`;
    const group = groups.get(key) ?? { taxType, rate: line.taxRate, taxableSen: 0, taxSen: 0 };
    group.taxableSen += line.amountSen;
    group.taxSen += line.taxSen;
    groups.set(key, group);
  }
  return {
    TaxAmount: ublAmount(source.taxSen, source.currency),
    TaxSubtotal: [...groups.values()].map((group) =>
      taxSubtotal(group.taxType, group.rate, group.taxableSen, group.taxSen, source.currency),
    ),
  };
}

const billingReference = (source: SourceDocument): UblNode =>
  source.original === null
    ? {}
    : {
        BillingReference: [
          {
            InvoiceDocumentReference: [
              { ID: ublValue(source.original.number), UUID: ublValue(source.original.uuid ?? '') },
            ],
          },
        ],
      };

/** The rate, written from its exact decimal text read as a number (`"4.4725"` -> 4.4725). */
function exchangeRate({ currency, exchangeRate: rate }: SourceDocument): UblNode {
  if (currency === TAX_CURRENCY || !rate) return {};
  return {
    TaxExchangeRate: [
      {
        SourceCurrencyCode: ublValue(currency),
        TargetCurrencyCode: ublValue(TAX_CURRENCY),
        CalculationRate: ublValue(Number(rate)),
      },
    ],
  };
}

/** UTC date and time of issue, as MyInvois reads them (`2026-11-29`, `03:58:07Z`). */
export function issueDateTime(timestamp: string): { date: string; time: string } {
  const iso = new Date(timestamp).toISOString();
  return { date: iso.slice(0, 10), time: `${iso.slice(11, 19)}Z` };
}

export const toUblDocument = (
  source: EInvoiceSource,
  parties: EInvoiceParties,
  options: EInvoiceOptions = {},
): EInvoiceDocument => ublDocumentOf(readSource(source), parties, options);

/** The document of figures already read (an issued document's, or a consolidated e-invoice's). */
export function ublDocumentOf(
  document: SourceDocument,
  parties: EInvoiceParties,
  options: EInvoiceOptions = {},
): EInvoiceDocument {
  const { currency } = document;
  const classificationCode = options.classificationCode ?? CLASSIFICATION_OTHERS;
  const issued = issueDateTime(document.issuedAt);
  return {
    _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    Invoice: [
      {
        ID: ublValue(document.number ?? ''),
        IssueDate: ublValue(issued.date),
        IssueTime: ublValue(issued.time),
        InvoiceTypeCode: ublValue(E_INVOICE_TYPES[document.kind], {
          listVersionID: options.version ?? '1.0',
        }),
        DocumentCurrencyCode: ublValue(currency),
        // Every tax amount is in the tax currency (MyInvois DC501), every amount in the document's (DC502).
        TaxCurrencyCode: ublValue(currency),
        ...exchangeRate(document),
        ...billingReference(document),
        AccountingSupplierParty: [supplierParty(parties.supplier)],
        AccountingCustomerParty: [buyerParty(parties.buyer)],
        TaxTotal: [documentTaxTotal(document)],
        LegalMonetaryTotal: [
          {
            LineExtensionAmount: ublAmount(document.subtotalSen, currency),
            TaxExclusiveAmount: ublAmount(document.subtotalSen, currency),
            TaxInclusiveAmount: ublAmount(document.totalSen, currency),
            PayableAmount: ublAmount(document.totalSen, currency),
          },
        ],
        InvoiceLine: document.lines.map((line, index) =>
          invoiceLine(line, index, currency, classificationCode),
        ),
      },
    ],
  };
}

/** The document as MyInvois receives it: compact JSON, in UTF-8. */
export const serializeDocument = (document: EInvoiceDocument) => JSON.stringify(document);
export const documentBytes = (document: EInvoiceDocument) =>
  new TextEncoder().encode(serializeDocument(document)).length;
