import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { css } from 'styled-system/css';
import { Loading } from '../../ui/loading';
import { formatMoney } from '../../contract';
import { formatDate } from '../../lib/format/date';
import { PAYMENT_MODE_LABELS, sayLabel } from './invoice-labels';
import {
  CompanyBlock,
  PrintFields,
  PrintFrame,
  PrintLinesTable,
  SstTable,
  useBack,
  type PrintPageProps,
} from './print-frame';
import { sstByRate } from './sst-summary';
import { useInvoice, useMerchant, type NoteView } from './use-invoice';

/** A credit or debit note as the customer receives it (A4, labels in English and Malay). */
export function NotePrintPage({ db, id, eInvoice }: PrintPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const note = useLiveQuery(
    async () => ((await db.rows('invoiceNotes').get(id)) as NoteView | undefined) ?? null,
    [db, id],
  );
  const invoice = useInvoice(db, note?.invoiceId ?? '-');
  const merchant = useMerchant(db, note?.merchantId ?? null);
  const back = useBack(() =>
    note ? void navigate({ to: '/invoice/invoice/$id', params: { id: note.invoiceId } }) : undefined,
  );
  if (note === undefined) return <Loading />;
  if (note === null) {
    return (
      <PrintFrame backTo={back}>
        <p role="alert">
          <Trans>This note is not on this device. It may have been removed, or it is not yours to see.</Trans>
        </p>
      </PrintFrame>
    );
  }
  const money = (sen: number) => formatMoney(sen, note.currency, i18n.locale);
  const invoiceNumber = invoice?.invoiceNumber ?? (note.invoiceNumber || t`Number pending`);
  return (
    <PrintFrame backTo={back}>
      {note.status === 'Deactivated' ? (
        <p role="note" className={css({ textAlign: 'center', fontWeight: 'bold' })}>
          <Trans>DEACTIVATED / DINYAHAKTIFKAN</Trans>
        </p>
      ) : null}
      <header
        className={css({ display: 'flex', justifyContent: 'space-between', gap: '6', flexWrap: 'wrap' })}
      >
        <CompanyBlock merchant={merchant} />
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', textAlign: 'right' })}>
          {note.kind === 'Credit' ? (
            <Trans>CREDIT NOTE / NOTA KREDIT</Trans>
          ) : (
            <Trans>DEBIT NOTE / NOTA DEBIT</Trans>
          )}
        </h1>
      </header>
      <PrintFields
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
        ]}
      />
      <PrintLinesTable quantityHeader={<Trans>Quantity / Kuantiti</Trans>} lines={note.lines} money={money} />
      <div
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '6' })}
      >
        <SstTable rows={sstByRate(note.lines)} currency={note.currency} />
        <PrintFields
          fields={[
            [<Trans key="s">Subtotal / Jumlah kecil</Trans>, money(note.subtotalSen)],
            [<Trans key="x">SST / SST</Trans>, money(note.taxSen)],
            [<Trans key="t">Total / Jumlah</Trans>, <strong key="v">{money(note.totalSen)}</strong>],
          ]}
        />
      </div>
      {eInvoice?.({ kind: note.kind === 'Credit' ? 'credit' : 'debit', documentId: note.id })}
    </PrintFrame>
  );
}
