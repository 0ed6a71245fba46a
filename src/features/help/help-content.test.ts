import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MENU } from '../../contract/menu-tree';
import { HELP_LOCALES, parseArticle } from './help-article';
import { loadHelpArticles } from './help-content';
import { HELP_ARTICLE_SLUGS, helpSlugFor } from './help-routes';

/**
 * The help articles (src/content/help/<locale>/<slug>.md): every article exists in every language
 * under the same slug, starts with its title, links only to articles that exist, and the Malay
 * ones keep to docs/glossary-ms.md. How to add one: src/content/help/README.md.
 */
const CONTENT = join(process.cwd(), 'src', 'content', 'help');
const slugsOf = (locale: string) =>
  readdirSync(join(CONTENT, locale))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3))
    .sort();
const read = (locale: string, slug: string) => readFileSync(join(CONTENT, locale, `${slug}.md`), 'utf8');

/** The backquoted terms of the glossary table's "Do not use" column. */
function forbiddenMalayTerms(): string[] {
  const text = readFileSync(join(process.cwd(), 'docs', 'glossary-ms.md'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Concept'))
    .flatMap((row) =>
      [...(row.split('|').at(-2) ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''),
    );
}

describe('help articles', () => {
  const english = slugsOf('en');

  it('has one folder per help locale and a dozen articles', () => {
    expect(
      readdirSync(CONTENT)
        .filter((name) => !name.includes('.'))
        .sort(),
    ).toEqual([...HELP_LOCALES].sort());
    expect(english.length).toBeGreaterThanOrEqual(12);
  });

  it.each(HELP_LOCALES.filter((locale) => locale !== 'en'))('has the same slugs in %s as in en', (locale) => {
    const other = slugsOf(locale);
    expect({ onlyInEn: english.filter((slug) => !other.includes(slug)) }).toEqual({ onlyInEn: [] });
    expect({ [`onlyIn_${locale}`]: other.filter((slug) => !english.includes(slug)) }).toEqual({
      [`onlyIn_${locale}`]: [],
    });
  });

  it('names every article in kebab-case and starts it with its title', () => {
    for (const locale of HELP_LOCALES) {
      for (const slug of slugsOf(locale)) {
        expect(slug, `${locale}/${slug}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        const article = parseArticle(slug, read(locale, slug));
        expect(article.title.length, `${locale}/${slug}`).toBeGreaterThan(3);
        expect(article.body.length, `${locale}/${slug}`).toBeGreaterThan(200);
        expect(article.body, `${locale}/${slug}: one title only`).not.toMatch(/^# /m);
      }
    }
  });

  it('links only to articles that exist', () => {
    const broken = HELP_LOCALES.flatMap((locale) =>
      slugsOf(locale).flatMap((slug) =>
        [...read(locale, slug).matchAll(/\]\(\/help-center\/([^)#?]+)\)/g)]
          .map((match) => match[1] ?? '')
          .filter((target) => !english.includes(target))
          .map((target) => `${locale}/${slug} → ${target}`),
      ),
    );
    expect(broken).toEqual([]);
  });

  it('writes Malay with the glossary’s terms', () => {
    const terms = forbiddenMalayTerms();
    expect(terms.length).toBeGreaterThan(10);
    const found = slugsOf('ms').flatMap((slug) => {
      const text = read('ms', slug);
      return terms
        .filter((term) =>
          new RegExp(`(?<!\\p{L})${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'iu').test(text),
        )
        .map((term) => `ms/${slug}: ${term}`);
    });
    expect(found).toEqual([]);
  });

  it('bundles every article of each locale', async () => {
    for (const locale of HELP_LOCALES) {
      const articles = await loadHelpArticles(locale);
      expect(articles.map((article) => article.slug).sort()).toEqual(slugsOf(locale));
    }
  });
});

/** Credit's nine action words as the screens show them (read as text: features never import each other). */
function creditActionWords(): { english: string; malay: string }[] {
  const source = readFileSync(join(process.cwd(), 'src', 'features', 'credit', 'credit-labels.ts'), 'utf8');
  const block = /CREDIT_ACTION_LABELS = \{([\s\S]*?)\}/.exec(source)?.[1] ?? '';
  const catalog = readFileSync(join(process.cwd(), 'locales', 'ms', 'messages.po'), 'utf8');
  return [...block.matchAll(/msg`([^`]+)`/g)].map((match) => {
    const english = match[1] ?? '';
    const malay = new RegExp(`^msgid ${JSON.stringify(english)}\nmsgstr (".*")$`, 'm').exec(catalog)?.[1];
    return { english, malay: malay ? (JSON.parse(malay) as string) : '' };
  });
}

/** Words of the screens that articles quote, by article: both languages must use the screens' words. */
const QUOTED: Record<string, string[]> = {
  'offline-and-pending-changes': [
    'Pending sync',
    'Pending changes',
    'Queued',
    'Waiting to retry',
    'Retry',
    'Failed',
    'Edit',
    'Discard',
    'Conflict',
    'Mine',
    'Theirs',
    'Keep mine',
    'Take theirs',
  ],
  'service-requests': [
    'Failed to create case, please try again later',
    'Open',
    'In progress',
    'Resolved',
    'Closed',
  ],
  'top-up': ['Top Up', 'Credit History'],
  clients: [
    'Create Client',
    'Client List',
    'Account type',
    'Corporate',
    'Individual',
    'Fewer than 5 employees',
    'More than 5 employees',
  ],
  markups: [
    'Markup List',
    'Price preview',
    'Flights',
    'Hotels',
    'Economy',
    'Premium Economy',
    'Business',
    'First',
  ],
  'signing-in': ['Forgot password?', 'Account settings'],
};

const catalogText = (locale: string, id: string) => {
  const catalog = readFileSync(join(process.cwd(), 'locales', locale, 'messages.po'), 'utf8');
  const found = new RegExp(`^msgid ${JSON.stringify(id).replace(/[?]/g, '\\?')}\nmsgstr (".*")$`, 'm').exec(
    catalog,
  )?.[1];
  const text = found ? (JSON.parse(found) as string) : '';
  return locale === 'en' && !text ? id : text;
};
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('words of the screens in the articles', () => {
  it.each(HELP_LOCALES)('are the catalog’s words in %s', (locale) => {
    const missing = Object.entries(QUOTED).flatMap(([slug, ids]) => {
      const article = oneLine(read(locale, slug));
      return ids
        .map((id) => catalogText(locale, id))
        .filter((words) => !words || !article.includes(words))
        .map((words) => `${slug}: ${words || '(untranslated)'}`);
    });
    expect(missing).toEqual([]);
  });
});

describe('the credit action codes article', () => {
  it('names the nine codes with the exact words of the screens, in both languages', () => {
    const words = creditActionWords();
    expect(words).toHaveLength(9);
    const english = read('en', 'credit-action-codes');
    const malay = read('ms', 'credit-action-codes');
    expect(words.filter((word) => !english.includes(`**${word.english}**`))).toEqual([]);
    expect(words.filter((word) => !word.malay || !malay.includes(`**${word.malay}**`))).toEqual([]);
  });
});

describe('the Help link of each screen', () => {
  it('leads only to articles that exist', () => {
    expect(HELP_ARTICLE_SLUGS.filter((slug) => !slugsOf('en').includes(slug))).toEqual([]);
  });

  it('has an article for every screen of the built-in menu but the help center', () => {
    const paths = BUILT_IN_MENU.flatMap((item) => [item, ...(item.children ?? [])]).flatMap((item) =>
      item.type === 'Link' && item.path ? [item.path] : [],
    );
    expect(paths.length).toBeGreaterThan(20);
    const without = paths.filter((path) => path !== '/help-center' && helpSlugFor(path) === null);
    expect(without).toEqual([]);
  });
});
