/**
 * The markup list's columns (docs/ARCHITECTURE.md, List screens), one per descriptor column: the
 * area, the class (cabin or rating), the markup as "12.50 %" or "RM 25.00", the fees, the basis,
 * whom it applies to (all merchants, a merchant, or a client of it) and the validity.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { css } from 'styled-system/css';
import { formatMoney, markupEntity, type Markup, type MarkupStatus } from '../../contract';
import { formatCalendarDate, formatDate } from '../../lib/format/date';
import { Badge } from '../../ui/badge';
import { type ColumnCell, columnsOf, textCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import type { RowAction } from '../../ui/list/row-actions-menu';
import {
  appliesToLabel,
  basisLabel,
  markupClassLabel,
  markupStatusLabel,
  markupValueText,
} from './markup-labels';

const oneLine = css({ whiteSpace: 'nowrap' });

export type MarkupRow = Markup & { _pending?: boolean };
type Cell = ColumnCell<MarkupRow>;

/** Whom a markup applies to, as names the caller's mirrors know. */
export type ScopeNames = { merchant: (id: string) => string | null; client: (id: string) => string | null };

export function useMarkupColumns(names: ScopeNames) {
  const { t, i18n } = useLingui();
  return useMemo((): readonly ListColumn<MarkupRow>[] => {
    const locale = i18n.locale;
    const text = textCell<MarkupRow>;
    const scope = (row: MarkupRow) => {
      if (row.merchantId === null) return t`All merchants`;
      const merchant = names.merchant(row.merchantId) ?? row.merchantId;
      if (row.clientId === null) return merchant;
      const client = names.client(row.clientId) ?? row.clientId;
      return t`${client} (client of ${merchant})`;
    };
    const cells: Record<string, Cell> = {
      name: text(t`Name`, (row) => row.name),
      appliesTo: {
        label: t`Applies to`,
        render: (row) => <Badge tone="neutral">{appliesToLabel(i18n, row.appliesTo)}</Badge>,
        exportValue: (row) => appliesToLabel(i18n, row.appliesTo),
      },
      class: text(t`Class`, (row) => markupClassLabel(i18n, row)),
      markupValue: text(t`Markup`, (row) => markupValueText(row, locale)),
      serviceFeeSen: text(t`Service fee`, (row) => formatMoney(row.serviceFeeSen, row.currency, locale)),
      maintenanceFeeSen: text(t`Maintenance fee`, (row) =>
        formatMoney(row.maintenanceFeeSen, row.currency, locale),
      ),
      basis: text(t`Basis`, (row) => basisLabel(i18n, row.basis)),
      merchantId: text(t`Applies for`, scope),
      validFrom: {
        ...text(t`Validity`, (row) => {
          const from = formatCalendarDate(row.validFrom, locale);
          return row.validTo ? `${from} – ${formatCalendarDate(row.validTo, locale)}` : t`From ${from}`;
        }),
        // A range may break between its dates, "From {date}" before its date, never inside a date,
        // so the list fits at 1440 px (in Malay, "Dari 2026-Jan-01" on one line had overflowed it).
        render: (row) => {
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
      validTo: text(t`Valid to`, (row) =>
        row.validTo ? formatCalendarDate(row.validTo, locale) : t`No end`,
      ),
      status: {
        label: t`Status`,
        render: (row) => (
          <Badge tone={row.status === 'Active' ? 'success' : 'danger'}>
            {markupStatusLabel(i18n, row.status)}
          </Badge>
        ),
        exportValue: (row) => markupStatusLabel(i18n, row.status),
      },
      updatedAt: text(t`Last changed`, (row) => formatDate(row.updatedAt, locale)),
    };
    return columnsOf('markup', markupEntity.columns, cells);
  }, [t, i18n, names]);
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
