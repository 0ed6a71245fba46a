/**
 * The consolidated e-invoice's calls (docs/e-invoicing.md, Consolidated): online only, never
 * queued. The consolidation is the company's and is not mirrored, and MyInvois's deadline is
 * counted on the server's record, so preparing and approving need the connection.
 */
import {
  ConsolidationDetailSchema,
  ConsolidationOverviewSchema,
  type ConsolidationPrepare,
  type ConsolidationSubmit,
} from '../../contract';
import { apiRequest } from '../../lib/api';

export const fetchConsolidationMonths = () =>
  apiRequest('/EInvoice/consolidated', { schema: ConsolidationOverviewSchema });

export const fetchConsolidation = (id: string) =>
  apiRequest(`/EInvoice/consolidated/${encodeURIComponent(id)}`, { schema: ConsolidationDetailSchema });

const post = (path: string, body: unknown) =>
  apiRequest(path, {
    method: 'POST',
    body,
    schema: ConsolidationDetailSchema,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

export const prepareConsolidation = (input: ConsolidationPrepare) =>
  post('/EInvoice/consolidated/prepare', input);
export const submitConsolidation = (input: ConsolidationSubmit) =>
  post('/EInvoice/consolidated/submit', input);
