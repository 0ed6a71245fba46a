import { articlesOf } from './help-article';

/** The English articles, bundled at build time into this lazily loaded chunk (precached). */
const files = import.meta.glob<string>('../../content/help/en/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const articles = articlesOf(files, 'en');
