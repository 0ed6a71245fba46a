import { describe, expect, it } from 'vitest';
import { checkRows } from './check-rows';
import { choiceNames, withChoiceValues } from './choice-cells';
import { IMPORT_AREAS } from './import-areas';

/** The client form's choices with their English and Malay labels, as the import screen reads them. */
const choices = choiceNames({
  accountType: { Corporate: ['Corporate', 'Korporat'], Individual: ['Individual', 'Individu'] },
  employeeCount: {
    LessThan5: ['Fewer than 5 employees', 'Kurang daripada 5 pekerja'],
    MoreThan5: ['More than 5 employees', 'Lebih daripada 5 pekerja'],
  },
  title: { NA: ['None', 'Tiada'] },
});

describe('choice cells (docs/ARCHITECTURE.md, Import)', () => {
  it('reads a value by itself or by its label in either language, in any case and spacing', () => {
    const read = (accountType: string) => withChoiceValues({ accountType }, choices)['accountType'];
    expect(read('Corporate')).toBe('Corporate');
    expect(read('korporat')).toBe('Corporate');
    expect(read(' INDIVIDU ')).toBe('Individual');
    expect(read('individual')).toBe('Individual');
    expect(withChoiceValues({ employeeCount: 'kurang daripada 5 PEKERJA' }, choices)).toEqual({
      employeeCount: 'LessThan5',
    });
  });

  it('leaves other cells and words it does not know as typed, for the form rules to judge', () => {
    expect(withChoiceValues({ accountType: 'Syarikat', firstName: 'Tiada' }, choices)).toEqual({
      accountType: 'Syarikat',
      firstName: 'Tiada',
    });
    expect(withChoiceValues({ accountType: '' }, undefined)).toEqual({ accountType: '' });
  });

  it('never lets a label take the place of a stored value it spells', () => {
    const names = choiceNames({ size: { Small: ['Kecil'], Kecil: ['Small'] } });
    expect(withChoiceValues({ size: 'small' }, names)['size']).toBe('Small');
    expect(withChoiceValues({ size: 'KECIL' }, names)['size']).toBe('Kecil');
  });

  it("imports a Malay user's export: the row is the form's values, its cells kept as typed", () => {
    const mapping = [
      'accountType',
      'companyName',
      'employeeCount',
      'title',
      'firstName',
      'lastName',
      'email',
      'phone',
    ];
    const cells = [
      'Korporat',
      'Syarikat Maju',
      'Kurang daripada 5 pekerja',
      'tiada',
      'Aina',
      'Rahim',
      'aina@maju.my',
      '012-345-6789',
    ];
    const { rows, summary } = checkRows(
      IMPORT_AREAS.clients,
      mapping,
      [{ line: 2, cells }],
      new Set(),
      choices,
    );
    expect(summary).toEqual({ create: 1, update: 0, error: 0 });
    expect(rows[0]?.values).toMatchObject({
      accountType: 'Corporate',
      employeeCount: 'LessThan5',
      title: 'NA',
    });
    expect(rows[0]?.input['accountType']).toBe('Korporat');
    // Without the names the same words are refused, as the form would refuse them.
    expect(checkRows(IMPORT_AREAS.clients, mapping, [{ line: 2, cells }]).summary.error).toBe(1);
  });
});
