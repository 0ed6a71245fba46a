import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { OrganizationRegistration } from '../../contract';
import { useOnlineErrorText } from '../../lib/i18n/online-error-text';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Loading } from '../../ui/loading';
import { toaster } from '../../ui/toaster';
import { FormAlert } from '../../ui/form-alert';
import { RegistrationTable } from './registration-table';
import { approveOrganization, listRegistrations, rejectOrganization } from './registration.api';
import { RejectDialog } from './reject-dialog';

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; rows: OrganizationRegistration[] }
  | { status: 'failed'; message: string };

/**
 * Organization approval and rejection (docs/product.md, Account flows), for staff. Online only: the list is
 * not mirrored and a decision mails the registrant, so it is sent at once (with its own Idempotency-Key),
 * never queued.
 */
export function OrganizationApprovalPage() {
  const { t, i18n } = useLingui();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [approving, setApproving] = useState<OrganizationRegistration | null>(null);
  const [rejecting, setRejecting] = useState<OrganizationRegistration | null>(null);
  const [isBusy, setBusy] = useState(false);

  const errorText = useOnlineErrorText();

  const load = useCallback(() => {
    listRegistrations().then(
      (rows) => setList({ status: 'ready', rows }),
      (error: unknown) => setList({ status: 'failed', message: errorText(error) }),
    );
  }, [errorText]);
  useEffect(load, [load]);

  async function approve(row: OrganizationRegistration) {
    setBusy(true);
    try {
      await approveOrganization(row.merchantId, crypto.randomUUID());
      toaster.create({ title: translateMessage(i18n, 'organization.approved'), type: 'success' });
    } catch (error) {
      toaster.create({ title: errorText(error), type: 'error' });
    } finally {
      setBusy(false);
      load();
    }
  }

  async function reject(merchantId: string, reason: string) {
    // Errors go back to the dialog's own alert; it stays open to fix or retry.
    await rejectOrganization({ merchantId, reason }, crypto.randomUUID());
    setRejecting(null);
    toaster.create({ title: translateMessage(i18n, 'organization.rejected'), type: 'success' });
    load();
  }

  const approvingName = approving?.companyName ?? '';
  const approvingEmail = approving?.email ?? '';
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          <Trans>Organization approval</Trans>
        </h1>
        <Button variant="outline" size="sm" onClick={load}>
          <Trans>Refresh</Trans>
        </Button>
      </div>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>
          Organizations registered by merchants. Approving one sends its Merchant Admin a first-time login
          link; rejecting one disables the account.
        </Trans>
      </p>
      {list.status === 'loading' ? <Loading /> : null}
      {list.status === 'failed' ? <FormAlert message={list.message} /> : null}
      {list.status === 'ready' ? (
        <RegistrationTable
          rows={list.rows}
          isBusy={isBusy}
          onApprove={setApproving}
          onReject={setRejecting}
        />
      ) : null}
      <ConfirmDialog
        open={approving !== null}
        title={t`Approve ${approvingName}?`}
        description={t`Its Merchant Admin receives a first-time login link at ${approvingEmail}.`}
        confirmLabel={<Trans>Approve</Trans>}
        onConfirm={() => approving && void approve(approving)}
        onOpenChange={(open) => !open && setApproving(null)}
      />
      <RejectDialog registration={rejecting} onReject={reject} onClose={() => setRejecting(null)} />
    </div>
  );
}
