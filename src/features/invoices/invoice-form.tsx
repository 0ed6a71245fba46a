import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Invoice, SessionUser } from '../../contract';
import { foldCase } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import type { ComboboxOption } from '../../ui/search-combobox';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { CostLinesEditor, type CostField } from './cost-lines-editor';
import { InvoiceHeaderFields } from './invoice-header-fields';
import {
  changeCostLine,
  changeRevenueLine,
  costLine,
  formTotals,
  revenueLine,
  validateInvoiceForm,
  withCostFigures,
  withRevenueFigures,
  type HeaderField,
  type InvoiceFormErrors,
  type InvoiceFormValues,
} from './invoice-form-model';
import { InvoiceTotals } from './invoice-totals';
import { saveInvoiceDraft } from './invoices.store';
import { RevenueLinesEditor, type RevenueField } from './revenue-lines-editor';

type InvoiceFormProps = {
  db: MirrorDb;
  user: SessionUser;
  initial: InvoiceFormValues;
  /** The merchant's name for the initial merchant (staff pick it; merchant roles have their own). */
  merchantName: string;
  existing: Invoice | null;
  failedOp: { id: string; create: boolean; baseVersion: number } | null;
};

const withoutKeys = (errors: InvoiceFormErrors, keys: string[]) => {
  if (!keys.some((key) => key in errors)) return errors;
  const next = { ...errors };
  for (const key of keys) Reflect.deleteProperty(next, key);
  return next;
};

/** Removing a line moves the later lines' messages up: simplest to drop that list's messages. */
const withoutLineErrors = (errors: InvoiceFormErrors, prefix: string) =>
  withoutKeys(
    errors,
    Object.keys(errors).filter((key) => key.startsWith(prefix)),
  );

/**
 * Create or edit a Draft invoice: header fields, revenue and cost lines, totals and
 * gross profit as you type. Saved through the outbox, online or offline.
 */
export function InvoiceForm({ db, user, initial, merchantName, existing, failedOp }: InvoiceFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<InvoiceFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const { currency, merchantId } = values;
  const isStaff = user.merchantId === null;

  const changeHeader = useCallback((field: HeaderField, value: string) => {
    setValues((previous) => {
      if (field !== 'currency') return { ...previous, [field]: value };
      // Amounts are re-read in the new currency's decimals.
      return {
        ...previous,
        currency: value,
        revenueLines: previous.revenueLines.map((line) => withRevenueFigures(line, value)),
        costLines: previous.costLines.map((line) => withCostFigures(line, value)),
      };
    });
    setErrors((previous) => withoutKeys(previous, [field]));
  }, []);

  const changeRevenue = useCallback((index: number, key: string, field: RevenueField, value: string) => {
    setValues((previous) => changeRevenueLine(previous, key, field, value));
    const path = field === 'unitPrice' ? 'unitPriceSen' : field;
    setErrors((previous) => withoutKeys(previous, [`revenueLines.${index}.${path}`]));
  }, []);

  const changeCost = useCallback((index: number, key: string, field: CostField, value: string) => {
    setValues((previous) => changeCostLine(previous, key, field, value));
    const path = field === 'unitPrice' ? 'unitPriceSen' : field;
    setErrors((previous) => withoutKeys(previous, [`costLines.${index}.${path}`]));
  }, []);

  const removeRevenue = useCallback((_index: number, key: string) => {
    setValues((previous) => ({
      ...previous,
      revenueLines: previous.revenueLines.filter((line) => line.key !== key),
    }));
    setErrors((previous) => withoutLineErrors(previous, 'revenueLines.'));
  }, []);

  const removeCost = useCallback((_index: number, key: string) => {
    setValues((previous) => ({
      ...previous,
      costLines: previous.costLines.filter((line) => line.key !== key),
    }));
    setErrors((previous) => withoutLineErrors(previous, 'costLines.'));
  }, []);

  function addRevenue() {
    const line = revenueLine(currency);
    setValues((previous) => ({ ...previous, revenueLines: [...previous.revenueLines, line] }));
    setFocusKey(line.key);
    setErrors((previous) => withoutKeys(previous, ['revenueLines']));
  }

  function addCost() {
    const line = costLine(currency);
    setValues((previous) => ({ ...previous, costLines: [...previous.costLines, line] }));
    setFocusKey(line.key);
  }

  const searchBookings = useCallback(
    async (text: string): Promise<ComboboxOption[]> => {
      if (!merchantId) return [];
      const query = foldCase(text.trim());
      const rows = await db
        .rows('bookings')
        .find(
          (row) =>
            row['merchantId'] === merchantId &&
            (!query || foldCase(String(row['bookingReference'])).includes(query)),
          20,
        );
      return rows.map((row) => ({
        value: String(row['bookingReference']),
        label: String(row['bookingReference']),
        hint: String(row['travelerName'] ?? ''),
      }));
    },
    [db, merchantId],
  );

  const { exchangeRate, dueDate, tourCode, guestName, market, handledBy, remark } = values;
  // The header's own object, unchanged while lines are typed in (the header is memoised).
  const header = useMemo(
    () => ({ merchantId, currency, exchangeRate, dueDate, tourCode, guestName, market, handledBy, remark }),
    [merchantId, currency, exchangeRate, dueDate, tourCode, guestName, market, handledBy, remark],
  );
  const headerErrors = useMemo(() => {
    const found: Partial<Record<string, string>> = {};
    for (const [path, message] of Object.entries(errors)) {
      if (!path.includes('Lines')) found[path] = translateMessage(i18n, message.code, message.params);
    }
    return found;
  }, [errors, i18n]);
  const totals = useMemo(() => formTotals(values), [values]);
  const messages = useMemo(() => {
    const translated: Partial<Record<string, string>> = {};
    for (const [path, message] of Object.entries(errors)) {
      translated[path] = translateMessage(i18n, message.code, message.params);
    }
    return translated;
  }, [errors, i18n]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateInvoiceForm(values);
    if (!result.draft) {
      setErrors(result.errors);
      setFormError(t`Some fields are invalid. Please check and try again.`);
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    const id = existing?.id ?? crypto.randomUUID();
    const mark = await markOutbox();
    try {
      await saveInvoiceDraft({
        id,
        merchantId,
        draft: result.draft,
        existing,
        sendMerchant: isStaff,
        failedOp,
      });
    } catch (error) {
      setSaving(false);
      setFormError(error instanceof Error ? error.message : t`The change could not be saved.`);
      return;
    }
    void announceQueuedChange(mark, existing ? t`Invoice draft updated.` : t`Invoice draft added.`);
    void navigate({ to: '/invoice/invoice/$id', params: { id } });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className={css({ display: 'grid', gap: '6' })}
    >
      <FormAlert message={formError} />
      <InvoiceHeaderFields
        db={db}
        values={header}
        errors={headerErrors}
        isStaff={isStaff}
        merchantName={merchantName}
        canChangeMerchant={!existing}
        onChange={changeHeader}
      />
      <RevenueLinesEditor
        lines={values.revenueLines}
        currency={currency}
        errors={messages}
        listError={messages['revenueLines']}
        focusKey={focusKey}
        onChange={changeRevenue}
        onRemove={removeRevenue}
        onAdd={addRevenue}
      />
      <CostLinesEditor
        lines={values.costLines}
        currency={currency}
        errors={messages}
        focusKey={focusKey}
        searchBookings={searchBookings}
        onChange={changeCost}
        onRemove={removeCost}
        onAdd={addCost}
      />
      <InvoiceTotals figures={totals} currency={currency} />
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
        <Button type="submit" disabled={isSaving}>
          <Trans>Save draft</Trans>
        </Button>
      </div>
    </form>
  );
}
