/**
 * The words of credit's fixed values (the contract keeps them as codes): the action codes (docs/product.md,
 * Credit actions), top-up statuses and payment methods, in the user's language (docs/ARCHITECTURE.md,
 * Credit).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CreditAction, PaymentMethodCode, TopUpStatus } from '../../contract';
import type { BadgeTone } from '../../ui/badge';

/** The nine credit history action codes (docs/product.md, Credit actions), as words. */
export const CREDIT_ACTION_LABELS = {
  ADJUST_CREDIT_LIMIT: msg`Adjust credit limit`,
  CANCELLED_PAYMENT: msg`Cancelled payment`,
  PAYMENT_ENTRY: msg`Payment entry`,
  PAYMENT_REJECTED: msg`Payment rejected`,
  PAYMENT_VERIFICATION: msg`Payment verification`,
  REFUND_AGENT_CREDIT: msg`Refund or return agent credit`,
  REDEEM_CREDIT: msg`Redeem or spend credit for a booking`,
  SYSTEM_UPDATE: msg`System update of credit balance`,
  UNDO_APPROVED_PAYMENT: msg`Undo approved payment`,
} satisfies Record<CreditAction, MessageDescriptor>;

export const TOP_UP_STATUS_LABELS = {
  Pending: msg`Pending`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
  Cancelled: msg`Cancelled`,
  Reversed: msg`Reversed`,
} satisfies Record<TopUpStatus, MessageDescriptor>;

export const TOP_UP_STATUS_TONES: Record<TopUpStatus, BadgeTone> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'danger',
  Cancelled: 'neutral',
  Reversed: 'neutral',
};

/** Payment methods by their method code (docs/product.md, Top-ups). */
export const PAYMENT_METHOD_LABELS = {
  DUITNOW: msg`DuitNow transfer`,
  IBG: msg`Interbank GIRO (IBG)`,
  FPX: msg`FPX online banking`,
  CDM: msg`Cash deposit machine`,
  CHQ: msg`Cheque deposit`,
  TT: msg`Telegraphic transfer`,
} satisfies Record<PaymentMethodCode, MessageDescriptor>;
