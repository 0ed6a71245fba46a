/**
 * The Top Up form (docs/product.md, Top-ups): amount, payment method with its code,
 * bank name, account number, reference number, bank-in date and time, remark and the bank-in slip.
 * Submitting queues one outbox op with the slip (top-up.store.ts), online or offline; the toast
 * says where it is. When the server refuses it, 'Top Up Error' says why above the form
 * until the next top-up (the op waits in Pending changes to retry, or discard).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { businessToday, PAYMENT_METHOD_CODES, type SessionUser } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import type { PreparedFile } from '../../lib/files/prepare-file';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { DateField } from '../../ui/date-field';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { PAYMENT_METHOD_LABELS } from './credit-labels';
import { submitTopUp } from './top-up.store';
import {
  emptyTopUpForm,
  validateTopUpForm,
  type TopUpFormErrors,
  type TopUpFormValues,
} from './top-up-form-model';
import { MerchantField } from '../../ui/merchant-field';
import { TopUpSlipField } from './top-up-slip-field';
import { TopUpErrorAlert } from './top-up-error-alert';
import { TopUpDuplicateNotice } from './top-up-duplicate-notice';

const isQuotaError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'QuotaExceededError' || (error as { inner?: Error }).inner?.name === 'QuotaExceededError');

export function TopUpForm({ db, user }: { db: MirrorDb; user: SessionUser }) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TopUpFormValues>(() => emptyTopUpForm(businessToday()));
  const [slip, setSlip] = useState<PreparedFile | null>(null);
  const [errors, setErrors] = useState<TopUpFormErrors>({});
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Remounts the fields that keep text of their own (the merchant search) after a submit.
  const [round, setRound] = useState(0);
  // After a refused submit has rendered its messages, the first field in error takes the focus.
  const [refusedAttempts, setRefusedAttempts] = useState(0);
  useEffect(() => {
    if (!refusedAttempts) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // The slip's input is hidden behind its "Choose file" button: that takes the focus instead.
    const isFile = first instanceof HTMLInputElement && first.type === 'file';
    (isFile ? first.parentElement?.querySelector<HTMLElement>('button') : first)?.focus();
  }, [refusedAttempts]);
  const [lastOpId, setLastOpId] = useState<string | null>(null);
  const [lastTopUpId, setLastTopUpId] = useState<string | null>(null);
  const lastOp = useLiveQuery(() => (lastOpId ? db.outbox.get({ id: lastOpId }) : undefined), [db, lastOpId]);
  const needsMerchant = user.merchantId === null;

  const message = (field: string) => {
    const error = errors[field];
    return error ? translateMessage(i18n, error.code, error.params) : undefined;
  };

  function clearError(key: string) {
    setSaveError(null);
    setErrors((previous) => {
      if (!(key in previous)) return previous;
      const next = { ...previous };
      Reflect.deleteProperty(next, key);
      return next;
    });
  }

  function set<K extends keyof TopUpFormValues>(
    field: K,
    value: TopUpFormValues[K],
    errorKey: string = field,
  ) {
    setValues((previous) => ({ ...previous, [field]: value }));
    clearError(errorKey);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = crypto.randomUUID();
    const result = validateTopUpForm(values, {
      id,
      hasSlip: slip !== null,
      needsMerchant,
      locale: i18n.locale,
    });
    if (!result.body || !slip) {
      setErrors(result.errors ?? {});
      setRefusedAttempts((previous) => previous + 1);
      return;
    }
    const merchantId = user.merchantId ?? values.merchantId;
    setSaving(true);
    try {
      const mark = await markOutbox();
      const op = await submitTopUp(result.body, merchantId, slip, user);
      setLastOpId(op.id);
      setLastTopUpId(op.entityId);
      void announceQueuedChange(mark, translateMessage(i18n, 'credit.topUpSubmitted'));
      formRef.current?.reset();
      setValues(emptyTopUpForm(businessToday()));
      setSlip(null);
      setErrors({});
      setRound((previous) => previous + 1);
    } catch (error) {
      setSaveError(
        isQuotaError(error)
          ? t`There is no room left on this device for the slip. Free some space and try again.`
          : t`The change could not be saved.`,
      );
    } finally {
      setSaving(false);
    }
  }

  const bankInError = message('bankInAt');
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className={css({ display: 'grid', gap: '5' })}
    >
      {lastOp?.state === 'failed' ? <TopUpErrorAlert op={lastOp} /> : null}
      {/* Once the server has it: a slip it has seen before is flagged on the row it answers. */}
      <TopUpDuplicateNotice db={db} id={lastTopUpId} />
      <FormAlert message={saveError} />
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
        })}
      >
        {needsMerchant ? (
          <MerchantField
            key={round}
            db={db}
            error={message('merchantId')}
            onChange={(id) => set('merchantId', id)}
          />
        ) : null}
        <TextField
          label={<Trans>Amount (RM)</Trans>}
          required
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          error={message('amount')}
          hint={<Trans>In ringgit, for example 1,500.00</Trans>}
          onChange={(event) => set('amount', event.target.value)}
        />
        <SelectField
          label={<Trans>Payment method</Trans>}
          required
          value={values.methodCode}
          error={message('methodCode')}
          onChange={(event) => set('methodCode', event.target.value)}
        >
          <option value="">{t`Choose…`}</option>
          {PAYMENT_METHOD_CODES.map((code) => (
            <option key={code} value={code}>
              {`${i18n._(PAYMENT_METHOD_LABELS[code])} (${code})`}
            </option>
          ))}
        </SelectField>
        <TextField
          label={<Trans>Bank name</Trans>}
          required
          value={values.bankName}
          error={message('bankName')}
          onChange={(event) => set('bankName', event.target.value)}
        />
        <TextField
          label={<Trans>Account number</Trans>}
          required
          inputMode="numeric"
          autoComplete="off"
          value={values.accountNumber}
          error={message('accountNumber')}
          hint={<Trans>Digits only, 6 to 20</Trans>}
          onChange={(event) => set('accountNumber', event.target.value)}
        />
        <TextField
          label={<Trans>Reference number</Trans>}
          required
          autoComplete="off"
          value={values.referenceNumber}
          error={message('referenceNumber')}
          onChange={(event) => set('referenceNumber', event.target.value)}
        />
        <div
          className={css({ display: 'grid', gap: '3', gridTemplateColumns: '3fr 2fr', alignItems: 'start' })}
        >
          <DateField
            label={t`Bank-in date`}
            required
            value={values.bankInDate}
            error={values.bankInDate ? undefined : bankInError}
            onChange={(iso) => set('bankInDate', iso, 'bankInAt')}
          />
          <TextField
            label={<Trans>Bank-in time</Trans>}
            type="time"
            required
            value={values.bankInTime}
            error={values.bankInDate ? bankInError : undefined}
            onChange={(event) => set('bankInTime', event.target.value, 'bankInAt')}
          />
        </div>
        <TextField
          label={<Trans>Remark</Trans>}
          value={values.remark}
          error={message('remark')}
          onChange={(event) => set('remark', event.target.value)}
        />
      </div>
      <TopUpSlipField
        value={slip}
        error={message('slip')}
        onChange={(file) => {
          setSlip(file);
          clearError('slip');
        }}
        onRefused={(code) => {
          setSlip(null);
          setErrors((previous) => ({ ...previous, slip: { code } }));
        }}
      />
      <div>
        <Button type="submit" disabled={isSaving}>
          <Trans>Submit top-up</Trans>
        </Button>
      </div>
    </form>
  );
}
