/**
 * XLSX bytes → sheet names and the rows of one sheet as strings (docs/ARCHITECTURE.md, Import):
 * fflate unzips, xml-scan.ts reads the parts. Shared strings, inline strings, formula results,
 * numbers and booleans; cell references with gaps (`r="C5"`) put a cell in its column. A number in
 * a cell whose style is a date format becomes an ISO date (yyyy-MM-dd), which the date fields
 * read; other numbers stay as Excel wrote them ("1234.5").
 */
import { strFromU8, unzipSync } from 'fflate';
import { attribute, runText, unescapeXml } from './xml-scan';

export type SheetRow = { /** The sheet's row number (1 is the first). */ line: number; cells: string[] };
export type Workbook = { sheets: string[]; readSheet: (index: number) => SheetRow[] };

export class CorruptWorkbookError extends Error {
  override name = 'CorruptWorkbookError';
}

/** Excel's built-in date and time formats (ECMA-376 part 1, 18.8.30). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);
/** 1899-12-30: day 0 of the 1900 date system as Excel counts it (with its 1900 leap-day bug). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function isDateCode(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
  return /[dmy]/i.test(bare) && !/[#0?]/.test(bare.replace(/[dmyhs]+/gi, ''));
}

/** The cellXfs indices whose number format is a date. */
function dateStyles(styles: string | null): Set<number> {
  const dates = new Set<number>();
  if (!styles) return dates;
  const custom = new Set<number>();
  for (const match of styles.matchAll(/<numFmt\b([^>]*)\/?>/g)) {
    const id = Number(attribute(match[1] ?? '', 'numFmtId'));
    if (isDateCode(attribute(match[1] ?? '', 'formatCode') ?? '')) custom.add(id);
  }
  const xfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  let index = 0;
  for (const match of xfs.matchAll(/<xf\b([^>]*)>/g)) {
    const id = Number(attribute(match[1] ?? '', 'numFmtId') ?? 0);
    if (DATE_FORMAT_IDS.has(id) || custom.has(id)) dates.add(index);
    index++;
  }
  return dates;
}

export function serialToIsoDate(serial: number): string {
  return new Date(EXCEL_EPOCH_MS + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}

/** Column index of a reference: "C5" → 2, "AA1" → 26; -1 when there is none. */
export function columnIndex(ref: string | null): number {
  if (!ref) return -1;
  let index = 0;
  let position = 0;
  for (; position < ref.length; position++) {
    const code = ref.charCodeAt(position);
    if (code < 65 || code > 90) break;
    index = index * 26 + code - 64;
  }
  return position ? index - 1 : -1;
}

const CELL_OR_ROW = /<row\b([^>]*?)(\/?)>|<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;

function readRows(xml: string, shared: readonly string[], dates: Set<number>): SheetRow[] {
  const rows: SheetRow[] = [];
  let current: SheetRow | null = null;
  let column = 0;
  for (const match of xml.matchAll(CELL_OR_ROW)) {
    if (match[1] !== undefined) {
      const line = Number(attribute(match[1], 'r')) || (rows.at(-1)?.line ?? 0) + 1;
      current = { line, cells: [] };
      rows.push(current);
      column = 0;
      continue;
    }
    if (!current) continue;
    const attributes = match[3] ?? '';
    const body = match[4] ?? '';
    const at = columnIndex(attribute(attributes, 'r'));
    if (at >= 0) column = at;
    const value = cellValue(attributes, body, shared, dates);
    while (current.cells.length < column) current.cells.push('');
    current.cells[column] = value;
    column++;
  }
  return rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
}

function cellValue(attributes: string, body: string, shared: readonly string[], dates: Set<number>) {
  const type = attribute(attributes, 't') ?? 'n';
  if (type === 'inlineStr') return runText(body);
  const raw = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(body)?.[1];
  if (raw === undefined) return '';
  if (type === 's') {
    const text = shared[Number(raw)];
    if (text === undefined) throw new CorruptWorkbookError(`no shared string ${raw}`);
    return text;
  }
  if (type === 'b') return raw === '1' ? 'TRUE' : 'FALSE';
  if (type !== 'n') return unescapeXml(raw);
  const style = Number(attribute(attributes, 's') ?? 0);
  const number = Number(raw);
  return dates.has(style) && Number.isFinite(number) ? serialToIsoDate(number) : raw;
}

/** The sheets' names and part paths in the workbook's order. */
function sheetParts(workbook: string, rels: string): { name: string; path: string }[] {
  const targets = new Map<string, string>();
  for (const match of rels.matchAll(/<Relationship\b([^>]*)>/g)) {
    const id = attribute(match[1] ?? '', 'Id');
    const target = attribute(match[1] ?? '', 'Target');
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  return [...workbook.matchAll(/<sheet\b([^>]*)>/g)].map((match) => {
    const attributes = match[1] ?? '';
    const id = attribute(attributes, 'r:id') ?? '';
    return { name: attribute(attributes, 'name') ?? '', path: targets.get(id) ?? '' };
  });
}

/** Opens a workbook; throws CorruptWorkbookError when the zip or its parts are not a workbook. */
export function openXlsx(bytes: Uint8Array): Workbook {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => file.name.endsWith('.xml') || file.name.endsWith('.rels') });
  } catch (error) {
    throw new CorruptWorkbookError(String(error));
  }
  const text = (path: string) => {
    const file = files[path];
    return file ? strFromU8(file) : null;
  };
  const workbook = text('xl/workbook.xml');
  const rels = text('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new CorruptWorkbookError('no workbook part');
  const parts = sheetParts(workbook, rels);
  const sharedXml = text('xl/sharedStrings.xml') ?? '';
  const shared = [...sharedXml.matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>|<si\s*\/>/g)].map((match) =>
    runText(match[1] ?? ''),
  );
  const dates = dateStyles(text('xl/styles.xml'));
  return {
    sheets: parts.map((part) => part.name),
    readSheet: (index) => {
      const xml = text(parts[index]?.path ?? '');
      if (xml === null) throw new CorruptWorkbookError(`no sheet ${index}`);
      return readRows(xml, shared, dates);
    },
  };
}
