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
