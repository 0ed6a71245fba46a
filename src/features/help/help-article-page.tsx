import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { css } from 'styled-system/css';
import { Loading } from '../../ui/loading';
import { renderHelpMarkdown } from './help-markdown';
import { useHelpArticles } from './use-help-articles';
import { articleBody } from './help-article-styles';

/** One help article in the user's language, with its headings, lists and links. */
export function HelpArticlePage({ slug }: { slug: string }) {
  const articles = useHelpArticles();
  const navigate = useNavigate();
  const article = articles?.find((candidate) => candidate.slug === slug);
  const html = useMemo(() => (article ? renderHelpMarkdown(article.body) : ''), [article]);
  useEffect(() => {
    if (article) document.title = article.title;
  }, [article]);

  // Links between articles and to screens stay in the app (no full page load, so offline too).
  const followInAppLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void navigate({ to: href });
  };

  const backLink = (
    <Link
      to="/help-center"
      className={css({ color: 'accent.fg', textDecoration: 'underline', fontSize: 'sm' })}
    >
      <Trans>All help articles</Trans>
    </Link>
  );

  if (!articles) return <Loading />;
  if (!article) {
    return (
      <section aria-labelledby="help-article-title" className={css({ display: 'grid', gap: '4' })}>
        <h1 id="help-article-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          <Trans>Article not found</Trans>
        </h1>
        <p>
          <Trans>There is no help article at this address. It may have been renamed.</Trans>
        </p>
        <p>{backLink}</p>
      </section>
    );
  }
  return (
    <article aria-labelledby="help-article-title" className={css({ display: 'grid', gap: '4', maxW: '3xl' })}>
      <p>{backLink}</p>
      <h1 id="help-article-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {article.title}
      </h1>
      {/* Trusted repository Markdown; raw HTML in it is escaped (help-markdown.ts). The click
          handler only routes the links inside, which stay keyboard-operable as links. */}
      <div className={articleBody} onClick={followInAppLink} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
