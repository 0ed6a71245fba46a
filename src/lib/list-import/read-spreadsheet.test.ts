import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, readSpreadsheet } from './read-spreadsheet';
import { excelWorkbook } from './xlsx-test-files';

const csv = (text: string) => strToU8(text);

describe('reading a chosen file (docs/ARCHITECTURE.md, Import)', () => {
  it('gives the header and the data rows with their sheet row numbers, blank rows left out', () => {
    const result = readSpreadsheet(csv(' Name ;Email\nAli;a@x.my\n;\nBo;b@x.my\n'), 'clients.csv');
    expect(result).toEqual({
      ok: true,
      sheets: [],
      sheet: 0,
      header: ['Name', 'Email'],
      rows: [
        { line: 2, cells: ['Ali', 'a@x.my'] },
        { line: 4, cells: ['Bo', 'b@x.my'] },
      ],
    });
  });

  it('reads the chosen sheet of a workbook, whatever its name', () => {
    const bytes = excelWorkbook(
      [
        { name: 'Notes', xml: '' },
        {
          name: 'Data',
          xml: '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2"><v>5</v></c></row>',
        },
      ],
      ['<si><t>Count</t></si>'],
    );
    const result = readSpreadsheet(bytes, 'export', 1);
    expect(result).toMatchObject({ ok: true, sheets: ['Notes', 'Data'], sheet: 1, header: ['Count'] });
    expect(readSpreadsheet(bytes, 'export.xlsx', 0)).toEqual({
      ok: false,
      code: 'import.emptySheet',
      sheets: ['Notes', 'Data'],
    });
  });

  it('refuses a file over 50 MB before reading it', () => {
    const big = new Uint8Array(MAX_IMPORT_BYTES + 1);
    expect(readSpreadsheet(big, 'big.csv')).toEqual({ ok: false, code: 'import.tooLarge' });
  });

  it('refuses what is not a spreadsheet: an image, a PDF, binary named .csv', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]);
    expect(readSpreadsheet(png, 'photo.png')).toMatchObject({ code: 'import.notSpreadsheet' });
    expect(readSpreadsheet(csv('%PDF-1.7'), 'a.pdf')).toMatchObject({ code: 'import.notSpreadsheet' });
    expect(readSpreadsheet(png, 'photo.csv')).toMatchObject({ code: 'import.notSpreadsheet' });
  });

  it('tells an encrypted XLSX (an OLE file) from a damaged one', () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(readSpreadsheet(ole, 'Secret.XLSX')).toMatchObject({ code: 'import.encrypted' });
    expect(readSpreadsheet(ole, 'old.xls')).toMatchObject({ code: 'import.notSpreadsheet' });
    expect(readSpreadsheet(csv('not a zip'), 'a.xlsx')).toMatchObject({ code: 'import.corrupt' });
    const noWorkbook = zipSync({ 'hello.txt': strToU8('hi') });
    expect(readSpreadsheet(noWorkbook, 'a.xlsx')).toMatchObject({ code: 'import.corrupt' });
    const good = excelWorkbook([{ name: 'S', xml: '<row r="1"><c r="A1"><v>1</v></c></row>' }], []);
    expect(readSpreadsheet(good.slice(0, good.length - 30), 'a.xlsx')).toMatchObject({
      code: 'import.corrupt',
    });
  });

  it('refuses an empty sheet and more than the row limit', () => {
    expect(readSpreadsheet(csv(''), 'a.csv')).toMatchObject({ code: 'import.emptySheet' });
    expect(readSpreadsheet(csv('Name,Email\n'), 'a.csv')).toMatchObject({ code: 'import.emptySheet' });
    const rows = (count: number) => 'Name\n' + 'x\n'.repeat(count);
    expect(readSpreadsheet(csv(rows(MAX_IMPORT_ROWS)), 'a.csv')).toMatchObject({ ok: true });
    expect(readSpreadsheet(csv(rows(MAX_IMPORT_ROWS + 1)), 'a.csv')).toMatchObject({
      code: 'import.tooManyRows',
    });
  });
});
