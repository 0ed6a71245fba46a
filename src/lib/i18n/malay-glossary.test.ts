import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Malay catalog keeps to docs/glossary-ms.md: no term of its "Do not use"
 * column appears in a Malay message, and a message whose English names one of the concepts below
 * uses the concept's one Malay term.
 */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(join(process.cwd(), 'locales', locale, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = JSON.parse(match[1] ?? '""') as string;
    if (id) entries.set(id, JSON.parse(match[2] ?? '""') as string);
  }
  return entries;
}

/** The backquoted terms of the last column of the glossary's table. */
function forbiddenTerms(): { concept: string; term: string }[] {
  const text = readFileSync(join(process.cwd(), 'docs', 'glossary-ms.md'), 'utf8');
  const rows = text.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Concept'));
  return rows.flatMap((row) => {
    const cells = row.split('|').map((cell) => cell.trim());
    const concept = cells[1] ?? '';
    return [...(cells.at(-2) ?? '').matchAll(/`([^`]+)`/g)].map((match) => ({
      concept,
      term: match[1] ?? '',
    }));
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word or phrase, whatever its case: "Hubungan" but not "perhubungan". */
const wholePhrase = (term: string) => new RegExp(`(?<!\\p{L})${escape(term)}(?!\\p{L})`, 'iu');

const REQUIRED: { concept: string; english: RegExp; except?: RegExp; malay: RegExp }[] = [
  { concept: 'Offline', english: /\boffline\b/i, malay: /luar talian/i },
  {
    concept: 'Sync',
    english: /\bsync(ed|ing|hroni[sz]ed)?\b/i,
    except: /pending sync/i,
    malay: /segerak|nyegerak/i,
  },
  { concept: 'Pending change', english: /pending (changes|sync)|^pending: /i, malay: /belum dihantar/i },
  {
    concept: 'Pending approval',
    english: /^pending$|pending approval|waiting for approval/i,
    malay: /menunggu kelulusan/i,
  },
  { concept: 'Reset', english: /\breset\b/i, malay: /(tetapkan|ditetapkan|menetapkan|penetapan) semula/i },
  { concept: 'Disabled account', english: /account is disabled|disables the account/i, malay: /nyahaktif/i },
  { concept: 'Filter', english: /\bfilters?\b/i, malay: /penapis/i },
];

describe('the Malay catalog and its glossary', () => {
  const malay = readCatalog('ms');
  const translated = [...malay].filter(([, text]) => text !== '');

  it('reads the glossary', () => {
    expect(forbiddenTerms().length).toBeGreaterThan(10);
    expect(translated.length).toBeGreaterThan(500);
  });

  it('uses no term the glossary rules out', () => {
    const found = translated.flatMap(([id, text]) =>
      forbiddenTerms()
        .filter(({ term }) => wholePhrase(term).test(text))
        .map(({ concept, term }) => `${concept}: "${term}" in ${JSON.stringify(text)} (${id})`),
    );
    expect(found).toEqual([]);
  });

  it("uses each concept's one Malay term", () => {
    const found = translated.flatMap(([id, text]) =>
      REQUIRED.filter(
        ({ english, except, malay: term }) => english.test(id) && !except?.test(id) && !term.test(text),
      ).map(({ concept }) => `${concept}: ${JSON.stringify(text)} (${id})`),
    );
    expect(found).toEqual([]);
  });

  it('catches a wrong term (the check itself)', () => {
    expect(wholePhrase('Hubungan').test('Maklumat perhubungan')).toBe(false);
    expect(wholePhrase('Hubungan').test('Hubungan')).toBe(true);
    expect(wholePhrase('menyegerak').test('Sedang menyegerakkan')).toBe(false);
    expect(wholePhrase('tanpa talian').test('Isi borang ini tanpa talian.')).toBe(true);
  });
});
