/**
 * A notification's words and link, made on the device from its kind and the values fixed when it
 * was made (docs/ARCHITECTURE.md, Notifications), so it reads in the user's language even offline.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CREDIT_CURRENCY, formatMoney, type Notification, type NotificationKind } from '../../contract';

export type NotificationText = {
  /** One sentence: what waits, or what happened. */
  text: string;
  /** A second line when there is one: the reason of a rejection, a case's subject. */
  detail: string | null;
};

/** The screen a notification opens, as a router location. */
export type NotificationLink =
  | { to: '/merchant/merchant-profile/$ID'; params: { ID: string } }
  | { to: '/organization/approval' }
  | { to: '/credit/credit-management/$id'; params: { id: string } }
  | { to: '/credit/credit-management' }
  | { to: '/case/service-request/$id'; params: { id: string } };

export function notificationLink(row: Pick<Notification, 'subjectEntity' | 'subjectId'>): NotificationLink {
  switch (row.subjectEntity) {
    case 'merchants':
      return { to: '/merchant/merchant-profile/$ID', params: { ID: row.subjectId } };
    case 'organizations':
      return { to: '/organization/approval' };
    case 'topUps':
      return { to: '/credit/credit-management/$id', params: { id: row.subjectId } };
    case 'creditAccounts':
      return { to: '/credit/credit-management' };
    case 'cases':
      return { to: '/case/service-request/$id', params: { id: row.subjectId } };
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const senOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The kinds as the list's filter and column name them. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, MessageDescriptor> = {
  'merchant.pending': msg`Merchant waiting for approval`,
  'merchant.decided': msg`Merchant decided`,
  'organization.pending': msg`Organization waiting for approval`,
  'topUp.pending': msg`Top-up waiting for approval`,
  'topUp.decided': msg`Top-up decided`,
  'creditLimit.pending': msg`Credit limit change waiting for approval`,
  'creditLimit.decided': msg`Credit limit change decided`,
  'case.assigned': msg`Service request assigned`,
  'case.reply': msg`Service request reply`,
  'case.reopened': msg`Service request reopened`,
};

function sentence(row: Notification, i18n: I18n): MessageDescriptor {
  const { params } = row;
  const merchantName = textOf(params.merchantName);
  const caseNumber = textOf(params.caseNumber);
  const reference = textOf(params.referenceNumber);
  const amount = formatMoney(senOf(params.amountSen), CREDIT_CURRENCY, i18n.locale);
  const limit = formatMoney(senOf(params.proposedLimitSen), CREDIT_CURRENCY, i18n.locale);
  const isApproved = params.decision === 'Approved';
  switch (row.kind) {
    case 'merchant.pending':
      return msg`Merchant ${merchantName} is waiting for your approval.`;
    case 'merchant.decided':
      return isApproved
        ? msg`Your merchant ${merchantName} was approved.`
        : msg`Your merchant ${merchantName} was rejected.`;
    case 'organization.pending':
      return msg`Organization ${merchantName} registered and is waiting for your approval.`;
    case 'topUp.pending':
      return msg`A top-up of ${amount} (reference ${reference}) is waiting for your approval.`;
    case 'topUp.decided':
      return isApproved
        ? msg`Your top-up of ${amount} (reference ${reference}) was approved.`
        : msg`Your top-up of ${amount} (reference ${reference}) was rejected.`;
    case 'creditLimit.pending':
      return msg`A credit limit of ${limit} for ${merchantName} is waiting for your approval.`;
    case 'creditLimit.decided':
      return isApproved
        ? msg`Your credit limit of ${limit} for ${merchantName} was approved.`
        : msg`Your credit limit of ${limit} for ${merchantName} was rejected.`;
    case 'case.assigned':
      return msg`Service request ${caseNumber} was assigned to you.`;
    case 'case.reply': {
      const authorName = textOf(params.authorName);
      return msg`${authorName} replied on service request ${caseNumber}.`;
    }
    case 'case.reopened':
      return msg`Service request ${caseNumber} was reopened.`;
  }
}

function detailOf(row: Notification, i18n: I18n): string | null {
  const reason = textOf(row.params.reason);
  if (row.kind.endsWith('.decided') && reason) return i18n._(msg`Reason: ${reason}`);
  if (row.subjectEntity === 'cases') return textOf(row.params.subject) || null;
  return null;
}

export function notificationText(row: Notification, i18n: I18n): NotificationText {
  return { text: i18n._(sentence(row, i18n)), detail: detailOf(row, i18n) };
}
