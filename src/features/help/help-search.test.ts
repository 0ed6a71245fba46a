import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseArticle, plainText, type HelpArticle } from './help-article';
import { loadHelpArticles } from './help-content';
import { excerptOf, foldText, searchArticles } from './help-search';

const article = (slug: string, title: string, body: string): HelpArticle =>
  parseArticle(slug, `# ${title}\n\n${body}`);

const sample = [
  article('a', 'Bookings', 'Pay a booking with credit from your balance.'),
  article('b', 'Credit limits', 'The limit is how far below zero a merchant may go.'),
  article('c', 'Café notes', 'Résumé of the CRÉDIT rules, mentions credit twice: credit.'),
];

describe('searchArticles', () => {
  it('answers every article in order for an empty query', () => {
    expect(searchArticles(sample, '   ').map((a) => a.slug)).toEqual(['a', 'b', 'c']);
  });

  it('ranks title matches first, then by hits, ignoring case and accents', () => {
    expect(searchArticles(sample, 'CREDIT').map((a) => a.slug)).toEqual(['b', 'c', 'a']);
    expect(searchArticles(sample, 'cafe').map((a) => a.slug)).toEqual(['c']);
    expect(searchArticles(sample, 'résumé').map((a) => a.slug)).toEqual(['c']);
  });

  it('needs every word of the query, anywhere in the article', () => {
    expect(searchArticles(sample, 'merchant zero').map((a) => a.slug)).toEqual(['b']);
    expect(searchArticles(sample, 'merchant booking')).toEqual([]);
  });

  it('answers only articles holding every word, for any query', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (query) => {
        const words = foldText(query).split(/\s+/).filter(Boolean);
        for (const found of searchArticles(sample, query)) {
          for (const word of words) expect(foldText(found.text)).toContain(word);
        }
      }),
    );
  });
});

describe('the real articles', () => {
  it('finds Malay articles with Malay words', async () => {
    const malay = await loadHelpArticles('ms');
    const credit = searchArticles(malay, 'kredit').map((a) => a.slug);
    // Every article with "kredit" in its title comes before those with it in the text only.
    expect(credit.slice(0, 4).sort()).toEqual(
      ['credit-action-codes', 'credit-management', 'invoices-and-notes', 'top-up'].sort(),
    );
    expect(credit).toContain('bookings');
    expect(searchArticles(malay, 'luar talian')[0]?.slug).toBe('offline-and-pending-changes');
    expect(searchArticles(malay, 'BELUM DIHANTAR').map((a) => a.slug)).toContain(
      'offline-and-pending-changes',
    );
  });

  it('finds the English article of each area by its title word', async () => {
    const english = await loadHelpArticles('en');
    expect(searchArticles(english, 'top up')[0]?.slug).toBe('top-up');
    expect(searchArticles(english, 'markups')[0]?.slug).toBe('markups');
    expect(searchArticles(english, 'pending sync')[0]?.slug).toBe('offline-and-pending-changes');
  });
});

describe('plainText and excerptOf', () => {
  it('keeps the words of links and drops the syntax and tags', () => {
    expect(plainText('## Hi\n\n- [Top up](/help-center/top-up) **now**: <b>x</b>')).toBe('Hi Top up now: x');
  });

  it('keeps hyphens inside words and drops table rules and list numbers', () => {
    expect(plainText('1. Send an e-mel for a top-up\n\n| a | b |\n| --- | :-: |\n| x-y | z |')).toBe(
      'Send an e-mel for a top-up a b x-y z',
    );
  });

  it('cuts the text around the first word of the query', () => {
    const long = article('l', 'Long', `${'word '.repeat(80)}needle ${'more '.repeat(80)}`);
    const excerpt = excerptOf(long, 'needle');
    expect(excerpt).toContain('needle');
    expect(excerpt).toMatch(/^…word /);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});
