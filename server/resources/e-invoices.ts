/**
 * E-invoices as SQL (docs/ARCHITECTURE.md, E-invoices): the list, get by id and the pull of the
 * state each attempt of an issued document has at MyInvois, scoped to the document's merchant. The submission
 * job's bookkeeping (claims, attempts, polls) is not part of the row.
 */
import { eInvoiceEntity } from '../../src/contract';
import type { EInvoice, EInvoiceListQuery } from '../../src/contract';
import type { ListResource } from '../lib/entity-list/resource';
import { instantSort, textSort } from '../lib/entity-list/sql-rules';
import { float, isoTimestamp } from '../lib/sql-format';

/** A row read with these IS a contract `EInvoice`. */
export const E_INVOICE_COLUMNS = `
  e.id AS "id", e.document_kind AS "documentKind", e.document_id AS "documentId",
  e.merchant_id AS "merchantId", e.code_number AS "codeNumber", e.state AS "state",
  e.uuid AS "uuid", e.long_id AS "longId", CASE WHEN jsonb_typeof(e.errors) = 'array' THEN e.errors ELSE '[]'::jsonb END AS "errors",
  e.cancel_reason AS "cancelReason", ${isoTimestamp('e.queued_at')} AS "queuedAt",
  ${isoTimestamp('e.submitted_at')} AS "submittedAt", ${isoTimestamp('e.validated_at')} AS "validatedAt",
  ${isoTimestamp('e.invalid_at')} AS "invalidAt", ${isoTimestamp('e.cancelled_at')} AS "cancelledAt",
  e.attempt AS "attempt",
  ${float('e.version')} AS "version"`;

export const eInvoiceResource: ListResource<EInvoice, EInvoiceListQuery> = {
  entity: 'eInvoices',
  table: 'e_invoices',
  from: 'e_invoices e',
  columns: E_INVOICE_COLUMNS,
  id: 'e.id',
  scope: 'e.merchant_id',
  descriptor: eInvoiceEntity,
  sortExpressions: {
    queuedAt: instantSort('e.queued_at'),
    codeNumber: textSort('e.code_number'),
    state: textSort('e.state'),
    // A document never validated sorts first ascending, as the reference's empty text does.
    validatedAt: `coalesce(${instantSort('e.validated_at')}, '-infinity'::timestamp)`,
  },
  filterExpressions: {
    state: 'e.state',
    documentKind: 'e.document_kind',
    codeNumber: 'e.code_number',
  },
  segments: { list: 'true' },
};
