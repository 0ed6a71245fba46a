import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { NoteKind, SessionUser } from '../../contract';
import {
  businessToday,
  DEFAULT_CURRENCY,
  exchangeRateText,
  foldCase,
  formatMoney,
  NOTE_KINDS,
  PAYMENT_MODES,
  remainingSen,
} from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SearchCombobox, type ComboboxOption } from '../../ui/search-combobox';
import { SelectField } from '../../ui/select-field';
import { DateField } from '../../ui/date-field';
import { TextField } from '../../ui/text-field';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { NOTE_KIND_LABELS, PAYMENT_MODE_LABELS } from './invoice-labels';
import { createNote } from './invoices.store';
import {
  noteFormTotals,
  noteLine,
  validateNoteForm,
  withNoteFigures,
  type NoteFormErrors,
  type NoteFormValues,
} from './note-form-model';
import { NoteLinesEditor, type NoteLineField } from './note-lines-editor';
import { useInvoice, useInvoiceNotes, withDeviceNotes } from './use-invoice';

function withoutKeys(errors: NoteFormErrors, keys: string[]): NoteFormErrors {
  if (!keys.some((key) => key in errors)) return errors;
  const next = { ...errors };
  for (const key of keys) Reflect.deleteProperty(next, key);
  return next;
}

type NoteFormProps = { db: MirrorDb; user: SessionUser; invoiceId: string | null; kind: NoteKind };

/**
 * Insert a credit or debit note: choose an Issued invoice from the mirror by its
 * number (or come from its detail with it chosen), the kind, date, reference, payment mode and
 * lines. A credit note over what remains is refused here, before it is queued, and by the server.
 */
export function NoteFormPage({ db, invoiceId, kind }: NoteFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [values, setValues] = useState<NoteFormValues>(() => ({
    invoiceId: invoiceId ?? '',
    kind,
    documentDate: businessToday(),
    referenceNumber: '',
    paymentMode: '',
    exchangeRate: '',
    lines: [noteLine('MYR')],
  }));
  const [invoiceText, setInvoiceText] = useState<string | null>(null);
  const [errors, setErrors] = useState<NoteFormErrors>({});
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const stored = useInvoice(db, values.invoiceId || '-');
  const notes = useInvoiceNotes(db, values.invoiceId || null);
  const invoice = stored ? withDeviceNotes(stored, notes ?? []) : null;
  const currency = invoice?.currency ?? 'MYR';
  const money = (sen: number) => formatMoney(sen, currency, i18n.locale);
  const invoiceRate = invoice?.exchangeRate ? exchangeRateText(currency, invoice.exchangeRate) : '';

  const searchInvoices = useCallback(
    async (text: string): Promise<ComboboxOption[]> => {
      const query = foldCase(text.trim());
      const rows = await db
        .rows('invoices')
        .find(
          (row) =>
            row['status'] === 'Issued' &&
            typeof row['invoiceNumber'] === 'string' &&
            foldCase(row['invoiceNumber']).includes(query),
          20,
        );
      return rows.map((row) => ({
        value: row.id,
        label: String(row['invoiceNumber']),
        hint: String(row['guestName'] ?? ''),
      }));
    },
    [db],
  );

  // Few lines: plain handlers (the React compiler memoises them on their inputs).
  function changeLine(index: number, key: string, field: NoteLineField, value: string) {
    setValues((previous) => ({
      ...previous,
      lines: previous.lines.map((line) =>
        line.key === key ? withNoteFigures({ ...line, [field]: value }, currency) : line,
      ),
    }));
    const path = field === 'unitPrice' ? 'unitPriceSen' : field;
    setErrors((previous) => withoutKeys(previous, [`lines.${index}.${path}`, 'form']));
  }

  function removeLine(_index: number, key: string) {
    setValues((previous) => ({ ...previous, lines: previous.lines.filter((line) => line.key !== key) }));
    setErrors({});
  }

  function set<K extends keyof NoteFormValues>(field: K, value: NoteFormValues[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => withoutKeys(previous, [field, 'form']));
  }

  const totals = noteFormTotals(values.lines);
  const messages: Partial<Record<string, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const { remaining } = message.params ?? {};
    const params =
      typeof remaining === 'number'
        ? { ...message.params, remaining: formatMoney(remaining, currency, i18n.locale) }
        : message.params;
    messages[path] = translateMessage(i18n, message.code, params);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateNoteForm(values, invoice);
    if (!result.draft || !invoice) {
      setErrors(result.errors ?? {});
      return;
    }
    const id = crypto.randomUUID();
    const mark = await markOutbox();
    await createNote(id, invoice, values.kind, result.draft);
    void announceQueuedChange(mark, values.kind === 'Credit' ? t`Credit note added.` : t`Debit note added.`);
    void navigate({ to: '/invoice/invoice/$id', params: { id: invoice.id } });
  }

  const chosenNumber = invoice?.invoiceNumber ?? '';
  const invoiceTotal = invoice ? money(invoice.totalSen) : '';
  const remaining = invoice ? money(remainingSen(invoice)) : '';
  return (
    <section aria-labelledby="note-title" className={css({ display: 'grid', gap: '4', maxW: '5xl' })}>
      <h1 id="note-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Add credit or debit note</Trans>
      </h1>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        className={css({ display: 'grid', gap: '6' })}
      >
        <FormAlert message={messages['form'] ?? null} />
        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          })}
        >
          <SearchCombobox
            label={<Trans>Invoice number</Trans>}
            text={invoiceText ?? chosenNumber}
            onTextChange={(text) => {
              setInvoiceText(text);
              set('invoiceId', '');
            }}
            onSelect={(option) => {
              setInvoiceText(option.label);
              set('invoiceId', option.value);
            }}
            search={searchInvoices}
            error={messages['invoiceId']}
            required
            emptyText={<Trans>No issued invoice matches.</Trans>}
          />
          <fieldset className={css({ display: 'grid', gap: '1' })}>
            <legend className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
              <Trans>Type</Trans>
            </legend>
            <div className={css({ display: 'flex', gap: '4', pt: '2' })}>
              {NOTE_KINDS.map((option) => (
                <label key={option} className={css({ display: 'flex', gap: '1', alignItems: 'center' })}>
                  <input
                    type="radio"
                    name="kind"
                    value={option}
                    checked={values.kind === option}
                    onChange={() => set('kind', option)}
                  />
                  {i18n._(NOTE_KIND_LABELS[option])}
                </label>
              ))}
            </div>
          </fieldset>
          <DateField
            label={t`Document date`}
            required
            value={values.documentDate}
            error={messages['documentDate']}
            onChange={(iso) => set('documentDate', iso)}
          />
          <TextField
            label={<Trans>Reference number</Trans>}
            value={values.referenceNumber}
            error={messages['referenceNumber']}
            onChange={(event) => set('referenceNumber', event.target.value)}
          />
          <SelectField
            label={<Trans>Payment mode</Trans>}
            required
            value={values.paymentMode}
            error={messages['paymentMode']}
            onChange={(event) => set('paymentMode', event.target.value)}
          >
            <option value="">{t`Choose…`}</option>
            {PAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {i18n._(PAYMENT_MODE_LABELS[mode])}
              </option>
            ))}
          </SelectField>
          {invoice && currency !== DEFAULT_CURRENCY ? (
            <TextField
              label={<Trans>Exchange rate (MYR per 1 {currency})</Trans>}
              inputMode="decimal"
              autoComplete="off"
              placeholder={invoice.exchangeRate ?? undefined}
              hint={
                invoice.exchangeRate ? (
                  <Trans>Leave empty to use the invoice’s rate, {invoiceRate}.</Trans>
                ) : (
                  <Trans>Leave empty to use the invoice’s rate.</Trans>
                )
              }
              value={values.exchangeRate}
              error={messages['exchangeRate']}
              onChange={(event) => set('exchangeRate', event.target.value)}
            />
          ) : null}
        </div>
        {invoice ? (
          <p role="status" className={css({ fontSize: 'sm' })}>
            <Trans>
              Invoice total {invoiceTotal}; remaining {remaining}.
            </Trans>
          </p>
        ) : null}
        <NoteLinesEditor
          lines={values.lines}
          currency={currency}
          errors={messages}
          focusKey={focusKey}
          onChange={changeLine}
          onRemove={removeLine}
          onAdd={() => {
            const line = noteLine(currency);
            setValues((previous) => ({ ...previous, lines: [...previous.lines, line] }));
            setFocusKey(line.key);
          }}
        />
        <dl
          aria-label={t`Totals`}
          className={css({
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            gap: '1',
            columnGap: '6',
            justifyContent: 'end',
          })}
        >
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd className={css({ textAlign: 'right' })}>{money(totals.subtotalSen)}</dd>
          <dt>
            <Trans>Tax (SST)</Trans>
          </dt>
          <dd className={css({ textAlign: 'right' })}>{money(totals.taxSen)}</dd>
          <dt className={css({ fontWeight: 'semibold' })}>
            <Trans>Total</Trans>
          </dt>
          <dd className={css({ textAlign: 'right', fontWeight: 'semibold' })}>{money(totals.totalSen)}</dd>
        </dl>
        <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
          <Button type="submit">
            <Trans>Save note</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
