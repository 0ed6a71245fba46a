import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { Loading } from '../../ui/loading';
import { formatMoney } from '../../contract';
import { formatDate } from '../../lib/format/date';
import { PAYMENT_MODE_LABELS, sayLabel } from './invoice-labels';
import { exchangeRatePrint } from './print-exchange-rate';
import { DeactivatedBanner, PrintDocument, PrintMissing, useBack, type PrintPageProps } from './print-frame';
import { useInvoice, type NoteView } from './use-invoice';

/**
 * A credit or debit note as the customer receives it (A4, labels in English and Malay): issued by
 * the company to the merchant billed, like its invoice.
 */
export function NotePrintPage({ db, id, eInvoice }: PrintPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const note = useLiveQuery(
    async () => ((await db.rows('invoiceNotes').get(id)) as NoteView | undefined) ?? null,
    [db, id],
  );
  const invoice = useInvoice(db, note?.invoiceId ?? '-');
  const back = useBack(() =>
    note ? void navigate({ to: '/invoice/invoice/$id', params: { id: note.invoiceId } }) : undefined,
  );
  if (note === undefined) return <Loading />;
  if (note === null) {
    return (
      <PrintMissing backTo={back}>
        <Trans>This note is not on this device. It may have been removed, or it is not yours to see.</Trans>
      </PrintMissing>
    );
  }
  const money = (sen: number) => formatMoney(sen, note.currency, i18n.locale);
  const invoiceNumber = invoice?.invoiceNumber ?? (note.invoiceNumber || t`Number pending`);
  const exchange = exchangeRatePrint(note, i18n.locale);
  return (
    <PrintDocument
      db={db}
      backTo={back}
      merchantId={note.merchantId}
      banner={note.status === 'Deactivated' ? <DeactivatedBanner /> : null}
      title={
        note.kind === 'Credit' ? (
          <Trans>CREDIT NOTE / NOTA KREDIT</Trans>
        ) : (
          <Trans>DEBIT NOTE / NOTA DEBIT</Trans>
        )
      }
      fields={[
        [<Trans key="n">Document No. / No. Dokumen</Trans>, note.documentNumber ?? t`Number pending`],
        [<Trans key="d">Document date / Tarikh dokumen</Trans>, formatDate(note.documentDate, i18n.locale)],
        [<Trans key="i">Invoice No. / No. Invois</Trans>, invoiceNumber],
        [<Trans key="r">Reference No. / No. Rujukan</Trans>, note.referenceNumber ?? '—'],
        [
          <Trans key="p">Payment mode / Cara bayaran</Trans>,
          sayLabel(i18n, PAYMENT_MODE_LABELS, note.paymentMode),
        ],
        [<Trans key="c">Currency / Mata wang</Trans>, note.currency],
        ...exchange.fields,
      ]}
      quantityHeader={<Trans>Quantity / Kuantiti</Trans>}
      lines={note.lines}
      currency={note.currency}
      totals={[
        [<Trans key="s">Subtotal / Jumlah kecil</Trans>, money(note.subtotalSen)],
        [<Trans key="x">SST / SST</Trans>, money(note.taxSen)],
        [<Trans key="t">Total / Jumlah</Trans>, <strong key="v">{money(note.totalSen)}</strong>],
        ...exchange.totals,
      ]}
      eInvoice={eInvoice?.({ kind: note.kind === 'Credit' ? 'credit' : 'debit', documentId: note.id })}
    />
  );
}
