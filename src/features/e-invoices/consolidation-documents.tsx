/**
 * The invoices of a consolidated e-invoice or of a group waiting for one (docs/e-invoicing.md,
 * Consolidated): number, merchant, issue date, tax and total in the group's currency.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { type ConsolidatedDocument, formatMoney } from '../../contract';
import { formatDate } from '../../lib/format/date';
import { tableFrame } from '../../ui/styles/surfaces';
import { dataTable, money } from './consolidation-styles';

type Props = {
  documents: readonly ConsolidatedDocument[];
  currency: string;
  /** The table's name, for the scrolling region too: "Invoices reported (3)". */
  caption: string;
};

export function ConsolidationDocuments({ documents, currency, caption }: Props) {
  const { i18n } = useLingui();
  const amount = (sen: number) => formatMoney(sen, currency, i18n.locale);
  return (
    // Focusable: on a phone the table scrolls sideways, by keyboard too.
    <div className={tableFrame} tabIndex={0} role="region" aria-label={caption}>
      <table className={dataTable}>
        <caption className={css({ textAlign: 'left', p: '3', fontWeight: 'medium' })}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Invoice</Trans>
            </th>
            <th scope="col">
              <Trans>Merchant</Trans>
            </th>
            <th scope="col">
              <Trans>Issued on</Trans>
            </th>
            <th scope="col" className={money}>
              <Trans>Tax</Trans>
            </th>
            <th scope="col" className={money}>
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.documentId}>
              <td>{document.codeNumber}</td>
              <td>{document.merchantName}</td>
              <td>{formatDate(document.queuedAt, i18n.locale)}</td>
              <td className={money}>{amount(document.taxSen)}</td>
              <td className={money}>{amount(document.totalSen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
