import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CREDIT_CURRENCY, formatMoney } from '../../contract';
import type { OutboxOp } from '../../lib/db';

/** What a queued call does, in words; new kinds of change add their path here. */
const descriptions: Record<string, MessageDescriptor> = {
  '/Merchant/status/update': msg`Change merchant status`,
  '/Merchant/create': msg`Create merchant`,
  '/Merchant/update': msg`Update merchant`,
  '/Merchant/approval': msg`Merchant approval`,
  '/User/sign-up': msg`Create user`,
  '/User/update': msg`Update user`,
  '/User/status/update': msg`Change user status`,
  '/Invoice/create': msg`Create invoice draft`,
  '/Invoice/update': msg`Update invoice draft`,
  '/Invoice/issue': msg`Issue invoice`,
  '/Invoice/deactivate': msg`Deactivate invoice`,
  '/CreditNote/create': msg`Add credit note`,
  '/CreditNote/deactivate': msg`Deactivate credit note`,
  '/DebitNote/create': msg`Add debit note`,
  '/DebitNote/deactivate': msg`Deactivate debit note`,
  '/Credit/approve': msg`Approve top-up`,
  '/Credit/reject': msg`Reject top-up`,
  '/Credit/undo': msg`Undo approved top-up`,
  '/Credit/cancel': msg`Cancel top-up`,
  '/Credit/approveLimit': msg`Approve credit limit change`,
  '/Credit/rejectLimit': msg`Reject credit limit change`,
  '/Credit/redeem': msg`Pay booking with credit`,
  '/Client/create': msg`Create client`,
  '/Client/update': msg`Update client`,
  '/Client/status/update': msg`Change client status`,
};

/** A sen figure of the op's body, as money; null when the body has none. */
function bodyMoney(op: OutboxOp, field: string, locale: string): string | null {
  const value = (op.body as Record<string, unknown> | null)?.[field];
  return typeof value === 'number' ? formatMoney(value, CREDIT_CURRENCY, locale) : null;
}

/** Calls whose words carry a figure of their body. */
const describedWithAmount: Record<string, (op: OutboxOp, locale: string) => MessageDescriptor | null> = {
  '/Credit/topUp': (op, locale) => {
    const amount = bodyMoney(op, 'amountSen', locale);
    return amount ? msg`Top-up of ${amount}` : msg`Top-up`;
  },
  '/Credit/adjustLimit': (op, locale) => {
    const amount = bodyMoney(op, 'creditLimitSen', locale);
    return amount ? msg`Credit limit change to ${amount}` : msg`Credit limit change`;
  },
};

/** Ops a form can correct: the form opens on the op and saves the fix under the same op id. */
const EDITABLE_PATHS = new Set(['/Invoice/create', '/Invoice/update']);

/** May this op be corrected in its form (a failed invoice draft), rather than only retried or discarded? */
export const isEditableOp = (op: OutboxOp) => op.state === 'failed' && EDITABLE_PATHS.has(op.path);

/** What the op does, in words (money in the user's language: `locale`). */
export const describeOp = (op: OutboxOp, locale = 'en'): MessageDescriptor | null =>
  describedWithAmount[op.path]?.(op, locale) ?? descriptions[op.path] ?? null;

/** The record's name as the mirror knows it, for a readable list. */
export function recordName(row: Record<string, unknown> | undefined): string | null {
  if (!row) return null;
  for (const field of [
    'merchantName',
    'companyName',
    'fullName',
    'username',
    'name',
    'bookingReference',
    'invoiceNumber',
    'documentNumber',
    'guestName',
    'referenceNumber',
  ]) {
    const value = row[field];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}
