import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { Loading } from '../../ui/loading';
import { TextField } from '../../ui/text-field';
import { excerptOf, searchArticles } from './help-search';
import type { HelpSearch } from './help-search-params';
import { useHelpArticles } from './use-help-articles';

type HelpCenterPageProps = {
  query: HelpSearch;
  onQueryChange: (next: HelpSearch) => void;
};

/** The help center's home: every article of the user's language, searched on the device. */
export function HelpCenterPage({ query, onQueryChange }: HelpCenterPageProps) {
  const { t } = useLingui();
  const articles = useHelpArticles();
  const [text, setText] = useState(query.q ?? '');
  const results = useMemo(() => (articles ? searchArticles(articles, text) : null), [articles, text]);
  const resultsId = useId();
  const count = results?.length ?? 0;

  return (
    <section aria-labelledby="help-center-title" className={css({ display: 'grid', gap: '4', maxW: '4xl' })}>
      <h1 id="help-center-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Help Center</Trans>
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        <Trans>
          Answers about every screen of the portal. The articles are kept on this device, so they open
          offline.
        </Trans>
      </p>
      <div role="search" aria-label={t`Search help articles`}>
        <TextField
          type="search"
          label={<Trans>Search help</Trans>}
          value={text}
          aria-controls={resultsId}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            onQueryChange({ q: event.target.value.trim() ? event.target.value : undefined });
          }}
        />
      </div>
      {results === null ? (
        <Loading />
      ) : (
        <>
          <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {text.trim() ? (
              <Plural
                value={count}
                _0="No article matches."
                one="# article matches."
                other="# articles match."
              />
            ) : (
              <Plural value={count} one="# article" other="# articles" />
            )}
          </p>
          <ul id={resultsId} aria-label={t`Help articles`} className={css({ display: 'grid', gap: '3' })}>
            {results.map((article) => (
              <li key={article.slug} className={card}>
                <Link
                  to="/help-center/$slug"
                  params={{ slug: article.slug }}
                  className={css({ fontWeight: 'semibold', color: 'accent.fg', textDecoration: 'underline' })}
                >
                  {article.title}
                </Link>
                <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
                  {excerptOf(article, text)}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const card = css({
  p: '4',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
});
