/**
 * E-invoices as SQL (docs/ARCHITECTURE.md, E-invoices): the list, get by id and the pull of the
 * state each attempt of an issued document has at MyInvois, scoped to the document's merchant. The submission
 * job's bookkeeping (claims, attempts, polls) is not part of the row.
 */
import { eInvoiceEntity } from '../../src/contract';
import { resourceOf } from '../lib/entity-list/resource-of';

export const eInvoiceResource = resourceOf(eInvoiceEntity, {
  table: 'e_invoices',
  alias: 'e',
  // A consolidated e-invoice (no merchant) is the company's: never listed nor mirrored (migration 035).
  from: '(SELECT * FROM e_invoices WHERE merchant_id IS NOT NULL) e',
  sql: { errors: `CASE WHEN jsonb_typeof(e.errors) = 'array' THEN e.errors ELSE '[]'::jsonb END` },
});
