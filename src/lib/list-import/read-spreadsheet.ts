/**
 * A chosen file's bytes → its header and data rows, or the code of why not (docs/ARCHITECTURE.md,
 * Import). The size is checked before anything is read; the kind comes from the bytes (a zip is an
 * XLSX, an OLE compound file named .xlsx is an encrypted one) and the name (.csv, .txt).
 */
import { readCsv } from './csv-reader';
import { CorruptWorkbookError, openXlsx, type SheetRow } from './xlsx-reader';

export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

export type ReadErrorCode =
  | 'import.tooLarge'
  | 'import.notSpreadsheet'
  | 'import.encrypted'
  | 'import.corrupt'
  | 'import.emptySheet'
  | 'import.tooManyRows';

export type ReadResult =
  | { ok: true; sheets: string[]; sheet: number; header: string[]; rows: SheetRow[] }
  | { ok: false; code: ReadErrorCode; sheets?: string[] };

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

/** Text a CSV can be: no NUL byte in its first 4 kB (a binary file has them). */
const looksLikeText = (bytes: Uint8Array) => !bytes.subarray(0, 4096).includes(0);

function toResult(sheets: string[], sheet: number, lines: SheetRow[]): ReadResult {
  const [head, ...rows] = lines;
  if (!head || !rows.length) return { ok: false, code: 'import.emptySheet', sheets };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, code: 'import.tooManyRows', sheets };
  return { ok: true, sheets, sheet, header: head.cells.map((cell) => cell.trim()), rows };
}

export function readSpreadsheet(bytes: Uint8Array, fileName: string, sheet = 0): ReadResult {
  if (bytes.byteLength > MAX_IMPORT_BYTES) return { ok: false, code: 'import.tooLarge' };
  const name = fileName.toLowerCase();
  if (startsWith(bytes, ZIP)) {
    try {
      const workbook = openXlsx(bytes);
      if (!workbook.sheets.length) return { ok: false, code: 'import.corrupt' };
      const index = sheet < workbook.sheets.length ? sheet : 0;
      return toResult(workbook.sheets, index, workbook.readSheet(index));
    } catch (error) {
      if (error instanceof CorruptWorkbookError) return { ok: false, code: 'import.corrupt' };
      throw error;
    }
  }
  if (startsWith(bytes, OLE)) {
    return { ok: false, code: name.endsWith('.xlsx') ? 'import.encrypted' : 'import.notSpreadsheet' };
  }
  if (name.endsWith('.xlsx')) return { ok: false, code: 'import.corrupt' };
  if (!(name.endsWith('.csv') || name.endsWith('.txt')) || !looksLikeText(bytes)) {
    return { ok: false, code: 'import.notSpreadsheet' };
  }
  const lines = readCsv(bytes)
    .map((cells, index) => ({ line: index + 1, cells }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  return toResult([], 0, lines);
}
