import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { OutboxOp } from '../../lib/db';
import { describeOp, isEditableOp, recordName } from './op-description';

const op = (path: string, state: OutboxOp['state']) => ({ path, state }) as OutboxOp;

describe('pending changes: invoicing ops', () => {
  it('describes every invoicing call in words', () => {
    for (const path of [
      '/Invoice/create',
      '/Invoice/update',
      '/Invoice/issue',
      '/Invoice/deactivate',
      '/CreditNote/create',
      '/CreditNote/deactivate',
      '/DebitNote/create',
      '/DebitNote/deactivate',
    ]) {
      expect(describeOp(op(path, 'queued')), path).not.toBeNull();
    }
  });

  it('offers Edit only for a failed invoice draft, which its form corrects', () => {
    expect(isEditableOp(op('/Invoice/create', 'failed'))).toBe(true);
    expect(isEditableOp(op('/Invoice/update', 'failed'))).toBe(true);
    expect(isEditableOp(op('/Invoice/create', 'queued'))).toBe(false);
    expect(isEditableOp(op('/Invoice/issue', 'failed'))).toBe(false);
    expect(isEditableOp(op('/Merchant/update', 'failed'))).toBe(false);
  });

  it('names a Draft by its guest and a note by its number', () => {
    expect(recordName({ invoiceNumber: null, guestName: 'Aminah Yusof' })).toBe('Aminah Yusof');
    expect(recordName({ documentNumber: 'CN-2026-000004' })).toBe('CN-2026-000004');
  });
});

describe('pending changes: credit ops', () => {
  const credit = (path: string, body: unknown = null) => ({ path, state: 'queued', body }) as OutboxOp;
  // Without catalogs, a descriptor reads as its English source with its values.
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const words = (descriptor: ReturnType<typeof describeOp>) => (descriptor ? i18n._(descriptor) : null);

  it('describes a top-up by its amount and a limit change by the new limit, in the language asked', () => {
    expect(words(describeOp(credit('/Credit/topUp', { amountSen: 150_050 }), 'en'))).toBe(
      'Top-up of RM\u00a01,500.50',
    );
    expect(words(describeOp(credit('/Credit/adjustLimit', { creditLimitSen: 1_000_000 }), 'ms'))).toBe(
      'Credit limit change to RM\u00a010,000.00',
    );
    expect(words(describeOp(credit('/Credit/topUp', {}))), 'no amount').toBe('Top-up');
  });

  it('describes every other credit call in words', () => {
    for (const path of [
      '/Credit/approve',
      '/Credit/reject',
      '/Credit/undo',
      '/Credit/cancel',
      '/Credit/approveLimit',
      '/Credit/rejectLimit',
      '/Credit/redeem',
    ]) {
      expect(describeOp(credit(path)), path).not.toBeNull();
    }
  });

  it('names a top-up by its reference number', () => {
    expect(recordName({ referenceNumber: 'MBB-001', amountSen: 100 })).toBe('MBB-001');
  });
});
