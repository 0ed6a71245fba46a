import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { PAGE_SIZES } from '../contract';
import { Button } from './button';

type PaginationBarProps = {
  pageSize: number;
  curPageIndex: number;
  totalCount: number;
  onPageSizeChange: (pageSize: (typeof PAGE_SIZES)[number]) => void;
  onPageChange: (page: number) => void;
};

/** Page size (10, 25, 50: docs/product.md, Lists), totals and previous/next for a paged list. */
export function PaginationBar({
  pageSize,
  curPageIndex,
  totalCount,
  onPageSizeChange,
  onPageChange,
}: PaginationBarProps) {
  const { t } = useLingui();
  const id = useId();
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const from = totalCount === 0 ? 0 : (curPageIndex - 1) * pageSize + 1;
  const to = Math.min(totalCount, curPageIndex * pageSize);
  return (
    <nav
      aria-label={t`Pagination`}
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '3',
        justifyContent: 'space-between',
        fontSize: 'sm',
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <label htmlFor={id}>
          <Trans>Rows per page</Trans>
        </label>
        <select
          id={id}
          value={pageSize}
          onChange={(event) => {
            const size = PAGE_SIZES.find((option) => option === Number(event.target.value));
            if (size) onPageSizeChange(size);
          }}
          className={css({
            borderWidth: 'thin',
            borderColor: 'border.strong',
            borderRadius: 'md',
            bg: 'bg.surface',
            px: '2',
            py: '1',
          })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p role="status" aria-live="polite">
        <Trans>
          Showing {from}–{to} of {totalCount}
        </Trans>
      </p>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <Button
          variant="outline"
          size="sm"
          disabled={curPageIndex <= 1}
          onClick={() => onPageChange(curPageIndex - 1)}
        >
          <Trans>Previous</Trans>
        </Button>
        <span>
          <Trans>
            Page {curPageIndex} of {pageCount}
          </Trans>
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={curPageIndex >= pageCount}
          onClick={() => onPageChange(curPageIndex + 1)}
        >
          <Trans>Next</Trans>
        </Button>
      </div>
    </nav>
  );
}
