import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, type Notification, type NotificationKind } from '../../contract';
import { notificationLink, notificationText } from './notification-text';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const SUBJECTS: Record<string, Notification['subjectEntity']> = {
  merchant: 'merchants',
  organization: 'organizations',
  topUp: 'topUps',
  creditLimit: 'creditAccounts',
  case: 'cases',
};
const subjectOf = (kind: NotificationKind) => SUBJECTS[kind.split('.')[0] ?? ''] ?? 'cases';

const rowOf = (kind: NotificationKind, params: Notification['params'] = {}): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  merchantId: null,
  kind,
  subjectEntity: subjectOf(kind),
  subjectId: '00000000-0000-4000-8000-000000000003',
  params: {
    merchantName: 'Kedai Satu Sdn Bhd',
    referenceNumber: 'REF-1',
    amountSen: 25_000,
    proposedLimitSen: 1_000_050,
    caseNumber: 'CS-2026-000001',
    subject: 'Refund',
    authorName: 'Aisyah Rahman',
    ...params,
  },
  createdAt: '2026-11-28T02:00:00.000Z',
  readAt: null,
  version: 1,
});

describe('notification words', () => {
  it('make a whole sentence of every kind, with its values and money in the product format', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const { text } = notificationText(rowOf(kind, { decision: 'Approved' }), i18n);
      expect(text, kind).not.toMatch(/[{}]|undefined|null/);
      expect(text, kind).toMatch(/\.$/);
    }
    expect(notificationText(rowOf('topUp.pending'), i18n).text).toBe(
      'A top-up of RM\u00a0250.00 (reference REF-1) is waiting for your approval.',
    );
    expect(notificationText(rowOf('creditLimit.decided', { decision: 'Rejected' }), i18n).text).toBe(
      'Your credit limit of RM\u00a010,000.50 for Kedai Satu Sdn Bhd was rejected.',
    );
  });

  it("give a rejection's reason and a case's subject as the second line", () => {
    const rejected = rowOf('merchant.decided', { decision: 'Rejected', reason: 'BRN does not match' });
    expect(notificationText(rejected, i18n)).toEqual({
      text: 'Your merchant Kedai Satu Sdn Bhd was rejected.',
      detail: 'Reason: BRN does not match',
    });
    expect(
      notificationText(rowOf('merchant.decided', { decision: 'Approved', reason: null }), i18n).detail,
    ).toBeNull();
    expect(notificationText(rowOf('case.reply'), i18n)).toEqual({
      text: 'Aisyah Rahman replied on service request CS-2026-000001.',
      detail: 'Refund',
    });
  });

  it('link each subject to its record', () => {
    expect(notificationLink(rowOf('merchant.pending'))).toEqual({
      to: '/merchant/merchant-profile/$ID',
      params: { ID: '00000000-0000-4000-8000-000000000003' },
    });
    expect(notificationLink(rowOf('organization.pending')).to).toBe('/organization/approval');
    expect(notificationLink(rowOf('topUp.pending')).to).toBe('/credit/credit-management/$id');
    expect(notificationLink(rowOf('creditLimit.pending')).to).toBe('/credit/credit-management');
    expect(notificationLink(rowOf('case.assigned')).to).toBe('/case/service-request/$id');
  });
});
