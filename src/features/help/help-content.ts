import type { HelpArticle, HelpLocale } from './help-article';

/**
 * One chunk per language, loaded only when the help center opens: /login and the other screens
 * never carry the articles. The service worker precaches the chunks (`**\/*.js`), so they open
 * offline after one visit.
 */
const loaders: Record<HelpLocale, () => Promise<{ articles: HelpArticle[] }>> = {
  en: () => import('./help-articles-en'),
  ms: () => import('./help-articles-ms'),
};

export async function loadHelpArticles(locale: HelpLocale): Promise<HelpArticle[]> {
  return (await loaders[locale]()).articles;
}
