import { useLingui } from '@lingui/react/macro';
import type { EInvoiceState } from '../../contract';
import { Badge } from '../../ui/badge';
import { E_INVOICE_STATE_TONES, eInvoiceStateLabel } from './e-invoice-labels';

/**
 * An e-invoice's state as a badge in the user's language; it wraps between words ("For
 * consolidation", "Untuk disatukan") rather than widen the invoice list's column.
 */
export function EInvoiceStateBadge({ state }: { state: EInvoiceState }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={E_INVOICE_STATE_TONES[state]} wraps>
      {eInvoiceStateLabel(i18n, state)}
    </Badge>
  );
}
