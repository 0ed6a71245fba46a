import { describe, expect, it } from 'vitest';
import { decodeCsv, detectSeparator, readCsv } from './csv-reader';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('CSV reader (docs/ARCHITECTURE.md, Import)', () => {
  it('reads UTF-8 with and without a BOM, keeping Malay and accented names', () => {
    const text = 'Name,Email\r\nJosé Müller,j@x.my\r\nNur Aisyah binti Abdullah,n@x.my\r\n';
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
    expect(readCsv(withBom)).toEqual(readCsv(utf8(text)));
    expect(readCsv(withBom)[0]).toEqual(['Name', 'Email']);
    expect(readCsv(withBom)[1]?.[0]).toBe('José Müller');
    expect(decodeCsv(withBom).startsWith('Name')).toBe(true);
  });

  it('detects a semicolon from the header line, outside quotes', () => {
    expect(detectSeparator('a;b;c\n1,2;3;4')).toBe(';');
    expect(detectSeparator('"x;y;z",b\n')).toBe(',');
    expect(readCsv('Name;Amount\nAli;1,50\n')).toEqual([
      ['Name', 'Amount'],
      ['Ali', '1,50'],
    ]);
  });

  it('reads quotes, doubled quotes and line breaks inside quotes; CRLF or LF; no trailing empty row', () => {
    const rows = readCsv('a,b\n"say ""hi""","two\r\nlines"\r\n"x,y",\n\n');
    expect(rows).toEqual([['a', 'b'], ['say "hi"', 'two\r\nlines'], ['x,y', ''], ['']]);
    expect(readCsv('a,b')).toEqual([['a', 'b']]);
    expect(readCsv('a\rb\r')).toEqual([['a'], ['b']]);
  });

  it('keeps formula-looking text as text', () => {
    expect(readCsv("a,b\n=SUM(A1),'+60123\n")[1]).toEqual(['=SUM(A1)', "'+60123"]);
  });
});
