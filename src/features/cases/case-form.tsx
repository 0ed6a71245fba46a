/**
 * "New request": category, subject, description, a related booking or invoice chosen
 * from what this device mirrors, and an optional attachment (an image, shrunk, or a PDF, checked
 * by its bytes: preparePickedFile). Submitting queues one op (case.store.ts), online or offline;
 * the toast says where it is. When the server refuses it, 'Failed to create case,
 * please try again later' (or the field's reason) shows above the form.
 */
import { Field } from '@ark-ui/react/field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import * as v from 'valibot';
import type { CaseCategory, SessionUser } from '../../contract';
import { CASE_ATTACHMENT_TYPES, CASE_CATEGORIES, CaseCreateSchema } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { formatFileSize } from '../../lib/files/format-size';
import { preparePickedFile, type PreparedFile } from '../../lib/files/prepare-file';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { SelectField } from '../../ui/select-field';
import { fieldError, fieldLabel, fieldRoot } from '../../ui/styles/field';
import { TextField } from '../../ui/text-field';
import { CASE_CATEGORY_LABELS } from './case-labels';
import { createCase } from './case.store';

type Values = { category: string; subject: string; description: string; related: string };
const EMPTY: Values = { category: '', subject: '', description: '', related: '' };
type Errors = Partial<Record<string, { code: string; params?: Record<string, string | number> }>>;

/** Up to 50 of the newest bookings and invoices this device holds, as related choices. */
function useRelatedChoices(db: MirrorDb) {
  return useLiveQuery(async () => {
    const read = async (entity: 'bookings' | 'invoices', key: string) =>
      (await db.rows(entity).toArray())
        .map((row) => ({
          id: String(row['id']),
          label: String(row[key] ?? ''),
          at: String(row['createdAt'] ?? ''),
        }))
        .filter((row) => row.label !== '')
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, 50);
    return {
      bookings: await read('bookings', 'bookingReference'),
      invoices: await read('invoices', 'invoiceNumber'),
    };
  }, [db]);
}

type CaseFormProps = { db: MirrorDb; user: SessionUser; onDone: (opId: string | null) => void };

export function CaseForm({ db, user, onDone }: CaseFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Values>(EMPTY);
  const [attachment, setAttachment] = useState<PreparedFile | null>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [isSaving, setSaving] = useState(false);
  const related = useRelatedChoices(db);
  const message = (field: string) => {
    const error = errors[field];
    return error ? translateMessage(i18n, error.code, error.params) : undefined;
  };
  const set = (field: keyof Values, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  async function pick(file: File | undefined) {
    setErrors((previous) => ({ ...previous, attachment: undefined }));
    if (!file) return setAttachment(null);
    const outcome = await preparePickedFile(file, { allowed: CASE_ATTACHMENT_TYPES });
    if (outcome.ok) setAttachment(outcome.file);
    else {
      setAttachment(null);
      setErrors((previous) => ({ ...previous, attachment: { code: outcome.code } }));
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [kind, relatedId] = values.related.split(':');
    const parsed = v.safeParse(CaseCreateSchema, {
      id: crypto.randomUUID(),
      category: values.category,
      subject: values.subject,
      description: values.description,
      relatedBookingId: kind === 'booking' ? relatedId : null,
      relatedInvoiceId: kind === 'invoice' ? relatedId : null,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.issues) {
        const key = issue.path?.map((item) => String(item.key)).join('.') ?? '';
        next[key] ??= { code: issue.message };
      }
      return setErrors(next);
    }
    setSaving(true);
    try {
      const mark = await markOutbox();
      const op = await createCase(parsed.output, attachment, user);
      void announceQueuedChange(mark, translateMessage(i18n, 'case.created'));
      setValues(EMPTY);
      setAttachment(null);
      onDone(op.id);
    } catch {
      setErrors({ form: { code: 'case.createFailed' } });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="new-case-title"
      onSubmit={(event) => void handleSubmit(event)}
      className={css({
        display: 'grid',
        gap: '4',
        p: '4',
        borderWidth: 'thin',
        borderColor: 'border.default',
        borderRadius: 'md',
      })}
    >
      <h2 id="new-case-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>New service request</Trans>
      </h2>
      <FormAlert message={message('form') ?? null} />
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
        })}
      >
        <SelectField
          label={<Trans>Category</Trans>}
          required
          value={values.category}
          error={message('category')}
          onChange={(event) => set('category', event.target.value)}
        >
          <option value="">{t`Choose…`}</option>
          {CASE_CATEGORIES.map((value: CaseCategory) => (
            <option key={value} value={value}>
              {i18n._(CASE_CATEGORY_LABELS[value])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={<Trans>Related booking or invoice</Trans>}
          value={values.related}
          onChange={(event) => set('related', event.target.value)}
        >
          <option value="">{t`None`}</option>
          <optgroup label={t`Bookings`}>
            {related?.bookings.map((row) => (
              <option key={row.id} value={`booking:${row.id}`}>
                {row.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={t`Invoices`}>
            {related?.invoices.map((row) => (
              <option key={row.id} value={`invoice:${row.id}`}>
                {row.label}
              </option>
            ))}
          </optgroup>
        </SelectField>
      </div>
      <TextField
        label={<Trans>Subject</Trans>}
        required
        value={values.subject}
        error={message('subject')}
        onChange={(event) => set('subject', event.target.value)}
      />
      <Field.Root invalid={Boolean(message('description'))} required className={fieldRoot}>
        <Field.Label className={fieldLabel}>
          <Trans>Description</Trans>
        </Field.Label>
        <Field.Textarea
          rows={5}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          className={input()}
        />
        <Field.ErrorText className={fieldError}>{message('description')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(message('attachment'))} className={fieldRoot}>
        <Field.Label className={fieldLabel}>
          <Trans>Attachment (image or PDF, up to 5 MB)</Trans>
        </Field.Label>
        {/* The browser's own file button speaks the browser's language, not the user's: it is
            hidden, and a labelled button of ours opens it. */}
        <Field.Input
          ref={pickerRef}
          type="file"
          accept="image/*,application/pdf"
          tabIndex={-1}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
          className={css({ srOnly: true })}
        />
        {attachment ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
            {attachment.name} ({formatFileSize(attachment.size, i18n.locale)})
          </p>
        ) : null}
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <Button type="button" size="sm" variant="outline" onClick={() => pickerRef.current?.click()}>
            {attachment ? <Trans>Replace file</Trans> : <Trans>Choose file</Trans>}
          </Button>
          {attachment ? (
            <Button type="button" size="sm" variant="outline" onClick={() => void pick(undefined)}>
              <Trans>Remove file</Trans>
            </Button>
          ) : null}
        </div>
        <Field.ErrorText className={fieldError}>{message('attachment')}</Field.ErrorText>
      </Field.Root>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" disabled={isSaving}>
          <Trans>Submit request</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={() => onDone(null)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
