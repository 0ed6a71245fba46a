import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { MirrorDb } from '../../lib/db';
import { useSupplierIdentity } from '../../lib/e-invoice/supplier-identity';
import { Button } from '../../ui/button';
import { formatMoney, type EInvoiceDocumentKind } from '../../contract';
import { BillToBlock, IssuerBlock } from './print-parties';
import { sstByRate, type SstRow } from './sst-summary';
import { useMerchant } from './use-invoice';

/** The toolbar and anything marked `noPrint` stay off paper (A4 and its margins: src/index.css). */
export const noPrint = css({ '@media print': { display: 'none !important' } });

export const printTable = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    borderBottomWidth: 'thin',
    borderColor: 'border.default',
    px: '2',
    py: '1',
    textAlign: 'left',
  },
  '& th': { fontWeight: 'semibold', fontSize: 'xs' },
  '& .num': { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

type PrintFrameProps = { backTo: () => void; children: ReactNode };

/**
 * A print view's props: the document, and its e-invoice block drawn by the route
 * (docs/ARCHITECTURE.md, E-invoices (MyInvois)).
 */
export type PrintPageProps = {
  db: MirrorDb;
  id: string;
  eInvoice?: (document: { kind: EInvoiceDocumentKind; documentId: string }) => ReactNode;
};

/**
 * The page of a print view: a sheet the width of A4 on screen, with Print and Back above it
 * (not printed). It reads only the mirror, so it prints offline.
 */
export function PrintFrame({ backTo, children }: PrintFrameProps) {
  return (
    <div
      className={css({
        minH: '100dvh',
        bg: { base: 'bg.subtle', _print: 'white' },
        py: { base: '6', _print: '0' },
      })}
    >
      <div className={cx(noPrint, css({ display: 'flex', gap: '2', justifyContent: 'center', mb: '4' }))}>
        <Button onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
        <Button variant="outline" onClick={backTo}>
          <Trans>Back</Trans>
        </Button>
      </div>
      <article
        className={css({
          mx: 'auto',
          w: { base: 'full', md: '210mm', _print: 'auto' },
          minH: { md: '297mm', _print: 'auto' },
          bg: 'white',
          color: 'black',
          p: { base: '6', md: '14mm', _print: '0' },
          boxShadow: { base: 'md', _print: 'none' },
          display: 'grid',
          // A track that may be narrower than its tables: on a phone they scroll inside the
          // sheet (PrintScroll), never the page.
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignContent: 'start',
          gap: '5',
        })}
      >
        {children}
      </article>
    </div>
  );
}

/** Back to the previous screen, or to `fallback` when the print view was opened directly. */
export function useBack(fallback: () => void) {
  const router = useRouter();
  return () => (window.history.length > 1 ? router.history.back() : fallback());
}

/**
 * A table wider than a phone scrolls sideways inside the sheet (focusable, so a keyboard
 * scrolls it too); on a wider screen and on paper the sheet is A4 wide and it never scrolls.
 */
function PrintScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={css({
        overflowX: { base: 'auto', md: 'visible', _print: 'visible' },
      })}
    >
      {children}
    </div>
  );
}

/** The SST per rate: a row per rate with its taxable amount and tax. */
export function SstTable({ rows, currency }: { rows: SstRow[]; currency: string }) {
  const { t, i18n } = useLingui();
  const money = (sen: number) => formatMoney(sen, currency, i18n.locale);
  const label = t`SST summary / Ringkasan SST`;
  return (
    <PrintScroll label={label}>
      <table className={printTable} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>SST rate / Kadar SST</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Taxable amount / Amaun bercukai</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>SST / SST</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.rate}>
              <td>{row.rate} %</td>
              <td className="num">{money(row.taxableSen)}</td>
              <td className="num">{money(row.taxSen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintScroll>
  );
}

/** Label and value pairs of a document's header. */
export function PrintFields({ fields }: { fields: readonly (readonly [ReactNode, ReactNode])[] }) {
  return (
    <dl
      className={css({
        display: 'grid',
        // On a phone each label sits above its value, so no value breaks mid-word.
        gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' },
        columnGap: '4',
        rowGap: '1',
        fontSize: 'sm',
      })}
    >
      {fields.map(([label, value], index) => (
        <div key={index} className={css({ display: 'contents' })}>
          <dt className={css({ fontWeight: 'semibold' })}>{label}</dt>
          <dd className={css({ mb: { base: '1', sm: '0' } })}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type PrintedLine = {
  description: string;
  quantity: number;
  unitPriceSen: number;
  taxRate: number;
  amountSen: number;
  taxSen: number;
};

/** The document's lines as printed: description, quantity, unit price, SST rate, amount. */
export function PrintLinesTable(props: {
  quantityHeader: ReactNode;
  lines: readonly PrintedLine[];
  money: (sen: number) => string;
}) {
  const { lines, money } = props;
  const { t } = useLingui();
  return (
    <PrintScroll label={t`Lines / Baris`}>
      <table className={printTable}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">
              <Trans>Description / Perihalan</Trans>
            </th>
            <th scope="col" className="num">
              {props.quantityHeader}
            </th>
            <th scope="col" className="num">
              <Trans>Unit price / Harga seunit</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>SST rate / Kadar SST</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Amount / Amaun</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{line.description}</td>
              <td className="num">{line.quantity}</td>
              <td className="num">{money(line.unitPriceSen)}</td>
              <td className="num">{line.taxRate} %</td>
              <td className="num">{money(line.amountSen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintScroll>
  );
}

type Fields = readonly (readonly [ReactNode, ReactNode])[];

/** What a printed document shows; `PrintDocument` lays it out the same for every kind. */
export type PrintDocumentProps = {
  db: MirrorDb;
  backTo: () => void;
  /** The buyer billed (docs/e-invoicing.md, Parties). */
  merchantId: string;
  /** A Draft's or a deactivated document's notice above everything. */
  banner: ReactNode;
  title: ReactNode;
  fields: Fields;
  quantityHeader: ReactNode;
  lines: readonly PrintedLine[];
  currency: string;
  totals: Fields;
  /** The document's e-invoice (its QR code once Valid), drawn by the route. */
  eInvoice: ReactNode;
  children?: ReactNode;
};

/**
 * A printed invoice or note: the issuer (the company) beside the title, the merchant billed, the
 * document's fields, its lines, SST per rate beside the totals, and its e-invoice.
 */
export function PrintDocument(props: PrintDocumentProps) {
  const { i18n } = useLingui();
  const supplier = useSupplierIdentity(props.db);
  const merchant = useMerchant(props.db, props.merchantId);
  const money = (sen: number) => formatMoney(sen, props.currency, i18n.locale);
  return (
    <PrintFrame backTo={props.backTo}>
      {props.banner}
      <header
        className={css({ display: 'flex', justifyContent: 'space-between', gap: '6', flexWrap: 'wrap' })}
      >
        <IssuerBlock supplier={supplier} />
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', textAlign: 'right' })}>{props.title}</h1>
      </header>
      <BillToBlock merchant={merchant} />
      <PrintFields fields={props.fields} />
      <PrintLinesTable quantityHeader={props.quantityHeader} lines={props.lines} money={money} />
      <div
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '6' })}
      >
        <SstTable rows={sstByRate(props.lines)} currency={props.currency} />
        <PrintFields fields={props.totals} />
      </div>
      {props.eInvoice}
      {props.children}
    </PrintFrame>
  );
}

/** The print view of a document this device does not hold. */
export function PrintMissing({ backTo, children }: { backTo: () => void; children: ReactNode }) {
  return (
    <PrintFrame backTo={backTo}>
      <p role="alert">{children}</p>
    </PrintFrame>
  );
}

/** The notice printed above a deactivated document. */
export function DeactivatedBanner() {
  return (
    <p role="note" className={css({ textAlign: 'center', fontWeight: 'bold' })}>
      <Trans>DEACTIVATED / DINYAHAKTIFKAN</Trans>
    </p>
  );
}
