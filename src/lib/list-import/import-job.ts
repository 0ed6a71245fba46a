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

/**
 * The Worker's answer as messages: the rows in slices, then the rest of the answer. One message of
 * 10,000 rows is decoded on the main thread in one task (over 100 ms on a busy machine); a slice
 * of ROWS_PER_MESSAGE is a task of a few milliseconds, and input stays answered between them.
 */
export type ImportMessage = { kind: 'rows'; rows: CheckedRow[] } | { kind: 'answer'; answer: ImportResponse };

const ROWS_PER_MESSAGE = 500;

/**
 * What the page posts to the Worker: the device's records in slices, then the request without
 * them. Each slice is its own postMessage, so copying 10,000 records is many short tasks, not one.
 */
export type ImportRequestMessage =
  | { kind: 'existing'; records: [string, ExistingRecords[string]][] }
  | { kind: 'request'; request: ImportRequest };

export function requestMessages(request: ImportRequest): ImportRequestMessage[] {
  const { existing, ...rest } = request;
  const records = Object.entries(existing ?? {});
  const messages: ImportRequestMessage[] = [];
  for (let start = 0; start < records.length; start += ROWS_PER_MESSAGE) {
    messages.push({ kind: 'existing', records: records.slice(start, start + ROWS_PER_MESSAGE) });
  }
  messages.push({ kind: 'request', request: rest });
  return messages;
}

/** Puts the request together again in the Worker: the request once complete, else null. */
export function requestCollector(): (message: ImportRequestMessage) => ImportRequest | null {
  const existing: Record<string, ExistingRecords[string]> = {};
  let slices = 0;
  return (message) => {
    if (message.kind === 'existing') {
      for (const [key, record] of message.records) existing[key] = record;
      slices += 1;
      return null;
    }
    return slices > 0 ? { ...message.request, existing } : message.request;
  };
}

export function answerMessages(answer: ImportResponse): ImportMessage[] {
  if (!answer.ok) return [{ kind: 'answer', answer }];
  const messages: ImportMessage[] = [];
  for (let start = 0; start < answer.rows.length; start += ROWS_PER_MESSAGE) {
    messages.push({ kind: 'rows', rows: answer.rows.slice(start, start + ROWS_PER_MESSAGE) });
  }
  messages.push({ kind: 'answer', answer: { ...answer, rows: [] } });
  return messages;
}

/** Puts the answer together again from its messages, in order: the answer once complete, else null. */
export function answerCollector(): (message: ImportMessage) => ImportResponse | null {
  const rows: CheckedRow[] = [];
  return (message) => {
    if (message.kind === 'rows') {
      for (const row of message.rows) rows.push(row);
      return null;
    }
    return message.answer.ok ? { ...message.answer, rows } : message.answer;
  };
}
