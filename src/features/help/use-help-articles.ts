import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { helpLocaleOf, type HelpArticle, type HelpLocale } from './help-article';
import { loadHelpArticles } from './help-content';

type Loaded = { locale: HelpLocale; articles: HelpArticle[] };

/** The articles in the user's language (English when there is no such language), once loaded. */
export function useHelpArticles(): HelpArticle[] | null {
  const { i18n } = useLingui();
  const locale = helpLocaleOf(i18n.locale);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadHelpArticles(locale).then((articles) => {
      if (isCurrent) setLoaded({ locale, articles });
    });
    return () => {
      isCurrent = false;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded.articles : null;
}
