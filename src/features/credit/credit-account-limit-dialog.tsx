/**
 * "Adjust credit limit": staff propose a merchant's new credit limit with a reason; a Checker other
 * than the proposer approves it (credit-account-proposal-dialog.tsx). The amount is read by
 * `parseMoney` (exact sen) and the body checked by the contract's schema, so the dialog refuses
 * what the server would; `limitProposalBlock` refuses a second proposal and an unchanged limit.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import type { CreditAccount, MessageParams, SessionUser } from '../../contract';
import {
  CREDIT_CURRENCY,
  emptyCreditAccount,
  formatMoney,
  issueParams,
  limitProposalBlock,
  LimitProposalSchema,
  parseMoney,
  toDecimalText,
} from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { DialogFrame } from '../../ui/dialog-frame';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useQueuedChange } from '../../ui/list/use-queued-change';
import { proposeLimit } from './credit-decisions.store';
import type { MerchantChoice } from '../../ui/list/merchant-filter';

type LimitDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser;
  /** The merchant chosen from a row; null: the dialog asks which merchant. */
  merchantId: string | null;
  merchants: readonly MerchantChoice[];
  /** The mirrored account of a merchant, null when the device has none (no entry yet). */
  accountOf: (merchantId: string) => CreditAccount | null;
};

type Errors = { merchantId?: string; creditLimit?: string; reason?: string; form?: string };

export function CreditLimitDialog(props: LimitDialogProps) {
  return (
    <DialogFrame open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <LimitForm {...props} /> : null}
    </DialogFrame>
  );
}

function LimitForm({ onOpenChange, user, merchantId, merchants, accountOf }: LimitDialogProps) {
  const { t, i18n } = useLingui();
  const queueChange = useQueuedChange();
  const [chosen, setChosen] = useState(merchantId ?? '');
  const [limitText, setLimitText] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const account = chosen ? accountOf(chosen) : null;
  const figures = account ?? (chosen ? emptyCreditAccount(chosen, '') : null);
  const currentLimit = figures ? formatMoney(figures.limitSen, CREDIT_CURRENCY, i18n.locale) : '';
  const say = (code: string, params?: MessageParams) => translateMessage(i18n, code, params);

  function submit() {
    if (!chosen) return setErrors({ merchantId: say('validation.required') });
    const creditLimitSen = limitText.trim() ? parseMoney(limitText, CREDIT_CURRENCY) : null;
    const parsed = v.safeParse(LimitProposalSchema, {
      merchantId: chosen,
      creditLimitSen: creditLimitSen ?? (limitText.trim() ? Number.NaN : undefined),
      reason,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.issues) {
        const field = issue.path?.[0]?.key === 'reason' ? 'reason' : 'creditLimit';
        next[field] ??= say(issue.message, issueParams(issue));
      }
      return setErrors(next);
    }
    const block = limitProposalBlock(
      figures ?? emptyCreditAccount(chosen, ''),
      parsed.output.creditLimitSen,
      user,
    );
    if (block) return setErrors({ form: say(block.code, block.params) });
    const body = parsed.output;
    onOpenChange(false);
    void queueChange(
      () => proposeLimit(account, body.merchantId, body.creditLimitSen, body.reason, user),
      say('credit.limitProposed'),
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className={css({ display: 'grid', gap: '3' })}
    >
      <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Adjust credit limit</Trans>
      </Dialog.Title>
      <Dialog.Description className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>The new limit applies once another Checker approves it.</Trans>
      </Dialog.Description>
      {merchantId ? null : (
        <SelectField
          label={t`Merchant`}
          required
          value={chosen}
          error={errors.merchantId}
          onChange={(event) => {
            setChosen(event.target.value);
            setErrors({});
          }}
        >
          <option value="">{t`Choose a merchant`}</option>
          {merchants.map((merchant) => (
            <option key={merchant.value} value={merchant.value}>
              {merchant.label}
            </option>
          ))}
        </SelectField>
      )}
      {figures ? (
        <p className={css({ fontSize: 'sm' })}>
          <Trans>Current limit: {currentLimit}</Trans>
        </p>
      ) : null}
      <TextField
        label={t`New credit limit (RM)`}
        inputMode="decimal"
        required
        value={limitText}
        placeholder={figures ? toDecimalText(figures.limitSen, CREDIT_CURRENCY) : '0.00'}
        error={errors.creditLimit}
        onChange={(event) => {
          setLimitText(event.target.value);
          setErrors({});
        }}
      />
      <TextField
        label={t`Reason`}
        required
        value={reason}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors({});
        }}
      />
      {errors.form ? (
        <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
          {errors.form}
        </p>
      ) : null}
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '2' })}>
        <Dialog.CloseTrigger asChild>
          <Button type="button" variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </Dialog.CloseTrigger>
        <Button type="submit">
          <Trans>Submit for approval</Trans>
        </Button>
      </div>
    </form>
  );
}
