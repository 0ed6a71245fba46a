import { describe, expect, it } from 'vitest';
import { XlsxWriter } from '../list-export';
import { columnIndex, CorruptWorkbookError, openXlsx, serialToIsoDate } from './xlsx-reader';
import { excelWorkbook } from './xlsx-test-files';

const STYLES =
  '<styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mmm\\-dd"/></numFmts>' +
  '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/></cellXfs></styleSheet>';

describe('XLSX reader (docs/ARCHITECTURE.md, Import)', () => {
  it('reads a file as Excel writes it: shared strings, rich runs, gaps, numbers, booleans, dates', () => {
    const shared = [
      '<si><t>Name</t></si>',
      '<si><t>Amount</t></si>',
      '<si><r><t>Ahmad &amp; </t></r><r><rPr><b/></rPr><t xml:space="preserve">Sons</t></r><rPh><t>x</t></rPh></si>',
      '<si><t>Joined</t></si>',
    ];
    const xml =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="D1" t="s"><v>3</v></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>1234.5</v></c><c r="C2" t="b"><v>1</v></c>' +
      '<c r="D2" s="1"><v>46000</v></c></row>' +
      '<row r="5"><c r="C5" t="inlineStr"><is><t>only C</t></is></c><c r="D5" s="2"><v>45658</v></c></row>' +
      '<row r="6"><c r="A6" t="str"><f>A2</f><v>=text</v></c></row>';
    const book = openXlsx(excelWorkbook([{ name: 'Clients', xml }], shared, STYLES));
    expect(book.sheets).toEqual(['Clients']);
    expect(book.readSheet(0)).toEqual([
      { line: 1, cells: ['Name', 'Amount', '', 'Joined'] },
      { line: 2, cells: ['Ahmad & Sons', '1234.5', 'TRUE', '2025-12-09'] },
      { line: 5, cells: ['', '', 'only C', '2025-01-01'] },
      { line: 6, cells: ['=text'] },
    ]);
  });

  it('reads a chosen sheet among several', () => {
    const book = openXlsx(
      excelWorkbook(
        [
          { name: 'First', xml: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>' },
          { name: 'Second', xml: '<row r="1"><c r="B1" t="s"><v>1</v></c></row>' },
        ],
        ['<si><t>one</t></si>', '<si><t>two</t></si>'],
      ),
    );
    expect(book.sheets).toEqual(['First', 'Second']);
    expect(book.readSheet(1)).toEqual([{ line: 1, cells: ['', 'two'] }]);
  });

  it('reads back what our own XlsxWriter writes', async () => {
    const writer = new XlsxWriter(['Name', 'Amount (MYR)'], 'Bookings');
    writer.writeRow(['Ahmad & <Sons> "Sdn Bhd"', 1234.5]);
    writer.writeRow(['=HYPERLINK("x")', null]);
    writer.writeRow([null, 7]);
    const bytes = new Uint8Array(await writer.finish().arrayBuffer());
    const book = openXlsx(bytes);
    expect(book.sheets).toEqual(['Bookings']);
    expect(book.readSheet(0)).toEqual([
      { line: 1, cells: ['Name', 'Amount (MYR)'] },
      { line: 2, cells: ['Ahmad & <Sons> "Sdn Bhd"', '1234.5'] },
      { line: 3, cells: ['=HYPERLINK("x")'] },
      { line: 4, cells: ['', '7'] },
    ]);
  });

  it('refuses a zip that is not a workbook, and a damaged zip', () => {
    expect(() => openXlsx(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]))).toThrow(CorruptWorkbookError);
    expect(() => openXlsx(excelWorkbook([], []).slice(0, 40))).toThrow(CorruptWorkbookError);
  });

  it('turns references and serial dates into indices and ISO dates', () => {
    expect([columnIndex('A1'), columnIndex('C5'), columnIndex('AA10'), columnIndex(null)]).toEqual([
      0, 2, 26, -1,
    ]);
    expect(serialToIsoDate(1)).toBe('1899-12-31');
    expect(serialToIsoDate(45658.75)).toBe('2025-01-01');
  });
});
