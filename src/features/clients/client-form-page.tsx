/**
 * Create Client (/client/create-client) and Edit Client (/client/client-list/{id}): one form,
 * parsed with the contract's schemas before anything is queued; the change (with its logo) then
 * goes through the outbox, so both work offline. The server's refusals show on Pending changes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Client, SessionUser } from '../../contract';
import { getMirror } from '../../lib/db';
import { issuesToFieldErrors, type FieldErrors } from '../../lib/forms/field-errors';
import { translateMessage } from '../../lib/i18n/server-messages';
import { defaultQuery } from '../../lib/list-engine';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { clientDisplayName } from './client-names';
import {
  clientToForm,
  emptyClientForm,
  parseClientChanges,
  parseNewClient,
  type ClientFormValues,
} from './client-form';
import { ClientFormFields } from './client-form-fields';
import { ClientLogo } from './client-logo';
import { ClientLogoField } from './client-logo-field';
import { MerchantField } from '../../ui/merchant-field';
import { createClient, updateClient, type LogoChange } from './clients.store';

type Props = { caller: SessionUser; row?: (Client & { _pending?: boolean }) | undefined };

export function ClientFormPage({ caller, row }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const db = getMirror();
  const formRef = useRef<HTMLFormElement>(null);
  const isStaff = caller.userType === 'staff';
  const [values, setValues] = useState<ClientFormValues>(() =>
    row ? clientToForm(row) : emptyClientForm(caller.merchantId),
  );
  const [logo, setLogo] = useState<LogoChange>({ kind: 'keep' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isNew = row === undefined;
  const backToList = () => void navigate({ to: '/client/client-list', search: defaultQuery('clients') });

  const change = (field: keyof ClientFormValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  // After a refused submit has rendered its messages, the first field in error takes the focus
  // (the logo's input is hidden behind its button: that takes it instead).
  const [refusedAttempts, setRefusedAttempts] = useState(0);
  useEffect(() => {
    if (!refusedAttempts) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const isFile = first instanceof HTMLInputElement && first.type === 'file';
    (isFile ? first.parentElement?.querySelector<HTMLElement>('button') : first)?.focus();
  }, [refusedAttempts]);
  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    setRefusedAttempts((count) => count + 1);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const mark = await markOutbox();
      if (isNew) {
        const parsed = parseNewClient(crypto.randomUUID(), values);
        if (!parsed.success) return showErrors(issuesToFieldErrors(i18n, parsed.issues));
        const merchantId = caller.merchantId ?? parsed.output.merchantId;
        if (!merchantId) return showErrors({ merchantId: translateMessage(i18n, 'validation.required') });
        await createClient(parsed.output, merchantId, logo.kind === 'replace' ? logo.file : null, isStaff);
        const name = clientDisplayName(parsed.output);
        void announceQueuedChange(mark, t`Client ${name} is created.`);
      } else {
        const parsed = parseClientChanges(row, values);
        if (!parsed.success) return showErrors(issuesToFieldErrors(i18n, parsed.issues));
        if (Object.keys(parsed.changes).length > 0 || logo.kind !== 'keep') {
          await updateClient(row, parsed.changes, logo);
        }
        void announceQueuedChange(mark, t`The client is saved.`);
      }
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t`The change could not be saved.`);
      return;
    }
    backToList();
  }

  const name = row ? clientDisplayName(row) : '';
  return (
    <section aria-labelledby="client-form-title" className={css({ display: 'grid', gap: '4', maxW: '4xl' })}>
      <h1 id="client-form-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {isNew ? <Trans>Create Client</Trans> : <Trans>Edit Client</Trans>}
      </h1>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {isNew ? (
          <Trans>
            You can fill this form offline; the client and its logo are sent when the device is back online.
          </Trans>
        ) : (
          <Trans>Changes made offline are sent when the device is back online.</Trans>
        )}
      </p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void save(event)}
        className={css({ display: 'grid', gap: '4' })}
      >
        <FormAlert message={formError} />
        <ClientFormFields
          values={values}
          errors={errors}
          isNew={isNew}
          onChange={change}
          merchantField={
            isNew && isStaff && db ? (
              <MerchantField
                db={db}
                error={errors['merchantId']}
                onChange={(id) => change('merchantId', id)}
              />
            ) : null
          }
          logoField={
            <ClientLogoField
              value={logo}
              current={
                row?.logo || row?._pending ? (
                  <ClientLogo db={db} client={row} alt={t`Logo of ${name}`} />
                ) : null
              }
              onChange={(next) => {
                setLogo(next);
                setErrors((previous) => ({ ...previous, logo: undefined }));
              }}
              onRefused={(code) =>
                setErrors((previous) => ({ ...previous, logo: translateMessage(i18n, code) }))
              }
              error={errors['logo']}
            />
          }
        />
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
          <Button type="button" variant="outline" onClick={backToList}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit">{isNew ? <Trans>Create client</Trans> : <Trans>Save changes</Trans>}</Button>
        </div>
      </form>
    </section>
  );
}
