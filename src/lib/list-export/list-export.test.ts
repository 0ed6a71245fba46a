// @vitest-environment node
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { csvCell, exportRows, type ExportColumn } from '.';

type Row = { id: string; name: string; amount: number | null };

const columns: ExportColumn<Row>[] = [
  { label: 'Name', exportValue: (row) => row.name },
  { label: 'Amount (MYR)', exportValue: (row) => row.amount },
];

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: String(index),
    name: `Traveler ${index}`,
    amount: index / 100,
  }));

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('CSV export (docs/ARCHITECTURE.md, List tools)', () => {
  it('quotes by RFC 4180 and writes numbers and blanks plainly', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+60123')).toBe(`"'+60123"`);
    expect(csvCell('-1+2')).toBe(`"'-1+2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('starts with a BOM, ends lines with CRLF and keeps Malay and accented names', async () => {
    const names = ['Nur Aisyah binti Abdullah', 'Siti Nurhaliza', 'José Müller', 'Đặng Thị Ngọc', '李小龍'];
    const blob = await exportRows({
      rows: names.map((name, index) => ({ id: String(index), name, amount: index })),
      columns,
      format: 'csv',
    });
    const bytes = await bytesOf(blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFName,Amount (MYR)\r\n')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(names.length + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(names);
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });
});

describe('XLSX export', () => {
  it('is a zip a spreadsheet opens: content types, workbook, a sheet with typed cells', async () => {
    const blob = await exportRows({
      rows: [
        { id: '1', name: 'Ahmad & <Sons> "Sdn Bhd"', amount: 1234.5 },
        { id: '2', name: 'Zulaikha\u0007', amount: null },
      ],
      columns,
      format: 'xlsx',
      title: 'Bookings',
    });
    const files = unzipSync(await bytesOf(blob));
    const read = (path: string) => strFromU8(files[path] ?? new Uint8Array());
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const types = read('[Content_Types].xml');
    expect(types).toContain('PartName="/xl/worksheets/sheet1.xml"');
    expect(types).toContain('spreadsheetml.sheet.main+xml');
    expect(read('xl/workbook.xml')).toContain('<sheet name="Bookings" sheetId="1" r:id="rId1"/>');
    const sheet = read('xl/worksheets/sheet1.xml');
    expect(sheet).toContain(
      '<row r="1"><c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Name</t></is></c>',
    );
    expect(sheet).toContain('Ahmad &amp; &lt;Sons&gt; &quot;Sdn Bhd&quot;');
    expect(sheet).toContain('<c r="B2"><v>1234.5</v></c>');
    expect(sheet).toContain(
      '<row r="3"><c r="A3" t="inlineStr"><is><t xml:space="preserve">Zulaikha</t></is></c></row>',
    );
    expect(sheet.endsWith('</sheetData></worksheet>')).toBe(true);
  });
});

describe('slicing', () => {
  it('reports progress after slices and reaches 100%', async () => {
    const seen: number[] = [];
    let slices = 0;
    const blob = await exportRows({
      rows: rows(5000),
      columns,
      format: 'csv',
      sliceMs: 0,
      onProgress: (done, total) => seen.push(Math.round((100 * done) / total)),
      onSlice: () => slices++,
    });
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(slices).toBe(seen.length);
    expect((await blob.text()).split('\r\n')).toHaveLength(5002);
  });

  it('stops when cancelled and writes nothing more', async () => {
    const controller = new AbortController();
    let calls = 0;
    const running = exportRows({
      rows: rows(5000),
      columns,
      format: 'xlsx',
      sliceMs: 0,
      signal: controller.signal,
      onProgress: () => {
        calls++;
        controller.abort();
      },
    });
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toBe(1);
  });
});
