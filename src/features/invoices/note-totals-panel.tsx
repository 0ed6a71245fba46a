/**
 * The adjustment enquiry's totals by type: every active note matching the filters, from the
 * engine's select over the whole view (not just the page), per currency.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { formatMoney, type NoteListQuery } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { useEntityQuery, type EntityIndexOf } from '../../lib/list-engine';
import { useListReadiness } from '../../ui/list/use-list-readiness';
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

/** The totals of the whole view, read by the list's own rule, so they always match its page. */
const readTotals = (index: EntityIndexOf<'invoiceNotes'>, query: NoteListQuery, segment: string) =>
  totalsByType(index.select(query, segment));

export function NoteTotalsPanel({ db, query }: { db: MirrorDb | null; query: NoteListQuery }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const totals = useEntityQuery(db, 'invoiceNotes', query, 'list', readTotals);
  // Like the list: no figures from part of the rows while they download.
  const readiness = useListReadiness(db, 'invoiceNotes');
  if (!totals || readiness?.isDownloading !== false) return null;
  const money = (amountSen: number, currency: string) => formatMoney(amountSen, currency, i18n.locale);
  const count = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  const kinds = [
    { key: 'credit', label: t`Credit notes`, count: 'creditCount', sum: 'creditSen' },
    { key: 'debit', label: t`Debit notes`, count: 'debitCount', sum: 'debitSen' },
  ] as const;
  return (
    <section aria-labelledby={titleId} className={css({ display: 'grid', gap: '2' })}>
      <h2 id={titleId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Totals by type</Trans>
      </h2>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>Active notes matching the filters, on every page. Deactivated notes are not added up.</Trans>
      </p>
      {/* One small table per currency: amounts are never added across currencies, and three
          columns fit a phone. */}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'start' })}>
        {totals.map((row) => (
          <div key={row.currency} className={cx(tableFrame, css({ flex: '0 1 22rem', minW: '0' }))}>
            <table className={css({ w: 'full', fontSize: 'sm', borderCollapse: 'collapse' })}>
              <caption className={css({ textAlign: 'left', px: '3', pt: '2', fontWeight: 'semibold' })}>
                {row.currency}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={css({ px: '3', py: '2', textAlign: 'left' })}>
                    <Trans>Type</Trans>
                  </th>
                  <th scope="col" className={head}>
                    <Trans>Notes</Trans>
                  </th>
                  <th scope="col" className={head}>
                    <Trans>Amount</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {kinds.map((kind) => (
                  <tr
                    key={kind.key}
                    className={css({ borderTopWidth: 'thin', borderColor: 'border.default' })}
                  >
                    <th
                      scope="row"
                      className={css({ px: '3', py: '2', textAlign: 'left', fontWeight: 'normal' })}
                    >
                      {kind.label}
                    </th>
                    <td className={cell}>{count(row[kind.count])}</td>
                    <td className={cell}>{money(row[kind.sum], row.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
}
