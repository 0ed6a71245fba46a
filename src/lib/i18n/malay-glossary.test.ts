import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Malay catalog keeps to docs/glossary-ms.md: no term of its "Do not use"
 * column appears in a Malay message, and a message whose English names one of the concepts below
 * uses the concept's one Malay term.
 */
interface Entry {
  /** The Lingui context (`msgctxt`), '' when the English has one meaning only. */
  context: string;
  id: string;
  text: string;
}

function readCatalog(locale: string): Entry[] {
  const text = readFileSync(join(process.cwd(), 'locales', locale, 'messages.po'), 'utf8');
  const entries: Entry[] = [];
  for (const match of text.matchAll(/^(?:msgctxt (".*")\n)?msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = JSON.parse(match[2] ?? '""') as string;
    const context = match[1] ? (JSON.parse(match[1]) as string) : '';
    if (id) entries.push({ context, id, text: JSON.parse(match[3] ?? '""') as string });
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

/**
 * A message whose English (and context, when given) matches uses the concept's Malay term; `except`
 * leaves out English that names another concept, `exceptContext` another meaning of the same word.
 */
interface Rule {
  concept: string;
  english: RegExp;
  context?: RegExp;
  except?: RegExp;
  exceptContext?: RegExp;
  malay: RegExp;
}

const REQUIRED: Rule[] = [
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
    exceptContext: /^booking status$/,
    malay: /menunggu kelulusan/i,
  },
  {
    concept: 'Pending booking',
    english: /^pending$/i,
    context: /^booking status$/,
    malay: /^Belum disahkan$/,
  },
  { concept: 'Pending amount', english: /^pending after$/i, malay: /^Amaun menunggu kelulusan/ },
  { concept: 'Reset', english: /\breset\b/i, malay: /(tetapkan|ditetapkan|menetapkan|penetapan) semula/i },
  { concept: 'Disabled account', english: /account is disabled|disables the account/i, malay: /nyahaktif/i },
  { concept: 'Filter', english: /\bfilters?\b/i, malay: /penapis/i },
  { concept: 'Description', english: /\bdescription\b/i, malay: /perihalan/i },
  { concept: 'Edit', english: /^edit\b/i, malay: /^sunting\b/i },
  { concept: 'Not found', english: /not found/i, malay: /tidak ditemui/i },
  { concept: 'Language name', english: /bahasa malaysia|\bmalay\b/i, malay: /Bahasa Malaysia/ },
  { concept: 'Money transfer', english: /\btransfer\b/i, exceptContext: /^sales type$/, malay: /pindahan/i },
  {
    concept: 'Transfer (sales type)',
    english: /^transfer$/i,
    context: /^sales type$/,
    malay: /^Pengangkutan \(transfer\)$/,
  },
  { concept: 'Refund', english: /\brefund/i, except: /unrefunded/i, malay: /bayar(an)? balik/i },
  { concept: 'Uncredited balance', english: /unrefunded balance/i, malay: /baki yang belum dikreditkan/i },
  { concept: 'Reversal', english: /\brevers/i, malay: /balikkan/i },
  { concept: 'Reversal', english: /undo approved payment/i, malay: /pembalikan pembayaran yang diluluskan/i },
  { concept: 'Own submission', english: /own submission|you submitted/i, malay: /yang anda hantar sendiri/i },
  { concept: 'Sensitive change', english: /sensitive change/i, malay: /perubahan sensitif/i },
  { concept: 'Cabin class', english: /^(economy|premium economy|first)$/i, malay: /^Kelas / },
  { concept: 'Cabin class', english: /^business$/i, context: /^cabin class$/, malay: /^Kelas Perniagaan$/ },
  { concept: 'Market', english: /^(inbound|outbound)$/i, malay: /^Pelancongan (masuk|keluar)$/ },
  { concept: 'Due date', english: /due date/i, malay: /tarikh akhir bayaran/i },
  { concept: 'Who made a change', english: /^system$/i, context: /^who made a change$/, malay: /^Sistem$/ },
  { concept: 'Already', english: /\balready\b/i, malay: /\b(sudah|telah)\b/i },
];

/** Whether a rule speaks of an entry: its English, and its context when the rule names one. */
const covers = (rule: Rule, { context, id }: Entry) =>
  rule.english.test(id) &&
  !rule.except?.test(id) &&
  (rule.context ? rule.context.test(context) : !rule.exceptContext?.test(context));

describe('the Malay catalog and its glossary', () => {
  const malay = readCatalog('ms');
  const translated = malay.filter(({ text }) => text !== '');

  it('reads the glossary', () => {
    expect(forbiddenTerms().length).toBeGreaterThan(10);
    expect(translated.length).toBeGreaterThan(500);
  });

  it('uses no term the glossary rules out', () => {
    const found = translated.flatMap(({ id, text }) =>
      forbiddenTerms()
        .filter(({ term }) => wholePhrase(term).test(text))
        .map(({ concept, term }) => `${concept}: "${term}" in ${JSON.stringify(text)} (${id})`),
    );
    expect(found).toEqual([]);
  });

  it("uses each concept's one Malay term", () => {
    const found = translated.flatMap((entry) =>
      REQUIRED.filter((rule) => covers(rule, entry) && !rule.malay.test(entry.text)).map(
        ({ concept }) =>
          `${concept}: ${JSON.stringify(entry.text)} (${entry.context ? `${entry.context}: ` : ''}${entry.id})`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('catches a wrong term (the check itself)', () => {
    expect(wholePhrase('Hubungan').test('Maklumat perhubungan')).toBe(false);
    expect(wholePhrase('Hubungan').test('Hubungan')).toBe(true);
    expect(wholePhrase('menyegerak').test('Sedang menyegerakkan')).toBe(false);
    expect(wholePhrase('tanpa talian').test('Isi borang ini tanpa talian.')).toBe(true);
    const rule = (concept: string) => REQUIRED.filter((each) => each.concept === concept);
    const pendingBooking = { context: 'booking status', id: 'Pending', text: 'Belum disahkan' };
    expect(rule('Pending approval').some((each) => covers(each, pendingBooking))).toBe(false);
    expect(rule('Pending booking').every((each) => covers(each, pendingBooking))).toBe(true);
    expect(rule('Pending approval').some((each) => covers(each, { ...pendingBooking, context: '' }))).toBe(
      true,
    );
  });
});
