/**
 * Create Markup (/markup/create-markup) and a markup's edit form (/markup/markup-list/{id}) for
 * staff: parsed with the contract's schema, checked against the mirrored markups with the
 * contract's overlap rule (so an overlap is refused at the form, offline too, naming the other),
 * then queued through the outbox. An overlap the server still finds (another device's markup not
 * yet pulled) is refused there and shows on Pending changes. The price preview runs the contract's
 * pricing function on the values as typed.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { BASIS_OF, businessToday, findOverlap, MarkupSchema, normalizeMarkupFields } from '../../contract';
import type { Markup, MarkupCreate, PricedMarkup } from '../../contract';
import { getMirror } from '../../lib/db';
import { issuesToFieldErrors, type FieldErrors } from '../../lib/forms/field-errors';
import { translateMessage } from '../../lib/i18n/server-messages';
import { defaultQuery } from '../../lib/list-engine';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { emptyMarkupForm, markupToForm, parseMarkupForm, type MarkupFormValues } from '../../contract';
import { MarkupFormFields } from './markup-form-fields';
import { appliesToLabel } from './markup-labels';
import { MarkupPricePreview } from './markup-price-preview';
import { MarkupScopeFields } from './markup-scope-fields';
import { createMarkup, updateMarkup } from './markups.store';

type Props = { row?: Markup | undefined; merchantName?: string };

/** The pricing fields of the values as typed, or null while they do not parse. */
function pricedOf(values: MarkupFormValues): PricedMarkup | null {
  const parsed = parseMarkupForm(crypto.randomUUID(), values);
  if (!parsed.success) return null;
  const { markupKind, markupValue, serviceFeeSen, maintenanceFeeSen, appliesTo } = parsed.output;
  return { markupKind, markupValue, serviceFeeSen, maintenanceFeeSen, basis: BASIS_OF[appliesTo] };
}

export function MarkupFormPage({ row, merchantName = '' }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const db = getMirror();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<MarkupFormValues>(() =>
    row ? markupToForm(row) : emptyMarkupForm(businessToday()),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isNew = row === undefined;
  const backToList = () => void navigate({ to: '/markup/markup-list', search: defaultQuery('markups') });

  const change = (field: keyof MarkupFormValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined, [`${field}Sen`]: undefined }));
    setFormError(null);
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  /** The mirrored Active markup this one would overlap (the contract's rule), if any. */
  async function overlapOf(body: MarkupCreate): Promise<Markup | undefined> {
    if (!db || row?.status === 'Inactive') return undefined;
    const fields = normalizeMarkupFields(body);
    const others = await db
      .rows('markups')
      .find((other) => other['status'] === 'Active' && other['appliesTo'] === fields.appliesTo, 5_000);
    const markups = others.flatMap((other) => {
      const parsed = v.safeParse(MarkupSchema, other);
      return parsed.success ? [parsed.output] : [];
    });
    return findOverlap({ ...fields, id: body.id, status: 'Active' }, markups);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const parsed = parseMarkupForm(row?.id ?? crypto.randomUUID(), values);
      if (!parsed.success) return showErrors(issuesToFieldErrors(i18n, parsed.issues));
      const other = await overlapOf(parsed.output);
      if (other) {
        const params = { name: other.name, appliesTo: appliesToLabel(i18n, other.appliesTo) };
        return setFormError(translateMessage(i18n, 'markup.overlaps', params));
      }
      const mark = await markOutbox();
      if (row) {
        await updateMarkup(row, parsed.output);
        void announceQueuedChange(mark, t`The markup is saved.`);
      } else {
        await createMarkup(parsed.output);
        const name = parsed.output.name;
        void announceQueuedChange(mark, t`Markup ${name} is created.`);
      }
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t`The change could not be saved.`);
      return;
    }
    backToList();
  }

  return (
    <section aria-labelledby="markup-form-title" className={css({ display: 'grid', gap: '4', maxW: '4xl' })}>
      <h1 id="markup-form-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {isNew ? <Trans>Create Markup</Trans> : <Trans>Edit Markup</Trans>}
      </h1>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>You can fill this form offline; the markup is sent when the device is back online.</Trans>
      </p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void save(event)}
        className={css({ display: 'grid', gap: '4' })}
      >
        <FormAlert message={formError} />
        <MarkupFormFields values={values} errors={errors} onChange={change} />
        {db ? (
          <div
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
            })}
          >
            <MarkupScopeFields
              db={db}
              merchantId={values.merchantId}
              merchantName={merchantName}
              clientId={values.clientId}
              errors={{ merchantId: errors['merchantId'], clientId: errors['clientId'] }}
              onChange={(next) => {
                setValues((previous) => ({ ...previous, ...next }));
                setErrors((previous) => ({ ...previous, merchantId: undefined, clientId: undefined }));
              }}
            />
          </div>
        ) : null}
        <MarkupPricePreview markup={pricedOf(values)} />
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
          <Button type="button" variant="outline" onClick={backToList}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit">{isNew ? <Trans>Create markup</Trans> : <Trans>Save changes</Trans>}</Button>
        </div>
      </form>
    </section>
  );
}
