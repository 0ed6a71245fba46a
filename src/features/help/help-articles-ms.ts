import { articlesOf } from './help-article';

/** The Malay articles, bundled at build time into this lazily loaded chunk (precached). */
const files = import.meta.glob<string>('../../content/help/ms/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const articles = articlesOf(files, 'ms');
