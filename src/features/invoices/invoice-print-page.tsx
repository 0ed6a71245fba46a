import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Loading } from '../../ui/loading';
import { formatMoney } from '../../contract';
import { formatDate } from '../../lib/format/date';
import { SALES_TYPE_LABELS, sayLabel } from './invoice-labels';
import { exchangeRatePrint } from './print-exchange-rate';
import { DeactivatedBanner, PrintDocument, PrintMissing, useBack, type PrintPageProps } from './print-frame';
import { useInvoice, useInvoiceNotes, withDeviceNotes } from './use-invoice';

/**
 * The invoice as a customer receives it (A4, labels in English and Malay): the company issuing it,
 * the merchant billed, the invoice's fields, its revenue lines, SST per rate and totals. Cost lines
 * and gross profit are internal and not printed. A Draft prints with "DRAFT — NOT A TAX INVOICE".
 */
export function InvoicePrintPage({ db, id, eInvoice }: PrintPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const stored = useInvoice(db, id);
  const notes = useInvoiceNotes(db, id);
  const back = useBack(() => void navigate({ to: '/invoice/invoice/$id', params: { id } }));
  if (stored === undefined) return <Loading />;
  if (stored === null) {
    return (
      <PrintMissing backTo={back}>
        <Trans>
          This invoice is not on this device. It may have been removed, or it is not yours to see.
        </Trans>
      </PrintMissing>
    );
  }
  const invoice = withDeviceNotes(stored, notes ?? []);
  const money = (sen: number) => formatMoney(sen, invoice.currency, i18n.locale);
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.locale) : '—');
  const hasNotes = invoice.creditedSen !== 0 || invoice.debitedSen !== 0;
  const exchange = exchangeRatePrint(invoice, i18n.locale);
  const draftBanner = (
    <p
      role="note"
      className={css({
        borderWidth: 'thick',
        borderColor: 'black',
        textAlign: 'center',
        fontWeight: 'bold',
        letterSpacing: 'wide',
        py: '2',
      })}
    >
      <Trans>DRAFT — NOT A TAX INVOICE / DRAF — BUKAN INVOIS CUKAI</Trans>
    </p>
  );
  return (
    <PrintDocument
      db={db}
      backTo={back}
      merchantId={invoice.merchantId}
      banner={
        invoice.status === 'Draft' ? (
          draftBanner
        ) : invoice.status === 'Deactivated' ? (
          <DeactivatedBanner />
        ) : null
      }
      title={<Trans>INVOICE / INVOIS</Trans>}
      fields={[
        [<Trans key="n">Invoice No. / No. Invois</Trans>, invoice.invoiceNumber ?? t`Number pending`],
        [<Trans key="i">Issue date / Tarikh dikeluarkan</Trans>, date(invoice.issueDate)],
        [<Trans key="d">Due date / Tarikh akhir bayaran</Trans>, date(invoice.dueDate)],
        [<Trans key="g">Guest name / Nama tetamu</Trans>, invoice.guestName],
        [<Trans key="t">Tour code / Kod lawatan</Trans>, invoice.tourCode ?? '—'],
        [<Trans key="h">Handled by / Dikendalikan oleh</Trans>, invoice.handledBy],
        [<Trans key="c">Currency / Mata wang</Trans>, invoice.currency],
        ...exchange.fields,
      ]}
      quantityHeader={<Trans>Pax / Pax</Trans>}
      lines={invoice.revenueLines.map((line) => ({
        ...line,
        description: sayLabel(i18n, SALES_TYPE_LABELS, line.salesType),
        quantity: line.pax,
      }))}
      currency={invoice.currency}
      totals={[
        [<Trans key="s">Subtotal / Jumlah kecil</Trans>, money(invoice.revenueSen)],
        [<Trans key="x">SST / SST</Trans>, money(invoice.taxSen)],
        [<Trans key="t">Total / Jumlah</Trans>, <strong key="v">{money(invoice.totalSen)}</strong>],
        ...exchange.totals,
        ...(hasNotes
          ? ([
              [<Trans key="c">Credited / Dikreditkan</Trans>, money(invoice.creditedSen)],
              [<Trans key="d">Debited / Didebitkan</Trans>, money(invoice.debitedSen)],
              [
                <Trans key="n">Net amount / Amaun bersih</Trans>,
                <strong key="w">{money(invoice.netSen)}</strong>,
              ],
            ] as const)
          : []),
      ]}
      eInvoice={eInvoice?.({ kind: 'invoice', documentId: id })}
    >
      {invoice.remark ? (
        <p className={css({ fontSize: 'sm' })}>
          <Trans>Remark / Catatan</Trans>: {invoice.remark}
        </p>
      ) : null}
    </PrintDocument>
  );
}
