import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';

/** Reads msgid → msgstr pairs of a .po file (single-line entries, as Lingui writes them). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(join(process.cwd(), 'locales', locale, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  const pattern = /^msgid (".*")\nmsgstr (".*")$/gm;
  for (const match of text.matchAll(pattern)) {
    const id = JSON.parse(match[1] ?? '""') as string;
    if (id) entries.set(id, JSON.parse(match[2] ?? '""') as string);
  }
  return entries;
}

describe('catalogs', () => {
  const english = readCatalog('en');
  const malay = readCatalog('ms');

  it('hold the extracted messages', () => {
    expect(english.size).toBeGreaterThan(50);
  });

  it('translate every English message into Malay, keeping its placeholders', () => {
    for (const id of english.keys()) {
      const translation = malay.get(id);
      expect(translation, `ms is missing: ${id}`).toBeTruthy();
      const placeholders = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(translation ?? ''), id).toEqual(placeholders(id));
    }
  });

  it('hold every server message (src/contract/messages.ts), with its Malay text', () => {
    for (const [code, { message }] of Object.entries(messages)) {
      expect(english.has(message), `not extracted: ${code}`).toBe(true);
      expect(malay.get(message), `ms is missing: ${code}`).toBeTruthy();
    }
  });

  it('hold no merge conflict marker, and English says each message as written', () => {
    for (const locale of ['en', 'ms']) {
      const text = readFileSync(join(process.cwd(), 'locales', locale, 'messages.po'), 'utf8');
      expect(text, locale).not.toMatch(/^(<{7}|={7}|>{7})|<{7} |>{7} /m);
    }
    const changed = [...english].filter(([id, text]) => text !== '' && text !== id);
    expect(changed).toEqual([]);
  });
});
