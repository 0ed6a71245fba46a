import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { getMirror } from '../../lib/db';
import { findPages, findRows, type SearchHit, type SearchKind, type SearchPage } from './search-sources';

const KIND_LABELS: Record<SearchKind, MessageDescriptor> = {
  page: msg`Page`,
  merchant: msg`Merchant`,
  user: msg`User`,
  booking: msg`Booking`,
  invoice: msg`Invoice`,
  note: msg`Credit or debit note`,
};

type SearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pages: readonly SearchPage[];
  canOpen: (path: string) => boolean;
  onGo: (to: string) => void;
};

/** The navbar search (Ctrl+K / ⌘K): type, move with the arrow keys, Enter opens. */
export default function SearchDialog({ open, onOpenChange, pages, canOpen, onGo }: SearchDialogProps) {
  const { t, i18n } = useLingui();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [rowHits, setRowHits] = useState<SearchHit[]>([]);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const db = getMirror();
    if (!db) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      void findRows(db, query, canOpen).then((hits) => {
        if (isCurrent) setRowHits(hits);
      });
    }, 120);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [query, canOpen]);

  const hits = useMemo(
    () => [...findPages(pages, query), ...(query.trim().length < 2 ? [] : rowHits)],
    [pages, query, rowHits],
  );
  const current = Math.min(active, Math.max(hits.length - 1, 0));

  const choose = (hit: SearchHit | undefined) => {
    if (!hit?.to) return;
    onOpenChange(false);
    onGo(hit.to);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        onOpenChange(details.open);
        if (!details.open) setQuery('');
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'black/40', zIndex: 60 })} />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: 0,
            zIndex: 61,
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'start',
            p: '4',
            pt: '16vh',
          })}
        >
          <Dialog.Content
            data-surface
            className={css({
              bg: 'bg.surface',
              color: 'fg.default',
              borderRadius: 'lg',
              borderWidth: 'thin',
              borderColor: 'border.default',
              boxShadow: 'xl',
              w: 'full',
              maxW: 'xl',
              p: '4',
              display: 'grid',
              gap: '3',
            })}
          >
            <Dialog.Title className={css({ srOnly: true })}>
              <Trans>Search</Trans>
            </Dialog.Title>
            <input
              role="combobox"
              aria-label={t`Search pages, merchants, users, bookings and invoices`}
              aria-expanded={hits.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={hits[current] ? `${listId}-${current}` : undefined}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown') setActive((current + 1) % Math.max(hits.length, 1));
                else if (event.key === 'ArrowUp')
                  setActive((current - 1 + hits.length) % Math.max(hits.length, 1));
                else if (event.key === 'Enter') choose(hits[current]);
                else return;
                event.preventDefault();
              }}
              placeholder={t`Type to search`}
              className={css({
                w: 'full',
                h: '11',
                px: '3',
                borderWidth: 'thin',
                borderColor: 'border.strong',
                borderRadius: 'md',
                bg: 'bg.surface',
              })}
            />
            <ul
              id={listId}
              role="listbox"
              aria-label={t`Results`}
              className={css({ display: 'grid', gap: '1', maxH: '60vh', overflowY: 'auto' })}
            >
              {hits.map((hit, index) => (
                <li
                  key={hit.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === current}
                  aria-disabled={hit.to ? undefined : true}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(hit)}
                  className={css({
                    display: 'flex',
                    gap: '3',
                    alignItems: 'baseline',
                    px: '3',
                    py: '2',
                    borderRadius: 'md',
                    cursor: 'pointer',
                    '&[aria-selected=true]': { bg: 'bg.selected' },
                    '&[aria-disabled=true]': { cursor: 'default' },
                  })}
                >
                  <span className={css({ fontSize: 'xs', color: 'fg.muted', minW: '16' })}>
                    {i18n._(KIND_LABELS[hit.kind])}
                  </span>
                  <span className={css({ fontWeight: 'medium' })}>{hit.title}</span>
                  <span
                    className={css({
                      fontSize: 'sm',
                      color: 'fg.muted',
                      marginInlineStart: 'auto',
                      truncate: true,
                    })}
                  >
                    {hit.detail}
                  </span>
                </li>
              ))}
            </ul>
            <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {query.trim() === '' ? (
                <Trans>Find a page, merchant, user, booking or invoice. Works offline too.</Trans>
              ) : hits.length === 0 ? (
                <Trans>No results for “{query}”</Trans>
              ) : (
                <Trans>{hits.length} results. Use the arrow keys and press Enter to open.</Trans>
              )}
            </p>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
