/**
 * E-invoices as a mirrored area (docs/ARCHITECTURE.md, E-invoices): the descriptor the server's
 * list, get and pull and the device's list engine read. Whoever may view invoices views them
 * (access-policy.ts); a merchant's users see their merchant's only, like the documents.
 */
import * as v from 'valibot';
import type { ListEntity } from '../entity-descriptor';
import { foldCase } from '../entity-descriptor';
import { LIST_PAGING, listChoice, listFilter, SORT_ORDERS } from '../list-query';
import type { EInvoice, EInvoiceError } from './e-invoice-row';
import { E_INVOICE_DOCUMENT_KINDS, E_INVOICE_STATES, EInvoiceSchema } from './e-invoice-row';

export const E_INVOICE_SORT_KEYS = ['queuedAt', 'codeNumber', 'state', 'validatedAt'] as const;

/** GET EInvoice/eInvoiceListPage: newest queued first; `state` and `documentKind` equal, `codeNumber` contains. */
export const EInvoiceListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(E_INVOICE_SORT_KEYS, 'validation.invalid'), 'queuedAt'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'desc'),
  state: listChoice(E_INVOICE_STATES),
  documentKind: listChoice(E_INVOICE_DOCUMENT_KINDS),
  codeNumber: listFilter,
});
export type EInvoiceListQuery = v.InferOutput<typeof EInvoiceListQuerySchema>;

/** The service's first error of an Invalid document, in Malay for `ms` when it gave one. */
export function firstEInvoiceError(errors: readonly EInvoiceError[], locale: string): string {
  const first = errors[0];
  if (!first) return '';
  const text = locale === 'ms' ? (first.errorMS ?? first.error) : (first.error ?? first.errorMS);
  return text ?? first.errorCode ?? '';
}

export const eInvoiceEntity: ListEntity<EInvoice, EInvoiceListQuery> = {
  entity: 'eInvoices',
  area: 'EInvoice',
  menuKey: 'invoice.manage',
  scope: 'merchantId',
  storage: 'blocks',
  searchFields: ['codeNumber'],
  rowSchema: EInvoiceSchema,
  querySchema: EInvoiceListQuerySchema,
  sortValues: {
    queuedAt: (row) => row.queuedAt,
    codeNumber: (row) => foldCase(row.codeNumber),
    state: (row) => row.state,
    validatedAt: (row) => row.validatedAt ?? '',
  },
  filters: {
    state: { match: 'equals', value: (row) => row.state },
    documentKind: { match: 'equals', value: (row) => row.documentKind },
    codeNumber: { match: 'contains', value: (row) => row.codeNumber },
  },
  segments: { list: () => true },
  columns: [
    { key: 'codeNumber', kind: 'code', sortKey: 'codeNumber', isDefault: true },
    { key: 'documentKind', kind: 'text', isDefault: true },
    { key: 'state', kind: 'status', sortKey: 'state', isDefault: true },
    // Every attempt of a document is a row: the first is 1, each resubmit after a fix one more.
    { key: 'attempt', kind: 'number', isDefault: true },
    { key: 'queuedAt', kind: 'date', sortKey: 'queuedAt', isDefault: true },
    { key: 'validatedAt', kind: 'date', sortKey: 'validatedAt', isDefault: true },
    // Text, not a code: 26 characters must wrap in a phone's card rather than overflow it.
    { key: 'uuid', kind: 'text', isDefault: true },
    { key: 'errors', kind: 'text', isDefault: true },
  ],
};
