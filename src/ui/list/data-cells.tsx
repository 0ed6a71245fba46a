/** Pieces the table and the card layout share: how a kind of value aligns, the pending marker. */
import { Trans } from '@lingui/react/macro';
import { Fragment, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { ColumnKind } from '../../contract';
import { Badge } from '../badge';
import type { ListDensity } from '../../lib/list-views';
import type { ListColumn, ListRow } from './list-types';
import type { RowAction } from './row-actions-menu';

/** What the table and the cards need to show rows; the list page fills it in. */
export type DataViewProps<Row extends ListRow> = {
  /** The table's caption, the card list's name: "Bookings". */
  caption: string;
  /** The visible columns, in order. */
  columns: readonly ListColumn<Row>[];
  /**
   * Every column the list may sort by, shown or not: the cards' "Sort by" offers them all, so a
   * list sorted by a hidden column (invoices: last change) still says what it is sorted by.
   */
  sortColumns?: readonly ListColumn<Row>[] | undefined;
  /** The column whose cell names the row (a row header, the card's title). */
  rowHeaderKey: string;
  rows: readonly Row[];
  sortKey: string;
  sortOrder: 'asc' | 'desc';
  /** Sort by a column's sort key: the list page flips the order when it is already the key. */
  onSort: (sortKey: string, sortOrder?: 'asc' | 'desc') => void;
  /** The row's name for screen readers ("Select {name}"). */
  rowLabel: (row: Row) => string;
  selection?: RowSelection<Row> | undefined;
  /** A row's actions (View, Edit, Activate, …), offered in its "Actions for {name}" menu. */
  rowActions?: ((row: Row) => readonly RowAction[]) | undefined;
  /** Row height of the table (cards have one). */
  density?: ListDensity | undefined;
  /** Opens the row's detail: the row header becomes a button, a click on the row opens it too. */
  onOpenRow?: ((row: Row) => void) | undefined;
  /** Shown instead of rows when there are none. */
  emptyState?: ReactNode;
};

export type RowSelection<Row> = {
  isSelected: (id: string) => boolean;
  onToggle: (row: Row, selected: boolean) => void;
  onTogglePage: (selected: boolean) => void;
};

const NO_WRAP: readonly ColumnKind[] = ['code', 'date', 'timestamp', 'money', 'number', 'status'];

/**
 * A column whose values never wrap takes only the width its widest value (or its header, wrapped
 * between words) needs: a 1 % width lets the table's automatic layout give it no share of the
 * spare room, which goes to the text columns, whose names then wrap less and are cut less.
 */
export const fitClass = (kind: ColumnKind) => (NO_WRAP.includes(kind) ? css({ w: '1%' }) : undefined);

/** Numbers and money line up on the right; short codes, dates and badges never wrap. */
export const valueClass = (kind: ColumnKind, isAligned = true) =>
  cx(
    NO_WRAP.includes(kind) && css({ whiteSpace: 'nowrap' }),
    (kind === 'money' || kind === 'number') && css({ fontVariantNumeric: 'tabular-nums' }),
    isAligned && (kind === 'money' || kind === 'number') && css({ textAlign: 'right' }),
    kind === 'code' && css({ fontFamily: 'mono' }),
  );

/** One observer for every truncated cell of the page (a page of rows has hundreds). */
const overflowWatchers = new WeakMap<Element, () => void>();
let overflowObserver: ResizeObserver | undefined;
function watchOverflow(element: Element, onResize: () => void) {
  if (typeof ResizeObserver === 'undefined') return () => {};
  overflowObserver ??= new ResizeObserver((entries) => {
    for (const entry of entries) overflowWatchers.get(entry.target)?.();
  });
  overflowWatchers.set(element, onResize);
  overflowObserver.observe(element);
  return () => {
    overflowWatchers.delete(element);
    overflowObserver?.unobserve(element);
  };
}

/**
 * A cut value's column may narrow to 6rem (or the value, if shorter) when the row is short of
 * room, so no list scrolls sideways at 1440 px with the navigation open (it did: 1,217 px of
 * merchant columns in a 1,134 px card, the Updated column under the sticky Actions). A table
 * column is never narrower than its cells' least width, and a one-line value's least width is all
 * of it. So the value takes no width of its own (inline-size containment) and fills a grid track
 * sized by two hidden, empty-tall copies of its text (generated content, so not in the page's
 * text): one cut at 6rem sets the least width, one that may wrap anywhere, up to 16rem, the most.
 */
const shrinkable = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(min-content, max-content)',
  minW: '0',
  '& > *, &::before, &::after': { gridArea: '1 / 1' },
  '&::before, &::after': { content: 'attr(data-full)', h: '0', overflow: 'hidden', visibility: 'hidden' },
  _before: { maxW: '5rem', whiteSpace: 'nowrap' },
  _after: { overflowWrap: 'anywhere' },
});

/**
 * Two lines at most, broken between words (an email also before its @ and its dots): a name is
 * never cut mid-word while a second line holds it, and only what two lines cannot hold ends in an
 * ellipsis. A single word wider than the column ends in an ellipsis on its own line.
 */
const truncated = css.raw({
  lineClamp: '2',
  contain: 'inline-size',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'normal',
  overflowWrap: 'normal',
  // A row header's button (an atomic box on one line of its own) takes the same two lines.
  '& button': { lineClamp: '2' },
  // Focused by keyboard (the cell itself, or the row header's link or button), the whole value
  // shows. Not on a mouse's focus: unfolding on mousedown re-laid the table out under the pointer,
  // so the mouseup landed beside the link and the click opened nothing.
  _focusVisible: { lineClamp: 'none', overflowWrap: 'anywhere' },
  '&:has(:focus-visible), &:has(:focus-visible) button': { lineClamp: 'none', overflowWrap: 'anywhere' },
});

/** Codes, dates and other values that never wrap keep to one line. */
const oneLine = css.raw({
  lineClamp: 'none',
  display: 'block',
  whiteSpace: 'nowrap',
  _focusVisible: { whiteSpace: 'normal' },
  '&:has(:focus-visible)': { whiteSpace: 'normal' },
});

/** Cut across (a word wider than the box) or down (more than two lines). */
const isOverflowing = (box: Element | null) =>
  Boolean(box && (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1));

/**
 * A text value on two lines at most, cut with an ellipsis past them, so a long name never breaks
 * a table into tall rows (docs/ARCHITECTURE.md, List components). Only when it is cut, the whole
 * value is its tooltip, and the value unfolds on keyboard focus: the focus of its own link or
 * button (a row header), else of the cell's text, which then becomes a tab stop.
 */
export function TruncatedText({
  full,
  isOneLine = false,
  children,
}: {
  full: string;
  isOneLine?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState<'none' | 'text' | 'control'>('none');
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // Unfolded by focus it fits: it stays marked cut (and a tab stop, keeping the focus).
      if (element.matches(':focus-within')) return;
      // A button is cut inside itself; a link's text, like plain text, inside this span.
      const control = element.querySelector('a[href], button');
      const isCut = isOverflowing(element) || isOverflowing(control);
      setCut(!isCut ? 'none' : control ? 'control' : 'text');
    };
    measure();
    return watchOverflow(element, measure);
  }, [full]);
  return (
    <span className={shrinkable} data-full={full}>
      <span
        ref={ref}
        data-truncated={cut === 'none' ? undefined : true}
        title={cut === 'none' ? undefined : full}
        tabIndex={cut === 'text' ? 0 : undefined}
        className={css(truncated, isOneLine ? oneLine : undefined)}
      >
        {children}
      </span>
    </span>
  );
}

/**
 * An email that may wrap before its `@` and before each dot of its domain (never inside a name or
 * a label): a long address otherwise widens a table column, pushes a card past a phone's width, or
 * breaks mid-word ("…holidays.co / m.my").
 */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  const [first = '', ...rest] = email.slice(at).split('.');
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {first}
      {rest.map((label, index) => (
        <Fragment key={index}>
          <wbr />.{label}
        </Fragment>
      ))}
    </>
  );
}

export function PendingMarker() {
  return (
    <span className={css({ ml: '2', fontFamily: 'body' })}>
      <Badge tone="info">
        <Trans>Pending sync</Trans>
      </Badge>
    </span>
  );
}

/** The row header's content: a button opening the detail when rows open, else the cell itself. */
export function RowName<Row extends ListRow>({
  row,
  column,
  onOpenRow,
  isPendingShown = true,
}: {
  row: Row;
  column: ListColumn<Row> | undefined;
  onOpenRow: ((row: Row) => void) | undefined;
  /** The table shows the marker beside the cut name instead. */
  isPendingShown?: boolean;
}) {
  const content = column?.render(row) ?? row.id;
  return (
    <>
      {onOpenRow ? (
        <button
          type="button"
          data-row-open={row.id}
          onClick={() => onOpenRow(row)}
          className={css({
            fontWeight: 'medium',
            textDecoration: 'underline',
            cursor: 'pointer',
            textAlign: 'left',
            color: 'accent.fg',
            maxW: 'full',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'inherit',
            verticalAlign: 'bottom',
          })}
        >
          {content}
        </button>
      ) : (
        content
      )}
      {row._pending && isPendingShown ? <PendingMarker /> : null}
    </>
  );
}

/**
 * A click anywhere on an openable row opens it, except on its own links, buttons and inputs, and
 * except in its actions menu: the menu is portalled out of the row in the page, but React still
 * bubbles its clicks through the row.
 */
export function openOnClick<Row>(row: Row, onOpenRow: ((row: Row) => void) | undefined) {
  if (!onOpenRow) return undefined;
  return (event: MouseEvent) => {
    const target = event.target as Element;
    if (!event.currentTarget.contains(target)) return;
    if (target.closest('a, button, input, select, textarea, label')) return;
    onOpenRow(row);
  };
}

/** The selection checkbox of one row. */
export function RowCheckbox<Row extends ListRow>({
  row,
  label,
  selection,
}: {
  row: Row;
  label: string;
  selection: RowSelection<Row>;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.isSelected(row.id)}
      onChange={(event) => selection.onToggle(row, event.currentTarget.checked)}
      className={checkboxClass}
    />
  );
}

export const checkboxClass = css({ w: '4', h: '4', accentColor: 'accent.default', cursor: 'pointer' });

/** Select all on this page: checked when every row is, mixed when some are. */
export function PageCheckbox<Row extends ListRow>({
  rows,
  selection,
  label,
}: {
  rows: readonly Row[];
  selection: RowSelection<Row>;
  label: string;
}) {
  const selected = rows.filter((row) => selection.isSelected(row.id)).length;
  const isAll = rows.length > 0 && selected === rows.length;
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={isAll}
      disabled={rows.length === 0}
      ref={(input) => {
        if (input) input.indeterminate = selected > 0 && !isAll;
      }}
      onChange={() => selection.onTogglePage(!isAll)}
      className={checkboxClass}
    />
  );
}
