import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { E_INVOICE_SETTINGS_FUNCTIONS as F, isChecker, SupplierTaxIdentitySchema } from '../../contract';
import type { SessionUser, SupplierSettings } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { ApiError } from '../../lib/api';
import { getMirror } from '../../lib/db';
import {
  decideSupplier,
  fetchSupplierSettings,
  proposeSupplier,
} from '../../lib/e-invoice/supplier-identity';
import { issuesToFieldErrors, type FieldErrors } from '../../lib/forms/field-errors';
import { formatDate } from '../../lib/format/date';
import { useOnlineErrorText } from '../../lib/i18n/online-error-text';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { ReasonDialog } from '../../ui/reason-dialog';
import { toaster } from '../../ui/toaster';
import { SupplierFields, SupplierSummary } from './supplier-fields-view';
import { formToSupplier, supplierToForm, type SupplierFormValues } from './supplier-form';

const card = css({
  display: 'grid',
  gap: '3',
  p: '4',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
});

/**
 * The company's e-invoice settings (docs/security.md, E-invoices): the approved identity, the
 * waiting proposal with who proposed it, the form a staff Checker proposes with, and the decision
 * of another Checker. Online only: the supplier row is not mirrored, so nothing is queued.
 */
export function EInvoiceSettingsPage({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const can = useCan(user);
  const [settings, setSettings] = useState<SupplierSettings | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [values, setValues] = useState<SupplierFormValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isBusy, setBusy] = useState(false);
  const [isRejecting, setRejecting] = useState(false);

  const say = useOnlineErrorText();
  const load = useCallback(() => {
    fetchSupplierSettings(getMirror()).then(setSettings, (error: unknown) => setFailure(say(error)));
  }, [say]);
  useEffect(load, [load]);

  if (!settings) return failure ? <FormAlert message={failure} /> : <Loading />;
  const proposal = settings.proposal;
  const mayPropose =
    isChecker(user) && can(...F.propose) && (!proposal || proposal.proposedBy === user.userID);
  const mayDecide =
    isChecker(user) && can(...F.decide) && proposal !== null && proposal.proposedBy !== user.userID;

  async function run(action: () => Promise<SupplierSettings>, done: string) {
    setBusy(true);
    try {
      setSettings(await action());
      setValues(null);
      toaster.create({ title: done, type: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        setErrors(
          Object.fromEntries(
            error.fieldErrors.map((field) => [
              field.path.replace(/^identity\./, ''),
              translateMessage(i18n, field.code),
            ]),
          ),
        );
      }
      toaster.create({ title: say(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  function submit() {
    if (!values) return;
    const parsed = v.safeParse(SupplierTaxIdentitySchema, formToSupplier(values));
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(i18n, parsed.issues));
      return;
    }
    setErrors({});
    void run(() => proposeSupplier(parsed.output), translateMessage(i18n, 'eInvoice.settingsProposed'));
  }

  const decide = (decision: 'Approved' | 'Rejected', reason = '') =>
    run(
      () => decideSupplier(getMirror(), { decision, reason, proposedAt: proposal?.proposedAt ?? '' }),
      translateMessage(
        i18n,
        decision === 'Approved' ? 'eInvoice.settingsApproved' : 'eInvoice.settingsRejected',
      ),
    );

  return (
    <section aria-labelledby="e-invoice-settings" className={css({ display: 'grid', gap: '5', maxW: '5xl' })}>
      <h1 id="e-invoice-settings" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>E-invoice Settings</Trans>
      </h1>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>
          The company’s tax identity on every e-invoice sent to MyInvois. A change is proposed by one Checker
          and applies once another Checker approves it.
        </Trans>
      </p>
      {proposal ? (
        <div className={card} aria-labelledby="proposal-title">
          <h2 id="proposal-title" className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>
            <Trans>
              Proposed change by {proposal.proposedByName ?? '—'},{' '}
              {formatDate(proposal.proposedAt, i18n.locale)}
            </Trans>
          </h2>
          <SupplierSummary identity={proposal.identity} previous={settings.identity} />
          {proposal.proposedBy === user.userID ? (
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {translateMessage(i18n, 'eInvoice.settingsOwnProposal')}
            </p>
          ) : null}
          {mayDecide ? (
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <Button size="sm" disabled={isBusy} onClick={() => void decide('Approved')}>
                <Trans>Approve</Trans>
              </Button>
              <Button size="sm" variant="outline" disabled={isBusy} onClick={() => setRejecting(true)}>
                <Trans>Reject</Trans>
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className={card} aria-labelledby="current-title">
        <h2 id="current-title" className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>
          <Trans>Approved details</Trans>
        </h2>
        {settings.identity ? (
          <SupplierSummary identity={settings.identity} previous={null} />
        ) : (
          <p>
            <Trans>No details are approved yet: e-invoices wait until they are.</Trans>
          </p>
        )}
      </div>
      {mayPropose && !values ? (
        <div>
          <Button
            variant="outline"
            onClick={() => setValues(supplierToForm(proposal?.identity ?? settings.identity))}
          >
            {proposal ? <Trans>Amend my proposal</Trans> : <Trans>Propose a change</Trans>}
          </Button>
        </div>
      ) : null}
      {values ? (
        <form
          noValidate
          className={css({ display: 'grid', gap: '4' })}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <SupplierFields
            values={values}
            errors={errors}
            onChange={(field, value) => setValues({ ...values, [field]: value })}
          />
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button type="submit" disabled={isBusy}>
              <Trans>Send for approval</Trans>
            </Button>
            <Button type="button" variant="outline" onClick={() => setValues(null)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      ) : null}
      <ReasonDialog
        open={isRejecting}
        onOpenChange={setRejecting}
        title={t`Reject the proposed change`}
        description={t`The proposer sees the reason in the history.`}
        confirmLabel={t`Reject`}
        check={(reason) =>
          reason.trim().length < 5 ? translateMessage(i18n, 'validation.minLength', { min: 5 }) : null
        }
        onConfirm={(reason) => {
          setRejecting(false);
          void decide('Rejected', reason);
        }}
      />
    </section>
  );
}
