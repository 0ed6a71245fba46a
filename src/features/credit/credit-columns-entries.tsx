/**
 * Credit History's columns: one per descriptor column (creditEntryEntity). The action code shows
 * as words in the user's language; the amount is signed (what the entry moved), the balance the
 * running balance after it. An entry of a booking links to the booking, one of a top-up to it.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { creditEntryEntity, formatMoney, toMajorUnits } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import { defaultQuery, type EntityRow } from '../../lib/list-engine';
import { type ColumnCell, columnsOf, moneyCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import { CREDIT_ACTION_LABELS } from './credit-labels';

export type CreditEntryRow = EntityRow<'creditEntries'>;
type Cell = ColumnCell<CreditEntryRow>;

const linkStyle = css({ color: 'accent.fg', textDecoration: 'underline', fontFamily: 'mono' });

/** A positive amount with its sign, so a credit and a debit read apart without colour. */
const signed = (text: string, amountSen: number) => (amountSen > 0 ? `+${text}` : text);

export function useCreditEntryColumns(options: {
  merchantName: (id: string) => string | null;
  /** May the user open a top-up's detail? */
  canOpenTopUp: boolean;
  /** Staff read every merchant's entries: the merchant column is shown by default. */
  showMerchant: boolean;
}): readonly ListColumn<CreditEntryRow>[] {
  const { merchantName, canOpenTopUp, showMerchant } = options;
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const locale = i18n.locale;
    const money = (pick: (row: CreditEntryRow) => number, label: string): Cell =>
      moneyCell(label, pick, () => 'MYR', locale);
    const reference = (row: CreditEntryRow): ReactNode => {
      const text = row.reference ?? '—';
      if (row.bookingId)
        return (
          <Link
            to="/booking/booking-list"
            search={{ ...defaultQuery('bookings'), booking: row.bookingId }}
            className={linkStyle}
          >
            {text}
          </Link>
        );
      if (row.topUpId && canOpenTopUp)
        return (
          <Link to="/credit/credit-management/$id" params={{ id: row.topUpId }} className={linkStyle}>
            {text}
          </Link>
        );
      return text;
    };
    const cells: Record<string, Cell> = {
      createdAt: {
        label: t`Date and time`,
        render: (row) => formatDateTime(row.createdAt, locale),
        exportValue: (row) => formatDateTime(row.createdAt, locale),
      },
      action: {
        label: t`Action`,
        render: (row) => i18n._(CREDIT_ACTION_LABELS[row.action]),
        exportValue: (row) => i18n._(CREDIT_ACTION_LABELS[row.action]),
      },
      reference: { label: t`Reference`, render: reference, exportValue: (row) => row.reference },
      amountSen: {
        label: t`Amount`,
        render: (row) => signed(formatMoney(row.amountSen, 'MYR', locale), row.amountSen),
        exportValue: (row) => toMajorUnits(row.amountSen, 'MYR'),
      },
      balanceAfterSen: money((row) => row.balanceAfterSen, t`Balance after`),
      limitAfterSen: money((row) => row.limitAfterSen, t`Credit limit after`),
      pendingAfterSen: money((row) => row.pendingAfterSen, t`Pending after`),
      merchantId: {
        label: t`Merchant`,
        render: (row) => merchantName(row.merchantId) ?? row.merchantId,
        exportValue: (row) => merchantName(row.merchantId) ?? row.merchantId,
      },
      note: { label: t`Note`, render: (row) => row.note ?? '—', exportValue: (row) => row.note },
      createdByName: {
        label: t`By`,
        render: (row) => row.createdByName,
        exportValue: (row) => row.createdByName,
      },
      entryNo: {
        label: t`Entry number`,
        render: (row) => String(row.entryNo),
        exportValue: (row) => row.entryNo,
      },
    };
    return columnsOf('credit entry', creditEntryEntity.columns, cells).map((column) =>
      column.key === 'merchantId' ? { ...column, isDefault: showMerchant } : column,
    );
  }, [t, i18n, merchantName, canOpenTopUp, showMerchant]);
}
