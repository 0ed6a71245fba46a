import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentNumber, DOCUMENT_NUMBER_PATTERN } from './invoice';
import {
  canEditInvoice,
  computeNoteTotals,
  deactivationBlock,
  firstWrongLine,
  issueBlock,
  noteCreationBlock,
  noteDeactivationBlock,
  remainingSen,
  withNote,
} from './invoice-rules';

const issued = { status: 'Issued' as const, totalSen: 10_000, creditedSen: 0, debitedSen: 0 };

describe('invoice lifecycle', () => {
  it('only a Draft is editable and issuable', () => {
    expect(canEditInvoice('Draft')).toBe(true);
    expect(canEditInvoice('Issued')).toBe(false);
    expect(canEditInvoice('Deactivated')).toBe(false);
    const draft = {
      status: 'Draft' as const,
      dueDate: '2026-12-31',
      totalSen: 100,
      currency: 'MYR',
      exchangeRate: null,
    };
    expect(issueBlock(draft, '2026-11-25')).toBeNull();
    expect(issueBlock(draft, '2026-12-31')).toBeNull();
    expect(issueBlock(draft, '2027-01-01')).toBe('invoice.dueBeforeIssue');
    expect(issueBlock({ ...draft, status: 'Issued' }, '2026-11-25')).toBe('invoice.notDraft');
    expect(issueBlock({ ...draft, totalSen: 0 }, '2026-11-25')).toBe('invoice.zeroTotal');
    expect(issueBlock({ ...draft, totalSen: -0 }, '2026-11-25')).toBe('invoice.zeroTotal');
  });

  it('a Draft in another currency than MYR is issued only with its exchange rate', () => {
    const draft = { status: 'Draft' as const, dueDate: '2026-12-31', totalSen: 100, currency: 'USD' };
    expect(issueBlock({ ...draft, exchangeRate: null }, '2026-11-25')).toBe('invoice.exchangeRateRequired');
    expect(issueBlock({ ...draft, exchangeRate: '4.4725' }, '2026-11-25')).toBeNull();
  });

  it('an issued invoice is deactivated only once nothing remains owed', () => {
    expect(deactivationBlock({ ...issued, status: 'Draft' })).toBeNull();
    expect(deactivationBlock(issued)).toBe('invoice.unrefundedBalance');
    expect(deactivationBlock({ ...issued, creditedSen: 10_000 })).toBeNull();
    expect(deactivationBlock({ ...issued, creditedSen: 10_000, debitedSen: 1 })).toBe(
      'invoice.unrefundedBalance',
    );
    expect(deactivationBlock({ ...issued, status: 'Deactivated' })).toBe('invoice.alreadyDeactivated');
  });
});

describe('notes', () => {
  it('a credit note never exceeds what remains; notes need an issued invoice', () => {
    expect(noteCreationBlock(issued, 'Credit', 10_000)).toBeNull();
    expect(noteCreationBlock(issued, 'Credit', 10_001)).toBe('note.exceedsRemaining');
    expect(noteCreationBlock({ ...issued, debitedSen: 500 }, 'Credit', 10_500)).toBeNull();
    expect(noteCreationBlock({ ...issued, status: 'Draft' }, 'Debit', 1)).toBe('note.invoiceNotIssued');
    expect(noteCreationBlock(issued, 'Debit', 1)).toBeNull();
    for (const kind of ['Credit', 'Debit'] as const) {
      expect(noteCreationBlock(issued, kind, 0)).toBe('note.zeroTotal');
      expect(noteCreationBlock(issued, kind, -0)).toBe('note.zeroTotal');
    }
  });

  it('deactivating a debit note may not leave the invoice over-credited', () => {
    const invoice = { ...issued, debitedSen: 2_000, creditedSen: 11_000 }; // remaining 1,000
    expect(noteDeactivationBlock(invoice, { kind: 'Debit', status: 'Active', totalSen: 2_000 })).toBe(
      'note.wouldOverCredit',
    );
    expect(noteDeactivationBlock(invoice, { kind: 'Debit', status: 'Active', totalSen: 1_000 })).toBeNull();
    expect(noteDeactivationBlock(invoice, { kind: 'Credit', status: 'Active', totalSen: 11_000 })).toBeNull();
    expect(noteDeactivationBlock(invoice, { kind: 'Credit', status: 'Deactivated', totalSen: 1 })).toBe(
      'note.alreadyDeactivated',
    );
    expect(
      noteDeactivationBlock(
        { ...invoice, status: 'Deactivated' },
        { kind: 'Credit', status: 'Active', totalSen: 1 },
      ),
    ).toBe('invoice.alreadyDeactivated');
  });

  it('any sequence of allowed note changes keeps the remaining amount between 0 and the charges', () => {
    const step = fc.record({
      kind: fc.constantFrom('Credit' as const, 'Debit' as const),
      totalSen: fc.integer({ min: 1, max: 20_000 }),
      undo: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.array(step, { maxLength: 30 }),
        (totalSen, steps) => {
          let invoice = {
            status: 'Issued' as const,
            totalSen,
            creditedSen: 0,
            debitedSen: 0,
            netSen: totalSen,
          };
          const active: { kind: 'Credit' | 'Debit'; totalSen: number; status: 'Active' }[] = [];
          for (const { kind, totalSen: amount, undo } of steps) {
            const note = undo ? active.pop() : undefined;
            if (note) {
              if (noteDeactivationBlock(invoice, note)) {
                active.push(note);
                continue;
              }
              invoice = { ...invoice, ...withNote(invoice, note.kind, note.totalSen, -1) };
            } else if (!noteCreationBlock(invoice, kind, amount)) {
              invoice = { ...invoice, ...withNote(invoice, kind, amount, 1) };
              active.push({ kind, totalSen: amount, status: 'Active' });
            }
            expect(remainingSen(invoice)).toBe(invoice.netSen);
            expect(invoice.netSen).toBeGreaterThanOrEqual(0);
            expect(invoice.netSen).toBeLessThanOrEqual(invoice.totalSen + invoice.debitedSen);
          }
        },
      ),
    );
  });

  it('prices note lines like revenue lines and finds a line whose stated amount is wrong', () => {
    expect(computeNoteTotals([{ quantity: 2, unitPriceSen: 1_250, taxRate: 8 }])).toMatchObject({
      subtotalSen: 2_500,
      taxSen: 200,
      totalSen: 2_700,
    });
    expect(
      firstWrongLine([
        { quantity: 2, unitPriceSen: 5, amountSen: 10 },
        { quantity: 3, unitPriceSen: 5, amountSen: 16 },
      ]),
    ).toBe(1);
  });
});

describe('document numbers', () => {
  it('are the series, the year and six or more digits', () => {
    expect(documentNumber('invoice', 2026, 123)).toBe('INV-2026-000123');
    expect(documentNumber('credit', 2026, 1)).toBe('CN-2026-000001');
    expect(documentNumber('debit', 2027, 1_234_567)).toBe('DN-2027-1234567');
    expect(DOCUMENT_NUMBER_PATTERN.test(documentNumber('debit', 2027, 1_234_567))).toBe(true);
  });
});
