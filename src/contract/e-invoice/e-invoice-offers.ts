/**
 * What a screen offers on an e-invoice (docs/e-invoicing.md, Cancel and reject; Resubmit), as pure
 * functions of the mirrored row, the caller and the time, so the screens offer only what the calls
 * (server/features/e-invoices/) accept: the cancel by a Checker holding the invoice's status
 * grant, of a Valid document, inside the 72 hours of `cancelWindow`; the resubmit by whoever holds
 * the invoice's issue grant, of a document whose latest attempt is Invalid or Cancelled.
 */
import type { SessionUser } from '../auth';
import { INVOICE_FUNCTIONS, isAllowed, type Permissions } from '../permissions';
import type { EInvoice } from './e-invoice-entity';
import type { EInvoiceDocumentKind } from './e-invoice-row';
import { cancelWindow } from './time-windows';

/** The cancel call's two guards: the invoice's status grant (deactivate), held by a Checker. */
export function mayCancelEInvoices(user: Pick<SessionUser, 'level'>, permissions: Permissions): boolean {
  return user.level === 'Checker' && isAllowed(permissions, ...INVOICE_FUNCTIONS.deactivate);
}

/** The resubmit call's guard: the invoice's issue grant (a merchant's users, on their own documents). */
export function mayResubmitEInvoices(permissions: Permissions): boolean {
  return isAllowed(permissions, ...INVOICE_FUNCTIONS.issue);
}

/**
 * Whether a document's latest attempt may be followed by a new one: `open` when it is Invalid or
 * Cancelled, `inProgress` while it is queued or at MyInvois, `none` when it is Valid.
 */
export type ResubmitStanding = 'open' | 'inProgress' | 'none';

export function resubmitStanding(latest: Pick<EInvoice, 'state'>): ResubmitStanding {
  if (latest.state === 'invalid' || latest.state === 'cancelled') return 'open';
  return latest.state === 'valid' ? 'none' : 'inProgress';
}

/**
 * Where a Valid document stands with its cancel window at `now`: `open` with the time left,
 * `closed` once the 72 hours are over (a correction is then a credit or debit note), `none` for any
 * other state.
 */
export type CancelStanding = { kind: 'open'; remainingMs: number } | { kind: 'closed' } | { kind: 'none' };

export function cancelStanding(
  row: Pick<EInvoice, 'state' | 'uuid' | 'validatedAt'>,
  now: Date,
): CancelStanding {
  if (row.state !== 'valid' || !row.uuid || !row.validatedAt) return { kind: 'none' };
  // A time before the validation (a device clock behind the server's, or a minute's tick taken
  // before the row arrived) is the start of the window on a screen, never its end.
  const validated = new Date(row.validatedAt);
  const window = cancelWindow(validated, now < validated ? validated : now);
  return window.isOpen ? { kind: 'open', remainingMs: window.remainingMs } : { kind: 'closed' };
}

/**
 * The public validation link of a Valid document, `{portal}/{uuid}/share/{longId}` (docs/e-invoicing.md,
 * How the product uses them), or null before the service validated it. `portalUrl` as the service
 * call answers it; a path (the simulator's) is taken on `origin`.
 */
export function validationLink(
  portalUrl: string,
  row: Pick<EInvoice, 'state' | 'uuid' | 'longId'>,
  origin: string,
): string | null {
  // A consolidated invoice carries its consolidated e-invoice's UUID and long id: that is its link.
  if ((row.state !== 'valid' && row.state !== 'consolidated') || !row.uuid || !row.longId) return null;
  const portal = new URL(portalUrl, origin).href.replace(/\/$/, '');
  return `${portal}/${encodeURIComponent(row.uuid)}/share/${encodeURIComponent(row.longId)}`;
}

/**
 * The document a screen shows an e-invoice for: its kind and id, whether it is a Draft (no e-invoice
 * until issued), issued (queued from then on) or was deactivated unissued, and the invoice its
 * corrections (credit and debit notes) refer to.
 */
export type EInvoiceDocumentRef = {
  kind: EInvoiceDocumentKind;
  documentId: string;
  documentState: 'draft' | 'issued' | 'never-issued';
  invoiceId: string;
  /** The document's number, to name a note's panel. */
  number: string | null;
  /** The document's currency and its rate to MYR, shown by the panel when it has one. */
  currency?: string;
  exchangeRate?: string | null;
};
