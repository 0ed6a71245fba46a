import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import * as v from 'valibot';
import {
  canActivateMerchant,
  hasProposedChange,
  isEditProposal,
  MERCHANT_REJECTION_REASON,
  MerchantFieldsSchema,
  merchantStateOf,
  merchantTransition,
  type MerchantField,
  type SessionUser,
} from '../../contract';
import type { MirrorDb, OutboxOp } from '../../lib/db';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ChangedElsewhereNotice } from '../../ui/changed-elsewhere-notice';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { TextField } from '../../ui/text-field';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { toaster } from '../../ui/toaster';
import { decideMerchant, MERCHANT_APPROVAL_PATH, updateMerchant } from './merchant-actions';
import { MERCHANT_FIELD_LABELS, MERCHANT_SECTIONS, merchantFieldDisplay } from './merchant-fields';
import {
  changedMerchantFields,
  merchantIssuesToErrors,
  merchantToForm,
  type MerchantFormErrors,
  type MerchantFormValues,
} from './merchant-form';
import { legendStyle, MerchantFormFields, sectionStyle } from './merchant-form-fields';
import { MerchantHistoryList } from './merchant-history-list';
import { editBase } from './merchant-proposal';
import { MerchantProposalPanel } from './merchant-proposal-panel';
import { useMerchantStatusActions } from './merchant-status-actions';
import { useMerchantLabels } from './use-merchant-labels';
import { useCan } from '../../lib/access/access-check';
import { useEntityIndex } from '../../lib/list-engine';

type Dialog = 'approve' | null;

/**
 * Merchant Profile (docs/product.md, Merchant states): every field, the status and approval state, the
 * history; edits go through Merchant/update with the row's version, status changes after a confirmation, and
 * a Checker approves or rejects a merchant (or an approved merchant's proposed change) someone else
 * submitted. All of it works offline; a decision shows as sending until the server confirms it.
 */
export function MerchantProfilePage({ db, user, id }: { db: MirrorDb; user: SessionUser; id: string }) {
  const { i18n, t } = useLingui();
  const labels = useMerchantLabels();
  const can = useCan(user);
  const merchants = useEntityIndex(db, 'merchants');
  const row = merchants ? (merchants.get(id) ?? null) : undefined;
  const [editing, setEditing] = useState<MerchantFormValues | null>(null);
  const [errors, setErrors] = useState<MerchantFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const status = useMerchantStatusActions(can('merchant.list', 'status'));
  const [isRejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  // A decision queued on this device: shown as sending (or refused) until the server answers.
  const decisionOp = useLiveQuery(
    () =>
      db.outbox
        .where('[entity+entityId]')
        .equals(['merchants', id])
        .filter((op) => op.path === MERCHANT_APPROVAL_PATH)
        .first(),
    [db, id],
  );

  if (row === undefined) return <Loading />;
  if (row === null) {
    return (
      <p role="alert">
        <Trans>
          This merchant is not on this device. It may not exist, or it has not been synchronised yet.
        </Trans>
      </p>
    );
  }
  const merchant = row;
  const merchantName = merchant.merchantName;
  const hasProposal = hasProposedChange(merchant);
  // The contract's merchant transitions answer as the server will: who may decide (four eyes) and,
  // as one proposal waits at a time, who may amend it (only its proposer).
  const state = merchantStateOf(merchant);
  const mayDecide =
    can('merchant.pending', 'approve') &&
    !decisionOp &&
    merchantTransition(state, { kind: 'decide', decision: 'Approved' }, user).ok;
  const canDecide = mayDecide && !hasProposal;
  const canDecideChange = mayDecide && hasProposal;
  const isEditBlocked = hasProposal && !merchantTransition(state, { kind: 'propose' }, user).ok;
  const proposer = merchant.proposedChanges?.proposedByName ?? '—';
  const decisionText = decisionOp ? decisionStateText(decisionOp) : null;
  async function run(action: () => Promise<unknown>, title: string) {
    try {
      const mark = await markOutbox();
      await action();
      void announceQueuedChange(mark, title);
      return true;
    } catch (error) {
      toaster.create({
        type: 'error',
        title: error instanceof Error ? error.message : t`The change could not be saved.`,
      });
      return false;
    }
  }

  function decisionStateText(op: OutboxOp) {
    const isApproval = (op.body as { decision?: unknown } | null)?.decision === 'Approved';
    if (op.state === 'failed' || op.state === 'conflict') {
      return isApproval ? t`Approval not accepted` : t`Rejection not accepted`;
    }
    return isApproval ? t`Sending approval…` : t`Sending rejection…`;
  }

  function change(field: MerchantField, value: string) {
    setEditing((previous) => (previous ? { ...previous, [field]: value } : previous));
  }

  async function saveEdit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    const parsed = v.safeParse(MerchantFieldsSchema, editing);
    if (!parsed.success) {
      setErrors(merchantIssuesToErrors(i18n, parsed.issues));
      setFormError(t`Some fields are invalid. Please check and try again.`);
      return;
    }
    const changes = changedMerchantFields(editBase(merchant, user), parsed.output);
    if (Object.keys(changes).length === 0 && merchant.approvalStatus !== 'Rejected') {
      setEditing(null);
      return;
    }
    const done = await run(
      () => updateMerchant(merchant, changes, user),
      isEditProposal(merchant)
        ? t`The change to ${merchantName} waits for another Checker's approval.`
        : t`${merchantName} is updated and submitted for approval.`,
    );
    if (done) {
      setEditing(null);
      setErrors({});
      setFormError(null);
    }
  }

  async function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < MERCHANT_REJECTION_REASON.min) {
      const min = MERCHANT_REJECTION_REASON.min;
      setReasonError(t`Enter at least ${min} characters`);
      return;
    }
    const done = await run(
      () => decideMerchant(merchant, 'Rejected', text),
      t`The rejection of ${merchantName} is being sent. It takes effect once the server confirms it.`,
    );
    if (done) {
      setRejecting(false);
      setReason('');
      setReasonError(undefined);
    }
  }

  const nextStatus = merchant.status === 'Active' ? 'Inactive' : 'Active';
  return (
    <section
      aria-labelledby="merchant-profile-title"
      className={css({ display: 'grid', gap: '4', maxW: '5xl' })}
    >
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <h1 id="merchant-profile-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {merchantName}
        </h1>
        <Badge tone={merchant.status === 'Active' ? 'success' : 'neutral'}>
          {labels.status(merchant.status)}
        </Badge>
        {merchant._pending ? (
          <Badge tone="info">
            <Trans>Pending sync</Trans>
          </Badge>
        ) : null}
      </header>
      <ChangedElsewhereNotice entity="merchants" row={merchant} isEditing={editing !== null} />
      <dl className={css({ display: 'flex', flexWrap: 'wrap', gap: '6' })}>
        <div>
          <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            <Trans>Status</Trans>
          </dt>
          <dd data-testid="merchant-status">{labels.status(merchant.status)}</dd>
        </div>
        <div>
          <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            <Trans>Approval</Trans>
          </dt>
          <dd data-testid="merchant-approval">{labels.approval(merchant.approvalStatus)}</dd>
        </div>
        {decisionText ? (
          <div>
            <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              <Trans>Your decision</Trans>
            </dt>
            <dd role="status" data-testid="merchant-decision">
              {decisionText}
            </dd>
          </div>
        ) : null}
      </dl>
      {decisionOp?.state === 'failed' && decisionOp.error ? (
        <FormAlert
          title={<Trans>The server refused this decision</Trans>}
          message={decisionOp.error.message}
        />
      ) : null}
      {!editing ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {can('merchant.list', 'update') && !isEditBlocked ? (
            <Button variant="outline" onClick={() => setEditing(merchantToForm(editBase(merchant, user)))}>
              <Trans>Edit</Trans>
            </Button>
          ) : null}
          {can('merchant.list', 'update') && isEditBlocked ? (
            <p className={css({ color: 'fg.muted', fontSize: 'sm', alignSelf: 'center' })}>
              <Trans>
                A change by {proposer} is waiting for approval; the merchant can be edited again once it is
                decided.
              </Trans>
            </p>
          ) : null}
          {can('merchant.list', 'status') ? (
            nextStatus === 'Inactive' || canActivateMerchant(merchant) ? (
              <Button variant="outline" onClick={() => status.ask(merchant, nextStatus)}>
                {nextStatus === 'Inactive' ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
              </Button>
            ) : (
              <p className={css({ color: 'fg.muted', fontSize: 'sm', alignSelf: 'center' })}>
                <Trans>Only an approved merchant can be activated.</Trans>
              </p>
            )
          ) : null}
          {canDecide ? (
            <>
              <Button onClick={() => setDialog('approve')}>
                <Trans>Approve</Trans>
              </Button>
              <Button variant="outline" onClick={() => setRejecting(true)}>
                <Trans>Reject</Trans>
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {!editing ? (
        <MerchantProposalPanel
          merchant={merchant}
          actions={
            canDecideChange ? (
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                <Button onClick={() => setDialog('approve')}>
                  <Trans>Approve change</Trans>
                </Button>
                <Button variant="outline" onClick={() => setRejecting(true)}>
                  <Trans>Reject change</Trans>
                </Button>
              </div>
            ) : null
          }
        />
      ) : null}
      {isRejecting ? (
        <form
          noValidate
          onSubmit={(event) => void reject(event)}
          className={css({ display: 'grid', gap: '3', maxW: 'xl' })}
        >
          <TextField
            label={<Trans>Reason for rejection</Trans>}
            name="reason"
            value={reason}
            required
            onChange={(event) => setReason(event.currentTarget.value)}
            error={reasonError}
          />
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button type="submit">
              <Trans>Confirm rejection</Trans>
            </Button>
            <Button variant="outline" onClick={() => setRejecting(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      ) : null}
      {editing ? (
        <form
          noValidate
          onSubmit={(event) => void saveEdit(event)}
          className={css({ display: 'grid', gap: '4' })}
        >
          <FormAlert message={formError} />
          <MerchantFormFields values={editing} errors={errors} onChange={change} />
          <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
            <Button variant="outline" onClick={() => setEditing(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit">
              <Trans>Save and submit for approval</Trans>
            </Button>
          </div>
        </form>
      ) : (
        MERCHANT_SECTIONS.map((section) => (
          <section key={section.title.id} aria-label={i18n._(section.title)} className={sectionStyle}>
            <h2 className={cx(css({ gridColumn: '1 / -1' }), legendStyle)}>{i18n._(section.title)}</h2>
            {section.fields.map((field) => (
              <div key={field}>
                <div className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                  {i18n._(MERCHANT_FIELD_LABELS[field])}
                </div>
                <div>{merchantFieldDisplay(field, merchant[field], i18n.locale)}</div>
              </div>
            ))}
          </section>
        ))
      )}
      <section aria-labelledby="merchant-history-title" className={css({ display: 'grid', gap: '2' })}>
        <h2 id="merchant-history-title" className={legendStyle}>
          <Trans>Status and approval history</Trans>
        </h2>
        <MerchantHistoryList
          merchantId={merchant.id}
          refreshKey={`${merchant.version}:${merchant._pending ? 'pending' : 'synced'}`}
        />
      </section>
      {status.dialog}
      <ConfirmDialog
        open={dialog === 'approve'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={
          hasProposal ? (
            <Trans>Approve the change to {merchantName}?</Trans>
          ) : (
            <Trans>Approve {merchantName}?</Trans>
          )
        }
        description={
          hasProposal ? (
            <Trans>The proposed values replace the current ones.</Trans>
          ) : (
            <Trans>The merchant becomes Active.</Trans>
          )
        }
        confirmLabel={<Trans>Approve</Trans>}
        onConfirm={() =>
          void run(
            () => decideMerchant(merchant, 'Approved', ''),
            t`The approval of ${merchantName} is being sent. It takes effect once the server confirms it.`,
          )
        }
      />
    </section>
  );
}
