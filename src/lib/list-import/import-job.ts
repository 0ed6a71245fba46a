/**
 * The import's whole per-file work, as the Worker runs it (docs/ARCHITECTURE.md, Import): read the
 * file, match its headers (or take the mapping a mapping step chose), check every row. Plain data
 * in and out, so it crosses postMessage and runs the same in tests and the benchmark.
 */
import { checkRows, type CheckedRow, type CheckSummary, type ExistingRecords } from './check-rows';
import type { ChoiceNames } from './choice-cells';
import { IMPORT_AREAS, requiredFields, type ImportAreaName } from './import-areas';
import { type HeaderMatch, matchHeaders } from './match-headers';
import { readSpreadsheet, type ReadErrorCode } from './read-spreadsheet';

export type ImportRequest = {
  bytes: ArrayBuffer;
  fileName: string;
  area: ImportAreaName;
  sheet?: number;
  /** Each field's labels (the export's column label and the form's, in every language). */
  labels: Readonly<Record<string, readonly string[]>>;
  /** A mapping step's choice, one field key (or null) per header; matched from labels otherwise. */
  mapping?: (string | null)[];
  /** The device copy's matching keys, in lower case. */
  existingKeys: readonly string[];
  /** The device's records by matching key: an update row's columns the file leaves out keep their values. */
  existing?: ExistingRecords;
  /** The names of the choice fields' values, in every language (choice-cells.ts). */
  choices?: ChoiceNames;
};

export type ImportResponse =
  | { ok: false; code: ReadErrorCode; sheets?: string[] }
  | {
      ok: true;
      sheets: string[];
      sheet: number;
      header: string[];
      match: HeaderMatch;
      rows: CheckedRow[];
      summary: CheckSummary;
    };

export function runImportJob(request: ImportRequest): ImportResponse {
  const read = readSpreadsheet(new Uint8Array(request.bytes), request.fileName, request.sheet);
  if (!read.ok) return read;
  const area = IMPORT_AREAS[request.area];
  const required = new Set(requiredFields(area));
  const fields = area.fields.map((key) => ({
    key,
    labels: request.labels[key] ?? [],
    required: required.has(key),
  }));
  const match = matchHeaders(read.header, fields);
  const mapping = request.mapping ?? match.mapping;
  const { rows, summary } = checkRows(
    area,
    mapping,
    read.rows,
    new Set(request.existingKeys),
    request.choices,
    request.existing,
  );
  return { ok: true, sheets: read.sheets, sheet: read.sheet, header: read.header, match, rows, summary };
}
