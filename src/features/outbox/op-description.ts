import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
};

/** Ops a form can correct: the form opens on the op and saves the fix under the same op id. */
const EDITABLE_PATHS = new Set(['/Invoice/create', '/Invoice/update']);

/** May this op be corrected in its form (a failed invoice draft), rather than only retried or discarded? */
export const isEditableOp = (op: OutboxOp) => op.state === 'failed' && EDITABLE_PATHS.has(op.path);

export const describeOp = (op: OutboxOp): MessageDescriptor | null => descriptions[op.path] ?? null;

/** The record's name as the mirror knows it, for a readable list. */
export function recordName(row: Record<string, unknown> | undefined): string | null {
  if (!row) return null;
  for (const field of [
    'merchantName',
    'fullName',
    'username',
    'name',
    'bookingReference',
    'invoiceNumber',
    'documentNumber',
    'guestName',
  ]) {
    const value = row[field];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}
