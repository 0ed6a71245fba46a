import type { HelpArticle } from './help-article';

/** Lower case without accents: "Pengesahan" and "pengésahan" match alike. */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const termsOf = (query: string) => foldText(query).split(/\s+/).filter(Boolean);

/**
 * Articles holding every word of the query (in the title or the text, accent- and
 * case-insensitive), titles that hold them all first, then those where the whole query appears as
 * typed, then by how often the words appear. An empty query answers every article in its order.
 */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const terms = termsOf(query);
  if (terms.length === 0) return [...articles];
  const phrase = terms.join(' ');
  const scored = articles.flatMap((article, order) => {
    const title = foldText(article.title);
    const text = foldText(article.text);
    if (!terms.every((term) => text.includes(term))) return [];
    const inTitle = terms.every((term) => title.includes(term));
    const hasPhrase = text.includes(phrase);
    const hits = terms.reduce((sum, term) => sum + text.split(term).length - 1, 0);
    return [{ article, order, inTitle, hasPhrase, hits }];
  });
  scored.sort(
    (a, b) =>
      Number(b.inTitle) - Number(a.inTitle) ||
      Number(b.hasPhrase) - Number(a.hasPhrase) ||
      b.hits - a.hits ||
      a.order - b.order,
  );
  return scored.map((entry) => entry.article);
}

/** A short piece of the text around the first word of the query, for the result list. */
export function excerptOf(article: HelpArticle, query: string, size = 160): string {
  const [first] = termsOf(query);
  // Folded one character at a time, so positions in the folded text are positions in the text.
  const text = article.bodyText;
  const folded = Array.from(text, (char) => foldText(char)[0] ?? char).join('');
  const at = first ? folded.indexOf(first) : -1;
  const near = Math.max(0, at < 0 ? 0 : at - size / 3);
  // Begin at a whole word: after the first space past the cut, if one is close.
  const space = near > 0 ? text.indexOf(' ', near) : -1;
  const start = space >= 0 && space < at ? space + 1 : near;
  const piece = text.slice(start, start + size).trim();
  return `${start > 0 ? '…' : ''}${piece}${start + size < text.length ? '…' : ''}`;
}
