import { describe, expect, it } from 'vitest';
import { noteRows, random } from '../../lib/list-engine/testing/random-rows';
import { totalsByType } from './note-totals';

describe('totals by type of the adjustment enquiry', () => {
  it('sums the active credit and debit notes of each currency, exactly, and counts them', () => {
    const notes = noteRows(300, random(9));
    const totals = totalsByType(notes);
    for (const currency of ['MYR', 'USD']) {
      const active = notes.filter((note) => note.currency === currency && note.status === 'Active');
      const of = (kind: string) => active.filter((note) => note.kind === kind);
      const sum = (list: typeof notes) => list.reduce((total, note) => total + note.totalSen, 0);
      expect(totals.find((row) => row.currency === currency)).toEqual({
        currency,
        creditCount: of('Credit').length,
        creditSen: sum(of('Credit')),
        debitCount: of('Debit').length,
        debitSen: sum(of('Debit')),
      });
    }
    expect(totals.map((row) => row.currency)).toEqual(['MYR', 'USD']);
    for (const row of totals) expect(Number.isSafeInteger(row.creditSen + row.debitSen)).toBe(true);
  });

  it('leaves deactivated notes out, and shows an empty MYR row for a view with none', () => {
    const [note] = noteRows(1, random(1));
    expect(totalsByType([{ ...(note as NonNullable<typeof note>), status: 'Deactivated' }])).toEqual([
      { currency: 'MYR', creditCount: 0, creditSen: 0, debitCount: 0, debitSen: 0 },
    ]);
  });
});
