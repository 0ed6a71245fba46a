import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { Icon } from '../../ui/icons';
import type { SearchPage } from './search-sources';

const loadSearchDialog = () => import('./search-dialog');
const SearchDialog = lazy(loadSearchDialog);

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

type SearchLauncherProps = {
  pages: readonly SearchPage[];
  canOpen: (path: string) => boolean;
  onGo: (to: string) => void;
};

/** The navbar's search bar: a button that opens the search, also with Ctrl+K or ⌘K. */
export function SearchLauncher(props: SearchLauncherProps) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [isWanted, setWanted] = useState(false);
  // Fetched once the layout is idle, so the search opens with no network even before the
  // service worker holds the app.
  useEffect(() => {
    const timer = setTimeout(() => void loadSearchDialog().catch(() => {}), 1500);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setWanted(true);
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const keys = isMac() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <button
        type="button"
        aria-label={t`Search`}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          h: '10',
          px: '3',
          borderRadius: 'md',
          color: 'fg.muted',
          cursor: 'pointer',
          _hover: { bg: 'bg.subtle' },
        })}
      >
        <Icon name="search" />
        <span className={css({ display: { base: 'none', sm: 'inline' } })}>
          <Trans>Search</Trans>
        </span>
        <kbd
          aria-hidden
          className={css({
            display: { base: 'none', md: 'inline' },
            fontSize: 'xs',
            borderWidth: 'thin',
            borderColor: 'border.strong',
            borderRadius: 'sm',
            px: '1',
          })}
        >
          {keys}
        </kbd>
      </button>
      {isWanted ? (
        <Suspense fallback={null}>
          <SearchDialog open={isOpen} onOpenChange={setOpen} {...props} />
        </Suspense>
      ) : null}
    </>
  );
}
