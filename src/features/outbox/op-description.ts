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
};

export const describeOp = (op: OutboxOp): MessageDescriptor | null => descriptions[op.path] ?? null;

/** The record's name as the mirror knows it, for a readable list. */
export function recordName(row: Record<string, unknown> | undefined): string | null {
  if (!row) return null;
  for (const field of ['merchantName', 'fullName', 'username', 'name', 'bookingReference', 'invoiceNumber']) {
    const value = row[field];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}
