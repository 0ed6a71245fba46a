/**
 * The markup list's words and columns (docs/ARCHITECTURE.md, How to add an area): each column's
 * and filter's label, the translated values with their badge tones, and the special cells only:
 * the class (cabin or rating), the markup as "12.50 %" or "RM 25.00", whom it applies to (all
 * merchants, a merchant, or a client of it) and the validity.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { css } from 'styled-system/css';
import { markupEntity, type Markup, type MarkupStatus } from '../../contract';
import { formatCalendarDate } from '../../lib/format/date';
import { ACTIVE_CHOICES } from '../../ui/list/active-choices';
import { type AreaLabels, useAreaColumns } from '../../ui/list/area-list';
import type { ListColumn } from '../../ui/list/list-types';
import type { RowAction } from '../../ui/list/row-actions-menu';
import { APPLIES_TO_LABELS, basisLabel, markupClassLabel, markupValueText } from './markup-labels';

const oneLine = css({ whiteSpace: 'nowrap' });

export type MarkupRow = Markup & { _pending?: boolean };

export const MARKUP_LABELS = {
  fields: {
    name: msg`Name`,
    appliesTo: msg`Applies to`,
    class: msg`Class`,
    markupValue: msg`Markup`,
    serviceFeeSen: msg`Service fee`,
    maintenanceFeeSen: msg`Maintenance fee`,
    basis: msg`Basis`,
    merchantId: msg`Applies for`,
    validFrom: msg`Validity`,
    validTo: msg`Valid to`,
    status: msg`Status`,
    updatedAt: msg`Last changed`,
  },
  choices: {
    appliesTo: { labels: APPLIES_TO_LABELS, tones: 'neutral', all: msg`Flights and hotels` },
    status: ACTIVE_CHOICES,
  },
} satisfies AreaLabels;

/** The merchant filter is the API's and the address's: the filter bar leaves it out. */
export const MARKUP_FILTERS_ELSEWHERE = ['merchantId'] as const;

/** Whom a markup applies to, as names the caller's mirrors know. */
export type ScopeNames = { merchant: (id: string) => string | null; client: (id: string) => string | null };

export function useMarkupColumns(names: ScopeNames): readonly ListColumn<MarkupRow>[] {
  const { t, i18n } = useLingui();
  const special = useMemo(() => {
    const locale = i18n.locale;
    const text = (value: (row: MarkupRow) => string) => ({ render: value, exportValue: value });
    const scope = (row: MarkupRow) => {
      if (row.merchantId === null) return t`All merchants`;
      const merchant = names.merchant(row.merchantId) ?? row.merchantId;
      if (row.clientId === null) return merchant;
      const client = names.client(row.clientId) ?? row.clientId;
      return t`${client} (client of ${merchant})`;
    };
    return {
      class: text((row) => markupClassLabel(i18n, row)),
      markupValue: text((row) => markupValueText(row, locale)),
      basis: text((row) => basisLabel(i18n, row.basis)),
      merchantId: text(scope),
      validFrom: {
        exportValue: (row: MarkupRow) => {
          const from = formatCalendarDate(row.validFrom, locale);
          return row.validTo ? `${from} – ${formatCalendarDate(row.validTo, locale)}` : t`From ${from}`;
        },
        // A range may break between its dates, "From {date}" before its date, never inside a date,
        // so the list fits at 1440 px (in Malay, "Dari 2026-Jan-01" on one line had overflowed it).
        render: (row: MarkupRow) => {
          const from = formatCalendarDate(row.validFrom, locale);
          if (!row.validTo) {
            const label = t`From ${from}`;
            const at = label.indexOf(from);
            if (at < 0) return label;
            return (
              <span className={css({ whiteSpace: 'normal' })}>
                {label.slice(0, at)}
                <span className={oneLine}>{from}</span>
                {label.slice(at + from.length)}
              </span>
            );
          }
          return (
            <span className={css({ whiteSpace: 'normal' })}>
              <span className={oneLine}>{from} –</span>{' '}
              <span className={oneLine}>{formatCalendarDate(row.validTo, locale)}</span>
            </span>
          );
        },
      },
      validTo: text((row) => (row.validTo ? formatCalendarDate(row.validTo, locale) : t`No end`)),
    };
  }, [t, i18n, names]);
  return useAreaColumns(markupEntity, MARKUP_LABELS, special);
}

/** A row's actions: View (detail and preview; the edit form for staff) and its status change. */
export function useMarkupRowActions(
  canChangeStatus: boolean,
  onStatus: (row: MarkupRow, status: MarkupStatus) => void,
): (row: MarkupRow) => readonly RowAction[] {
  const { t } = useLingui();
  return useCallback(
    (row) => {
      const next: MarkupStatus = row.status === 'Active' ? 'Inactive' : 'Active';
      const view: RowAction = {
        id: 'view',
        label: t`View`,
        link: <Link to="/markup/markup-list/$id" params={{ id: row.id }} />,
      };
      if (!canChangeStatus) return [view];
      return [
        view,
        {
          id: 'status',
          label: next === 'Active' ? t`Activate` : t`Deactivate`,
          isDanger: next === 'Inactive',
          onSelect: () => onStatus(row, next),
        },
      ];
    },
    [t, canChangeStatus, onStatus],
  );
}
