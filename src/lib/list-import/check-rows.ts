/**
 * Each data row → the area's form input parsed by the form's own contract schema (docs/ARCHITECTURE.md,
 * Import), so a row passes exactly when the form would accept it. Errors are codes at their cell (the
 * sheet's row number and the field); the UI translates them (import-messages.ts). Then the area's own
 * refusals (`refuse`: a user's Checker level), then the matching
 * rule: a key seen earlier in the file is a duplicate there, a key already on the device makes the
 * row an update (or a refused duplicate, as the area says).
 */
import * as v from 'valibot';
import { issueParams, type MessageParams } from '../../contract';
import { type ChoiceNames, withChoiceValues } from './choice-cells';
import { type ImportArea, matchKey, recordInput } from './import-areas';
import type { SheetRow } from './xlsx-reader';

export type CellIssue = { field: string; code: string; params: MessageParams };

export type CheckedRow = {
  line: number;
  status: 'create' | 'update' | 'error';
  /** The parsed input, what the form would send; null when a rule failed. */
  values: Record<string, unknown> | null;
  issues: CellIssue[];
  /** The row's form input (each field's text): a failed row is fixed in it, a refused one written back. */
  input: Record<string, string>;
};

export type CheckSummary = { create: number; update: number; error: number };

/** The device's records by their matching key (lower case): an update row's starting values. */
export type ExistingRecords = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * A cell's text as the form would hold it. Our CSV export puts an apostrophe before text starting
 * with = + - @ (csv-writer.ts); it is taken off so an export imports back. Formula-looking text is
 * only ever text: nothing here evaluates it.
 */
export const cellText = (cell: string | undefined) =>
  cell && cell.startsWith("'") && /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : (cell ?? '');

/**
 * A row's form input: the cells of its columns over the starting values, which are the record's
 * own (as its edit form starts) when the row's key is on the device, else the form's defaults.
 */
function formInput(
  area: ImportArea,
  mapping: readonly (string | null)[],
  cells: readonly string[],
  existing: ExistingRecords | undefined,
) {
  const keyCell = cellText(cells[mapping.indexOf(area.keyField)]).trim().toLowerCase();
  const record = keyCell && existing ? existing[keyCell] : undefined;
  const input: Record<string, string> = record
    ? (area.formOf?.(record) ?? recordInput(area.fields, record))
    : { ...area.defaults };
  mapping.forEach((field, index) => {
    if (field === null) return;
    const text = cellText(cells[index]);
    // A blank cell in a column with a starting value keeps that value, as an untouched form does.
    if (text.trim() !== '' || !(field in area.defaults)) input[field] = text;
  });
  for (const field of area.fields) input[field] ??= '';
  return input;
}

function parseRow(area: ImportArea, input: Record<string, string>) {
  const parsed = v.safeParse(area.schema, input);
  if (parsed.success) return { values: parsed.output, issues: [] as CellIssue[] };
  const issues: CellIssue[] = [];
  const seen = new Set<string>();
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue) ?? '';
    const field = area.cellOf?.[path] ?? path;
    if (seen.has(field)) continue;
    seen.add(field);
    issues.push({ field, code: issue.message, params: issueParams(issue) ?? {} });
  }
  return { values: null, issues };
}

/**
 * One row's form input checked: the form's rules (a choice cell read by its value or its label,
 * choice-cells.ts), then the matching rule. The preview calls it again for a row the user fixed,
 * with the keys of every other row. The input stays as typed, for the refused rows' file.
 */
export function checkInput(
  area: ImportArea,
  line: number,
  input: Record<string, string>,
  firstLineOfKey: Map<string, number>,
  existingKeys: ReadonlySet<string>,
  choices?: ChoiceNames,
): CheckedRow {
  const { values, issues } = parseRow(area, withChoiceValues(input, choices));
  if (!values) return { line, status: 'error', values, issues, input };
  const refused = area.refuse?.(values);
  if (refused) {
    issues.push({ ...refused, params: {} });
    return { line, status: 'error', values: null, issues, input };
  }
  const key = matchKey(area, values);
  if (key === null) return { line, status: 'create', values, issues, input };
  const otherRow = firstLineOfKey.get(key);
  if (otherRow !== undefined) {
    issues.push({ field: area.keyField, code: 'import.duplicateInFile', params: { otherRow } });
    return { line, status: 'error', values: null, issues, input };
  }
  firstLineOfKey.set(key, line);
  if (!existingKeys.has(key)) return { line, status: 'create', values, issues, input };
  if (area.existing === 'update') return { line, status: 'update', values, issues, input };
  issues.push({ field: area.keyField, code: 'import.alreadyExists', params: {} });
  return { line, status: 'error', values: null, issues, input };
}

export const checkRow = (
  area: ImportArea,
  mapping: readonly (string | null)[],
  row: SheetRow,
  firstLineOfKey: Map<string, number>,
  existingKeys: ReadonlySet<string>,
  choices?: ChoiceNames,
  existing?: ExistingRecords,
): CheckedRow =>
  checkInput(
    area,
    row.line,
    formInput(area, mapping, row.cells, existing),
    firstLineOfKey,
    existingKeys,
    choices,
  );

/**
 * Checks every row; `existingKeys` are the matching keys of the device copy, in lower case;
 * `choices` the names of the choice fields' values; `existing` the device's records by key, the
 * starting values of an update row (a column the file leaves out keeps the record's value).
 */
export function checkRows(
  area: ImportArea,
  mapping: readonly (string | null)[],
  rows: readonly SheetRow[],
  existingKeys: ReadonlySet<string> = new Set(),
  choices?: ChoiceNames,
  existing?: ExistingRecords,
): { rows: CheckedRow[]; summary: CheckSummary } {
  const firstLineOfKey = new Map<string, number>();
  const summary: CheckSummary = { create: 0, update: 0, error: 0 };
  const checked = rows.map((row) => {
    const result = checkRow(area, mapping, row, firstLineOfKey, existingKeys, choices, existing);
    summary[result.status]++;
    return result;
  });
  return { rows: checked, summary };
}
