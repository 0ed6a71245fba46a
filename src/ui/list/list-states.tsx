import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../button';

export { Loading as ListLoading } from '../loading';

const message = css({ p: '6', textAlign: 'center', color: 'fg.muted', display: 'grid', gap: '3' });

/**
 * What an answered page with no rows says: "nothing here yet" when no filter is set, "no match"
 * (with a way out) when filters are. Never shown while the page is still loading (null): the
 * mirror may simply not be read yet.
 */
export function ListEmptyState({
  isFiltered,
  emptyText,
  noMatchText,
  onClearFilters,
}: {
  isFiltered: boolean;
  emptyText: ReactNode;
  noMatchText: ReactNode;
  onClearFilters: () => void;
}) {
  if (!isFiltered) return <p className={message}>{emptyText}</p>;
  return (
    <div className={message}>
      <p>{noMatchText}</p>
      <div>
        <Button size="sm" variant="outline" onClick={onClearFilters}>
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </div>
  );
}
