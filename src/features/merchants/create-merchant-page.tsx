import { Trans, useLingui } from '@lingui/react/macro';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { MerchantFieldsSchema, type MerchantField, type SessionUser } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { formatDate } from '../../lib/format/date';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { createMerchant } from './merchant-actions';
import {
  clearMerchantDraft,
  loadMerchantDraft,
  saveMerchantDraft,
  type MerchantDraft,
} from './merchant-drafts';
import { emptyMerchantForm, merchantIssuesToErrors, type MerchantFormErrors } from './merchant-form';
import { MerchantFormFields } from './merchant-form-fields';
import { statusStrip } from '../../ui/styles/surfaces';

const DRAFT_DELAY_MS = 400;

/**
 * Create Merchant (docs/product.md, Merchant states). Works offline: the merchant gets its id here, is saved
 * to the mirror as pending and sent by the outbox. The unfinished form is kept as a draft (offered back on
 * return), and leaving a changed form asks first.
 */
export function CreateMerchantPage({ db, user }: { db: MirrorDb; user: SessionUser }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const [values, setValues] = useState(emptyMerchantForm);
  const [errors, setErrors] = useState<MerchantFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isDirty, setDirty] = useState(false);
  const [draft, setDraft] = useState<MerchantDraft | null>(null);
  const isSubmitted = useRef(false);

  useEffect(() => {
    let isCurrent = true;
    void loadMerchantDraft(db).then((found) => {
      if (isCurrent) setDraft(found);
    });
    return () => {
      isCurrent = false;
    };
  }, [db]);

  // Saves the form as a draft shortly after each change (the draft offer stays until answered).
  useEffect(() => {
    if (!isDirty) return;
    const timer = setTimeout(() => {
      if (!isSubmitted.current) void saveMerchantDraft(db, values);
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [db, values, isDirty]);

  const blocker = useBlocker({
    shouldBlockFn: () => isDirty && !isSubmitted.current,
    enableBeforeUnload: () => isDirty && !isSubmitted.current,
    withResolver: true,
  });

  function change(field: MerchantField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setDirty(true);
  }

  function restoreDraft() {
    if (!draft) return;
    setValues(draft.values);
    setDraft(null);
    setDirty(true);
  }

  function discardDraft() {
    setDraft(null);
    void clearMerchantDraft(db);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(MerchantFieldsSchema, values);
    if (!parsed.success) {
      setErrors(merchantIssuesToErrors(i18n, parsed.issues));
      setFormError(t`Some fields are invalid. Please check and try again.`);
      return;
    }
    setErrors({});
    setFormError(null);
    const id = crypto.randomUUID();
    isSubmitted.current = true;
    const mark = await markOutbox();
    try {
      await createMerchant({ id, ...parsed.output }, user);
      await clearMerchantDraft(db);
    } catch (error) {
      isSubmitted.current = false;
      setFormError(error instanceof Error ? error.message : t`The change could not be saved.`);
      return;
    }
    const merchantName = parsed.output.merchantName;
    void announceQueuedChange(mark, t`${merchantName} is saved and submitted for approval.`);
    void navigate({ to: '/merchant/merchant-profile/$ID', params: { ID: id } });
  }

  const savedAt = draft ? formatDate(draft.savedAt, i18n.locale) : '';
  return (
    <section
      aria-labelledby="create-merchant-title"
      className={css({ display: 'grid', gap: '4', maxW: '5xl' })}
    >
      <h1 id="create-merchant-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Create Merchant</Trans>
      </h1>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>
          A new merchant is submitted to a Checker for approval. You can fill this form offline; it is sent
          when the device is back online.
        </Trans>
      </p>
      {draft ? (
        <div role="status" className={statusStrip}>
          <span>
            <Trans>You have an unfinished merchant form from {savedAt}.</Trans>
          </span>
          <Button size="sm" onClick={restoreDraft}>
            <Trans>Restore draft</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={discardDraft}>
            <Trans>Discard draft</Trans>
          </Button>
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        className={css({ display: 'grid', gap: '4' })}
      >
        <FormAlert message={formError} />
        <MerchantFormFields values={values} errors={errors} onChange={change} />
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
          <Button type="submit">
            <Trans>Submit for approval</Trans>
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.status === 'blocked') blocker.reset();
        }}
        title={<Trans>Leave this form?</Trans>}
        description={
          <Trans>The merchant is not submitted yet. Your changes are kept as a draft on this device.</Trans>
        }
        confirmLabel={<Trans>Leave</Trans>}
        onConfirm={() => {
          if (blocker.status === 'blocked') blocker.proceed();
        }}
      />
    </section>
  );
}
