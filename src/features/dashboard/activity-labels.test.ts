import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activityTitle } from './activity-labels';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const title = (action: string, outcome: string | null = null) => i18n._(activityTitle({ action, outcome }));

describe('recent activity titles', () => {
  it('name the change in words, whichever way a status went', () => {
    expect(title('merchant.create')).toBe('Merchant created');
    expect(title('merchant.status.update', 'Inactive')).toBe('Merchant deactivated');
    expect(title('merchant.status.update', 'Active')).toBe('Merchant activated');
    expect(title('merchant.approval', 'Rejected')).toBe('Merchant rejected');
    expect(title('credit.approve')).toBe('Top-up approved');
    expect(title('debitNote.create')).toBe('Debit note issued');
  });

  it('never show a raw code: an unknown outcome or action reads in words', () => {
    expect(title('client.status.update', 'Archived')).toBe('Client status changed');
    expect(title('markup.status', null)).toBe('Markup status changed');
    expect(title('something.new')).toBe('Change recorded');
  });
});
