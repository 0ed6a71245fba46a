/**
 * The adjustment enquiry's totals by type: every active note matching the filters, from the
 * engine's select over the whole view (not just the page), per currency.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import { formatMoney, type NoteListQuery } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { getEntityIndex, useEntityPage } from '../../lib/list-engine';
import { tableFrame } from '../../ui/styles/surfaces';
import { totalsByType } from './note-totals';

const cell = css({
  px: '3',
  py: '2',
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
const head = css({ px: '3', py: '2', textAlign: 'right', fontWeight: 'semibold', whiteSpace: 'nowrap' });

export function NoteTotalsPanel({ db, query }: { db: MirrorDb | null; query: NoteListQuery }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  // The page is ready once the view's order is built: then the whole view is selected from it.
  const page = useEntityPage(db, 'invoiceNotes', query);
  const totals = useMemo(
    () => (db && page ? totalsByType(getEntityIndex(db, 'invoiceNotes').select(query, 'list')) : null),
    [db, page, query],
  );
  if (!totals) return null;
  const money = (amountSen: number, currency: string) => formatMoney(amountSen, currency, i18n.locale);
  const count = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  return (
    <section aria-labelledby={titleId} className={css({ display: 'grid', gap: '2' })}>
      <h2 id={titleId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Totals by type</Trans>
      </h2>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>Active notes matching the filters, on every page. Deactivated notes are not added up.</Trans>
      </p>
      <div className={tableFrame}>
        <table className={css({ w: 'full', fontSize: 'sm', borderCollapse: 'collapse' })}>
          <caption className={css({ srOnly: true })}>{t`Totals by type`}</caption>
          <thead>
            <tr>
              <th scope="col" className={css({ px: '3', py: '2', textAlign: 'left' })}>
                <Trans>Currency</Trans>
              </th>
              <th scope="col" className={head}>
                <Trans>Credit notes</Trans>
              </th>
              <th scope="col" className={head}>
                <Trans>Credited</Trans>
              </th>
              <th scope="col" className={head}>
                <Trans>Debit notes</Trans>
              </th>
              <th scope="col" className={head}>
                <Trans>Debited</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.map((row) => (
              <tr
                key={row.currency}
                className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}
              >
                <th
                  scope="row"
                  className={css({ px: '3', py: '2', textAlign: 'left', fontWeight: 'semibold' })}
                >
                  {row.currency}
                </th>
                <td className={cell}>{count(row.creditCount)}</td>
                <td className={cell}>{money(row.creditSen, row.currency)}</td>
                <td className={cell}>{count(row.debitCount)}</td>
                <td className={cell}>{money(row.debitSen, row.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
