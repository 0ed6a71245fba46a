/**
 * One mirrored markup (/markup/markup-list/{id}): staff with FAC `update` edit it; a Merchant
 * Admin sees it read-only with the price preview. The row is read once, so a pull does not reset
 * a form being edited.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { formatMoney, MarkupSchema } from '../../contract';
import type { Markup, SessionUser } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { formatCalendarDate } from '../../lib/format/date';
import { defaultQuery } from '../../lib/list-engine';
import { Loading } from '../../ui/loading';
import { MarkupFormPage } from './markup-form-page';
import {
  appliesToLabel,
  basisLabel,
  markupClassLabel,
  markupStatusLabel,
  markupValueText,
} from './markup-labels';
import { useScopeNames } from './markup-list-page';
import { MarkupPricePreview } from './markup-price-preview';

export function MarkupDetailRoute({ caller, id }: { caller: SessionUser; id: string }) {
  const can = useCan(caller);
  const names = useScopeNames();
  const row = useLiveQuery(async () => (await getMirror()?.rows('markups').get(id)) ?? null, [id]);
  if (row === undefined) return <Loading />;
  const parsed = v.safeParse(MarkupSchema, row);
  if (!parsed.success) {
    return (
      <p role="alert">
        <Trans>This markup is not on this device. It may not apply to you.</Trans>
      </p>
    );
  }
  const markup = parsed.output;
  if (can('markup.list', 'update')) {
    const merchantName = markup.merchantId ? (names.merchant(markup.merchantId) ?? '') : '';
    return <MarkupFormPage row={markup} merchantName={merchantName} />;
  }
  return <MarkupDetail markup={markup} scope={scopeText(markup, names)} />;
}

function scopeText(markup: Markup, names: ReturnType<typeof useScopeNames>): string | null {
  if (markup.merchantId === null) return null;
  const merchant = names.merchant(markup.merchantId) ?? markup.merchantId;
  return markup.clientId ? `${names.client(markup.clientId) ?? markup.clientId} · ${merchant}` : merchant;
}

function MarkupDetail({ markup, scope }: { markup: Markup; scope: string | null }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const money = (sen: number) => formatMoney(sen, markup.currency, locale);
  const facts = [
    { label: t`Applies to`, value: appliesToLabel(i18n, markup.appliesTo) },
    { label: t`Class`, value: markupClassLabel(i18n, markup) },
    { label: t`Markup`, value: markupValueText(markup, locale) },
    { label: t`Service fee`, value: money(markup.serviceFeeSen) },
    { label: t`Maintenance fee`, value: money(markup.maintenanceFeeSen) },
    { label: t`Basis`, value: basisLabel(i18n, markup.basis) },
    { label: t`Applies for`, value: scope ?? t`All merchants` },
    { label: t`Valid from`, value: formatCalendarDate(markup.validFrom, locale) },
    {
      label: t`Valid to`,
      value: markup.validTo ? formatCalendarDate(markup.validTo, locale) : t`No end`,
    },
    { label: t`Status`, value: markupStatusLabel(i18n, markup.status) },
  ];
  return (
    <section aria-labelledby="markup-title" className={css({ display: 'grid', gap: '4', maxW: '4xl' })}>
      <Link
        to="/markup/markup-list"
        search={defaultQuery('markups')}
        className={css({ textDecoration: 'underline' })}
      >
        <Trans>Back to Markup List</Trans>
      </Link>
      <h1 id="markup-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {markup.name}
      </h1>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'auto 1fr' },
          columnGap: '6',
          rowGap: '1',
        })}
      >
        {facts.map((fact) => (
          <div key={fact.label} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'fg.muted' })}>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <MarkupPricePreview markup={markup} currency={markup.currency} />
    </section>
  );
}
