/**
 * CSV text → rows of strings (docs/ARCHITECTURE.md, Import): UTF-8 with or without a byte-order
 * mark, `,` or `;` (whichever the header line holds more of outside quotes), RFC 4180 quotes with
 * doubled quotes and line breaks inside, CRLF or LF line ends, a trailing empty line dropped.
 */

const UTF8_BOM = '\uFEFF';

/** Decodes UTF-8 bytes; the BOM, if any, is dropped. */
export function decodeCsv(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8').decode(bytes);
  return text.startsWith(UTF8_BOM) ? text.slice(1) : text;
}

/** The separator: the one the first line holds more of outside quotes (a comma on a tie). */
export function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let isQuoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') isQuoted = !isQuoted;
    else if (isQuoted) continue;
    else if (char === '\n' || char === '\r') break;
    else if (char === ',') commas++;
    else if (char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

export function readCsv(input: string | Uint8Array): string[][] {
  const text = typeof input === 'string' ? input.replace(/^\uFEFF/, '') : decodeCsv(input);
  const separator = detectSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"' && cell === '') {
      // A quoted field: up to the lone closing quote; "" is one quote.
      let end = index + 1;
      for (;;) {
        const quote = text.indexOf('"', end);
        if (quote < 0) {
          cell += text.slice(end);
          end = text.length;
          break;
        }
        cell += text.slice(end, quote);
        if (text[quote + 1] === '"') {
          cell += '"';
          end = quote + 2;
        } else {
          end = quote + 1;
          break;
        }
      }
      index = end;
      continue;
    }
    if (char === separator) endCell();
    else if (char === '\n') endRow();
    else if (char === '\r') {
      endRow();
      if (text[index + 1] === '\n') index++;
    } else cell += char;
    index++;
  }
  if (cell !== '' || row.length) endRow();
  return rows;
}
