/**
 * What an area's columns file shares with every other (docs/ARCHITECTURE.md, Entity descriptors):
 * the descriptor gives each column's key, kind, sort key and default; the file gives only the
 * cells, and `columnsOf` joins the two in the descriptor's order.
 */
import { formatMoney, toMajorUnits, type ColumnSpec } from '../../contract';
import type { ListColumn, ListRow } from './list-types';

/** The part of a column an area's file writes: its header, cell, export value and picture. */
export type ColumnCell<Row extends ListRow> = Pick<
  ListColumn<Row>,
  'label' | 'render' | 'exportValue' | 'lead' | 'minWidth'
>;

/** A plain text cell: the value, or a dash when there is none (exported empty). */
export const textCell = <Row extends ListRow>(
  label: string,
  value: (row: Row) => string | null,
): ColumnCell<Row> => ({ label, render: (row) => value(row) ?? '—', exportValue: value });

/**
 * A money cell: always the contract's money format ("RM 1,234.50", docs/ARCHITECTURE.md,
 * Descriptors and money), exported as a number in major units, exactly.
 */
export const moneyCell = <Row extends ListRow>(
  label: string,
  sen: (row: Row) => number,
  currency: (row: Row) => string,
  locale: string,
): ColumnCell<Row> => ({
  label,
  render: (row) => formatMoney(sen(row), currency(row), locale),
  exportValue: (row) => toMajorUnits(sen(row), currency(row)),
});

/**
 * The descriptor's columns with their cells, in `order` (the descriptor's own when not given);
 * a column without a cell is a programming error, named with the `list` it belongs to.
 */
export function columnsOf<Row extends ListRow>(
  list: string,
  specs: readonly ColumnSpec[],
  cells: Readonly<Record<string, ColumnCell<Row>>>,
  order: readonly string[] = specs.map((spec) => spec.key),
): ListColumn<Row>[] {
  return order.map((key) => {
    const spec = specs.find((column) => column.key === key);
    const cell = cells[key];
    if (!spec || !cell) throw new Error(`No cell for the ${list} column ${key}`);
    return { ...spec, ...cell };
  });
}
