import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Invoice, SessionUser } from '../../contract';
import { canEditInvoice } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { Loading } from '../../ui/loading';
import { emptyInvoiceForm, invoiceToForm } from './invoice-form-model';
import { InvoiceForm } from './invoice-form';
import { INVOICE_PATHS } from './invoices.store';

type RouteProps = { db: MirrorDb; user: SessionUser; id: string | null; opId: string | null };

type Loaded = {
  row: Invoice | null;
  merchantName: string;
  failedOp: { id: string; create: boolean; baseVersion: number } | null;
};

/**
 * The create and edit screens of a Draft. What they start from is read once (a pull while the
 * user types does not reset the form). With `opId`, the form corrects that failed op.
 */
export function InvoiceFormRoute({ db, user, id, opId }: RouteProps) {
  const { t } = useLingui();
  const loaded = useLiveQuery(async (): Promise<Loaded | null> => {
    const row = id ? ((await db.rows('invoices').get(id)) as Invoice | undefined) : null;
    if (row === undefined) return null;
    const merchantId = row?.merchantId ?? user.merchantId;
    const merchant = merchantId ? await db.rows('merchants').get(merchantId) : undefined;
    const op = opId ? await db.outbox.get({ id: opId }) : undefined;
    const isInvoiceOp =
      op?.state === 'failed' &&
      op.entityId === id &&
      (op.path === INVOICE_PATHS.create || op.path === INVOICE_PATHS.update);
    return {
      row,
      merchantName: String(merchant?.['merchantName'] ?? user.merchantName ?? ''),
      failedOp: isInvoiceOp ? { id: op.id, create: op.create, baseVersion: op.baseVersion } : null,
    };
  }, [db, id, opId, user]);
  const [start] = useState(() => ({ at: new Date() }));
  const [frozen, setFrozen] = useState<Loaded | null>(null);
  if (loaded && !frozen) setFrozen(loaded);
  const current = frozen ?? loaded;

  const title = id ? t`Edit invoice` : t`Create invoice`;
  const heading = <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>;
  if (loaded === undefined && !frozen) return <Loading />;
  if (!current) {
    return (
      <section className={css({ display: 'grid', gap: '4' })}>
        {heading}
        <p role="alert">
          <Trans>
            This invoice is not on this device. It may have been removed, or it is not yours to see.
          </Trans>
        </p>
      </section>
    );
  }
  const { row } = current;
  if (row && !canEditInvoice(row.status)) {
    return (
      <section className={css({ display: 'grid', gap: '4' })}>
        {heading}
        <p role="alert">
          <Trans>
            This invoice has been issued and can no longer be changed. Correct it with a credit or debit note.
          </Trans>
        </p>
        <p>
          <Link to="/invoice/invoice/$id" params={{ id: row.id }}>
            <Trans>Back to the invoice</Trans>
          </Link>
        </p>
      </section>
    );
  }
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initial = row ? invoiceToForm(row) : emptyInvoiceForm(user.merchantId ?? '', fullName, start.at);
  return (
    <section aria-label={title} className={css({ display: 'grid', gap: '4', maxW: '6xl' })}>
      {heading}
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>
          A draft can be saved and edited offline. It gets its invoice number from the server when it is
          issued.
        </Trans>
      </p>
      <InvoiceForm
        db={db}
        user={user}
        initial={initial}
        merchantName={current.merchantName}
        existing={row}
        failedOp={current.failedOp}
      />
    </section>
  );
}
