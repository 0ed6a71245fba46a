import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { formatCalendarDate } from '../../lib/format/date';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import type { ListFilterControl, ListQuery } from './list-types';
import { useNarrowLayout } from './use-narrow-layout';

type Values = Record<string, string>;

/**
 * One column on a phone, two on a small tablet; wider, the filters share one row, each from the
 * width its kind needs (a date its "yyyy-mmm-dd" and calendar button, a select its longest
 * choice, typed text a little less), so seven filters fit 1440 px with the navigation open. A row
 * that does not fit (longer Malay choices) wraps whole controls, its dates together.
 */
const filterRow = css({
  display: { base: 'grid', md: 'flex' },
  flexWrap: 'wrap',
  gap: '3',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' },
});
const filterBasis = {
  text: css({ flex: '1 1 8rem', minW: '0' }),
  select: css({ flex: '1 1 auto', minW: '0' }),
  date: css({ flex: '0 0 11.5rem', minW: '0' }),
} as const;
/** A "from" and "to" date stay side by side: when the row is full they wrap together. */
const dateGroup = css({ display: { base: 'contents', md: 'flex' }, gap: '3', flex: '0 0 auto' });

/** The controls in order, each run of dates (a from and a to) as one group. */
function groupDates(controls: readonly ListFilterControl[]) {
  const groups: ListFilterControl[][] = [];
  for (const filter of controls) {
    const last = groups.at(-1);
    if (filter.control === 'date' && last?.[0]?.control === 'date') last.push(filter);
    else groups.push([filter]);
  }
  return groups;
}

const DEBOUNCE_MS = 200;

const DateField = lazy(() => import('../date-field').then((module) => ({ default: module.DateField })));

const valuesOf = (controls: readonly ListFilterControl[], query: ListQuery): Values =>
  Object.fromEntries(controls.map((control) => [control.name, String(query[control.name] ?? '')]));
const sameValues = (a: Values, b: Values) => Object.keys(a).every((key) => a[key] === b[key]);

/**
 * A list's filters (docs/ARCHITECTURE.md, List components). Typing is debounced so every
 * keystroke is not a new URL; choices and dates apply at once. A query changed from elsewhere (a
 * saved view, "Clear filters") replaces what is typed, unless it is the text this bar just sent
 * while the user kept typing.
 */
export function FilterBar({
  label,
  controls,
  query,
  onChange,
}: {
  /** The search region's name: "Filter bookings". */
  label: string;
  controls: readonly ListFilterControl[];
  query: ListQuery;
  onChange: (filters: Values) => void;
}) {
  const { i18n, t } = useLingui();
  const isNarrow = useNarrowLayout();
  const texts = controls.filter((control) => control.control === 'text');
  const applied = valuesOf(texts, query);
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  const [sent, setSent] = useState<Values | null>(null);
  if (!sameValues(applied, seen)) {
    setSeen(applied);
    if (!sent || !sameValues(applied, sent)) setDraft(applied);
  }

  useEffect(() => {
    if (sameValues(draft, applied)) return;
    const timer = setTimeout(() => {
      setSent(draft);
      onChange(draft);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const control = (filter: ListFilterControl) => {
    const value = String(query[filter.name] ?? '');
    if (filter.control === 'text') {
      return (
        <TextField
          key={filter.name}
          label={filter.label}
          type="search"
          value={draft[filter.name] ?? ''}
          onChange={(event) => {
            const text = event.target.value;
            setDraft((previous) => ({ ...previous, [filter.name]: text }));
          }}
        />
      );
    }
    if (filter.control === 'date') {
      const field = (
        <DateField
          key={filter.name}
          label={filter.label}
          value={value}
          onChange={(iso) => onChange({ [filter.name]: iso })}
        />
      );
      // The calendar's code loads with the first list that has a date filter.
      return (
        <Suspense
          key={filter.name}
          fallback={
            <TextField
              label={filter.label}
              value={value && formatCalendarDate(value, i18n.locale)}
              readOnly
            />
          }
        >
          {field}
        </Suspense>
      );
    }
    return (
      <SelectField
        key={filter.name}
        label={filter.label}
        value={value}
        onChange={(event) => onChange({ [filter.name]: event.currentTarget.value })}
      >
        <option value="">{filter.allLabel ?? t`All`}</option>
        {filter.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    );
  };

  const grid = (
    <div className={filterRow}>
      {groupDates(controls).map((group) => {
        const fields = group.map((filter) => (
          <div key={filter.name} className={filterBasis[filter.control]}>
            {control(filter)}
          </div>
        ));
        return group[0]?.control === 'date' ? (
          <div key={group[0].name} className={dateGroup}>
            {fields}
          </div>
        ) : (
          fields
        );
      })}
    </div>
  );
  // On a phone the filters fold away under one line (seven of them filled the first screen);
  // they start open while any is set, so what narrows the list is never hidden.
  const activeCount = controls.filter((filter) => String(query[filter.name] ?? '') !== '').length;
  return (
    <div role="search" aria-label={label}>
      {isNarrow ? (
        <details open={activeCount > 0 || undefined}>
          <summary className={css({ cursor: 'pointer', fontWeight: 'medium', py: '2' })}>
            {activeCount > 0 ? t`Filters (${activeCount})` : t`Filters`}
          </summary>
          {grid}
        </details>
      ) : (
        grid
      )}
    </div>
  );
}
