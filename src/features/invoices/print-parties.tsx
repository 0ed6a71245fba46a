/**
 * The parties of a printed document (docs/e-invoicing.md, Parties): the company issues it, as the
 * supplier of its e-invoice, and the merchant is billed, as the buyer. The issuer is the company's
 * approved e-invoice identity, kept on the device (src/lib/e-invoice/supplier-identity.ts), so the
 * print reads it offline; the buyer is the mirrored merchant.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { hasOwnTin, type SupplierTaxIdentity } from '../../contract';
import type { MirrorRow } from '../../lib/db';
import { APP_TITLE } from '../../lib/prefs/app-title';

const lineText = css({ fontSize: 'sm' });
const numberText = css({ fontSize: 'xs' });

/** A registration number with its label; nothing when there is none. */
function Numbered({ label, value }: { label: ReactNode; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <span className={numberText}>
      {label}: {value}
    </span>
  );
}

/**
 * The issuer: the company's name, address, TIN, BRN and SST numbers. Before the device has read
 * the approved identity (never online since it was approved), the product's name alone.
 */
export function IssuerBlock({ supplier }: { supplier: SupplierTaxIdentity | null | undefined }) {
  const { t } = useLingui();
  if (!supplier) {
    return <strong className={css({ fontSize: 'lg' })}>{APP_TITLE}</strong>;
  }
  const { address } = supplier;
  const cityLine = [address.postcode, address.city].filter(Boolean).join(' ');
  return (
    <section aria-label={t`Issuer / Pengeluar`} className={css({ display: 'grid', gap: '0.5' })}>
      <strong className={css({ fontSize: 'lg' })}>{supplier.name}</strong>
      <Numbered label={<Trans>Reg. No. / No. Pendaftaran</Trans>} value={supplier.brn} />
      {[address.line1, address.line2, cityLine].filter(Boolean).map((line) => (
        <span key={line} className={lineText}>
          {line}
        </span>
      ))}
      <Numbered label={<Trans>TIN / NCP</Trans>} value={supplier.tin} />
      <Numbered label={<Trans>SST No. / No. SST</Trans>} value={supplier.sstNumber} />
      <Numbered
        label={<Trans>Tourism tax No. / No. Cukai Pelancongan</Trans>}
        value={supplier.tourismTaxNumber}
      />
      <Numbered label={<Trans>Tel. / Tel.</Trans>} value={supplier.phone} />
    </section>
  );
}

const textOf = (row: MirrorRow | null | undefined, field: string) =>
  typeof row?.[field] === 'string' ? (row[field] as string) : '';

/**
 * The buyer, billed: the merchant's name, address, and TIN where it has one of its own (without
 * one, its e-invoice names the general public), else its registration number.
 */
export function BillToBlock({ merchant }: { merchant: MirrorRow | null | undefined }) {
  const headingId = useId();
  if (!merchant) return null;
  const text = (field: string) => textOf(merchant, field);
  const cityLine = [text('postcode'), text('city')].filter(Boolean).join(' ');
  const address = [text('address'), cityLine, text('state'), text('country')].filter(Boolean);
  const tin = text('tin');
  return (
    <section
      aria-labelledby={headingId}
      className={css({
        display: 'grid',
        alignContent: 'start',
        gap: '0.5',
        borderTopWidth: 'thin',
        borderColor: 'black',
        pt: '2',
      })}
    >
      <h2
        id={headingId}
        className={css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase' })}
      >
        <Trans>Bill to / Dibilkan kepada</Trans>
      </h2>
      <strong>{text('merchantName')}</strong>
      {address.map((line) => (
        <span key={line} className={lineText}>
          {line}
        </span>
      ))}
      {hasOwnTin({ tin: tin || null }) ? (
        <Numbered label={<Trans>TIN / NCP</Trans>} value={tin} />
      ) : (
        <Numbered
          label={<Trans>Reg. No. / No. Pendaftaran</Trans>}
          value={text('businessRegistrationNumber')}
        />
      )}
      <Numbered label={<Trans>SST No. / No. SST</Trans>} value={text('sstNumber')} />
    </section>
  );
}
