/**
 * The little XML the import reads, scanned with regular expressions rather than DOMParser, which a
 * Worker does not have (docs/ARCHITECTURE.md, Import). Enough for SpreadsheetML parts: attributes,
 * text of <t> runs and the five entities plus numeric references and Excel's _xHHHH_ escapes.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function unescapeXml(text: string): string {
  if (!text.includes('&') && !text.includes('_x')) return text;
  return text
    .replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name] ?? whole;
    })
    .replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** An attribute's value in a tag's attribute text, unescaped; null when absent. */
const ATTRIBUTE_PATTERNS = new Map<string, RegExp>();

export function attribute(attributes: string, name: string): string | null {
  let pattern = ATTRIBUTE_PATTERNS.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    ATTRIBUTE_PATTERNS.set(name, pattern);
  }
  const match = pattern.exec(attributes);
  if (!match) return null;
  return unescapeXml(match[1] ?? match[2] ?? '');
}

/** The text of a string item (<si> or <is>): its <t> runs joined, phonetic runs (<rPh>) left out. */
export function runText(xml: string): string {
  const withoutPhonetic = xml.includes('<rPh') ? xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '') : xml;
  let text = '';
  for (const match of withoutPhonetic.matchAll(/<t\b[^>]*?(?:\/>|>([\s\S]*?)<\/t>)/g)) {
    text += match[1] ?? '';
  }
  return unescapeXml(text);
}
