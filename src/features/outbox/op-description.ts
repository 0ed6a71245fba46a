import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboxOp } from '../../lib/db';
import { factsOf } from './op-facts';
import { moneyWords } from './op-words-money';
import { recordWords } from './op-words-records';

/**
 * What a queued call does, in plain words: said when the device lacks what names the record (a
 * row not mirrored here). New kinds of change add their path here and to the words that name them.
 */
const plainWords: Record<string, MessageDescriptor> = {
  '/Merchant/status/update': msg`Change merchant status`,
  '/Merchant/create': msg`Create merchant`,
  '/Merchant/update': msg`Update merchant`,
  '/Merchant/approval': msg`Merchant approval`,
  '/User/sign-up': msg`Create user`,
  '/User/update': msg`Update user`,
  '/User/status/update': msg`Change user status`,
  '/User/approval': msg`User change approval`,
  '/Invoice/create': msg`Create invoice draft`,
  '/Invoice/update': msg`Update invoice draft`,
  '/Invoice/issue': msg`Issue invoice`,
  '/Invoice/deactivate': msg`Deactivate invoice`,
  '/CreditNote/create': msg`Add credit note`,
  '/CreditNote/deactivate': msg`Deactivate credit note`,
  '/DebitNote/create': msg`Add debit note`,
  '/DebitNote/deactivate': msg`Deactivate debit note`,
  '/Credit/topUp': msg`Top-up`,
  '/Credit/approve': msg`Approve top-up`,
  '/Credit/reject': msg`Reject top-up`,
  '/Credit/undo': msg`Undo approved top-up`,
  '/Credit/cancel': msg`Cancel top-up`,
  '/Credit/adjustLimit': msg`Credit limit change`,
  '/Credit/approveLimit': msg`Approve credit limit change`,
  '/Credit/rejectLimit': msg`Reject credit limit change`,
  '/Credit/redeem': msg`Pay booking with credit`,
  '/Client/create': msg`Create client`,
  '/Client/update': msg`Update client`,
  '/Client/status/update': msg`Change client status`,
  '/Markup/create': msg`Create markup`,
  '/Markup/update': msg`Update markup`,
  '/Markup/status/update': msg`Change markup status`,
  '/Case/create': msg`New service request`,
  '/Case/reply': msg`Reply to a service request`,
  '/Case/status/update': msg`Change a service request`,
  '/UAC/createrole': msg`Create role`,
  '/UAC/updaterole': msg`Update role`,
  '/UAC/save': msg`Change a role's menus`,
  '/FAC/save': msg`Change a role's functions`,
  '/Menu/save': msg`Save menu item`,
  '/Notification/read': msg`Mark a notification as read`,
  '/EInvoice/resubmit': msg`Send an e-invoice again`,
};

/** Words for a call no screen of this version queues (an op left by an older version). */
const UNKNOWN_CHANGE = msg`A change waiting to be sent`;

const namingWords = { ...recordWords, ...moneyWords };

/** Paths with words of their own (the test checks every queued call has them). */
export const describedPaths = (): string[] => Object.keys(plainWords);

/** Ops a form can correct: the form opens on the op and saves the fix under the same op id. */
const EDITABLE_PATHS = new Set(['/Invoice/create', '/Invoice/update']);

/** May this op be corrected in its form (a failed invoice draft), rather than only retried or discarded? */
export const isEditableOp = (op: OutboxOp) => op.state === 'failed' && EDITABLE_PATHS.has(op.path);

/** The merchant whose name the op's words need beside its own row: a credit account is the merchant's. */
export const namingMerchantId = (op: Pick<OutboxOp, 'entity' | 'entityId'>): string | null =>
  op.entity === 'creditAccounts' ? op.entityId : null;

export type OpContext = {
  /** The op's record as this device mirrors it, when it does. */
  row?: Record<string, unknown> | undefined;
  merchantName?: string | null;
  /** Money in the user's language. */
  locale?: string;
};

/**
 * What the op does, as a person would say it: the record by the name its list shows, with the
 * figures that matter (an invoice draft's guest, lines and total; a top-up's amount and reference).
 */
export function describeOp(op: OutboxOp, { row, merchantName = null, locale = 'en' }: OpContext = {}) {
  const facts = factsOf(op, row, merchantName, locale);
  return namingWords[op.path]?.(facts) ?? plainWords[op.path] ?? UNKNOWN_CHANGE;
}
