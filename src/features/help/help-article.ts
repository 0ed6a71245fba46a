/**
 * A help article is one Markdown file per locale (src/content/help/<locale>/<slug>.md): its first
 * line is the title as a level-1 heading, the rest is the body. The same slug exists in every
 * locale (help-content.test.ts fails otherwise).
 */
export type HelpArticle = {
  slug: string;
  title: string;
  /** The Markdown after the title line. */
  body: string;
  /** Title and body as plain words, for search. */
  text: string;
  /** The body alone as plain words, for the excerpt under a search result. */
  bodyText: string;
};

export const HELP_LOCALES = ['en', 'ms'] as const;
export type HelpLocale = (typeof HELP_LOCALES)[number];

/** The article's language for a UI locale: Malay for ms, else English. */
export const helpLocaleOf = (locale: string): HelpLocale =>
  locale.split('-')[0]?.toLowerCase() === 'ms' ? 'ms' : 'en';

/** `../../content/help/en/top-up.md` → `top-up`. */
export const slugOfPath = (path: string) => path.replace(/^.*\//, '').replace(/\.md$/, '');

/**
 * Markdown reduced to its words: no syntax, link targets or HTML tags. Hyphens inside words stay
 * ("e-mel", "top-up"); only list markers and table rules go.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s*\|?[\s:|-]*-[\s:|-]*$/gm, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/\|/g, ' ')
    .replace(/[*`~]+|(?<!\w)_+|_+(?!\w)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseArticle(slug: string, raw: string): HelpArticle {
  const source = raw.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const match = /^#\s+(.+)\n/.exec(source.trimStart() + '\n');
  if (!match?.[1]) throw new Error(`Help article ${slug} must start with "# Title"`);
  const title = match[1].trim();
  const body = source.trimStart().slice(match[0].length).trim();
  const bodyText = plainText(body);
  return { slug, title, body, text: `${title} ${bodyText}`, bodyText };
}

/** The articles of one locale's files (path → raw Markdown), ordered by title. */
export function articlesOf(files: Record<string, string>, locale: HelpLocale): HelpArticle[] {
  const collator = new Intl.Collator(locale);
  return Object.entries(files)
    .map(([path, raw]) => parseArticle(slugOfPath(path), raw))
    .sort((a, b) => collator.compare(a.title, b.title));
}
