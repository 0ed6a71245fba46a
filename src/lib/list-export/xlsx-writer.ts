/**
 * An XLSX file written as it goes (docs/ARCHITECTURE.md, List tools): the sheet XML of each slice
 * is deflated into fflate's streaming zip at once, so the work is spread over the slices and the
 * whole XML text never exists. Numbers are number cells; text is inline strings (no shared-string
 * table to build), which Excel never evaluates as formulas.
 */
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { CellValue, SheetWriter } from './export-types';
import {
  columnName,
  CONTENT_TYPES,
  escapeXml,
  ROOT_RELS,
  SHEET_END,
  SHEET_START,
  STYLES,
  workbook,
  WORKBOOK_RELS,
} from './xlsx-parts';

/** Excel's limit of characters in a cell. */
const MAX_CELL_TEXT = 32767;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export class XlsxWriter implements SheetWriter {
  private readonly chunks: Uint8Array[] = [];
  private readonly zip = new Zip((error, chunk) => {
    if (error) throw error;
    this.chunks.push(chunk);
  });
  // Level 1: a third faster than 6 on 200,000 bookings (3.1 s against 4.5 s) for a file 20% larger.
  private readonly sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  private readonly letters: string[];
  private xml: string[] = [SHEET_START];
  private rowNumber = 0;

  constructor(headers: readonly string[], name: string) {
    this.letters = headers.map((_, index) => columnName(index));
    this.addFile('[Content_Types].xml', CONTENT_TYPES);
    this.addFile('_rels/.rels', ROOT_RELS);
    this.addFile('xl/workbook.xml', workbook(name));
    this.addFile('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    this.addFile('xl/styles.xml', STYLES);
    this.zip.add(this.sheet);
    this.writeCells(headers, ' s="1"');
  }

  private addFile(path: string, text: string) {
    const file = new ZipDeflate(path, { level: 6 });
    this.zip.add(file);
    file.push(strToU8(text), true);
  }

  private writeCells(values: readonly CellValue[], style: string) {
    const row = ++this.rowNumber;
    let xml = `<row r="${row}">`;
    for (let index = 0; index < values.length; index++) {
      const value = values[index];
      const ref = `${this.letters[index]}${row}`;
      if (typeof value === 'number') {
        if (Number.isFinite(value)) xml += `<c r="${ref}"${style}><v>${value}</v></c>`;
      } else if (value) {
        const text = escapeXml(value.length > MAX_CELL_TEXT ? value.slice(0, MAX_CELL_TEXT) : value);
        xml += `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
      }
    }
    this.xml.push(`${xml}</row>`);
  }

  writeRow(values: readonly CellValue[]) {
    this.writeCells(values, '');
  }

  flush() {
    this.pushSheet(false);
  }

  finish(): Blob {
    this.xml.push(SHEET_END);
    this.pushSheet(true);
    this.zip.end();
    return new Blob(this.chunks as BlobPart[], { type: XLSX_MIME });
  }

  private pushSheet(isFinal: boolean) {
    this.sheet.push(strToU8(this.xml.join('')), isFinal);
    this.xml = [];
  }
}
