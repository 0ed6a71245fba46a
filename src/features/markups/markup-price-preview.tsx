/**
 * The price preview: a base fare or room rate and the units of the markup's basis, and
 * the selling price, each fee and the total, computed as you type with the contract's pricing
 * function (the one `POST Markup/quote` runs), in integer sen.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { panel } from 'styled-system/recipes';
import {
  formatMoney,
  MAX_QUOTE_BASE_SEN,
  MAX_QUOTE_NIGHTS,
  MAX_QUOTE_PAX,
  MAX_QUOTE_ROOMS,
  parseMoney,
  priceWithMarkup,
} from '../../contract';
import type { PricedMarkup } from '../../contract';
import { TextField } from '../../ui/text-field';

const count = (text: string, max: number) => {
  const value = /^\s*\d{1,6}\s*$/.test(text) ? Number(text) : NaN;
  return value >= 1 && value <= max ? value : null;
};

export function MarkupPricePreview({
  markup,
  currency = 'MYR',
}: {
  markup: PricedMarkup | null;
  currency?: string;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [base, setBase] = useState('');
  const [pax, setPax] = useState('1');
  const [nights, setNights] = useState('1');
  const [rooms, setRooms] = useState('1');
  const perTicket = markup?.basis !== 'PerRoomNight';
  const baseSen = parseMoney(base, currency);
  const units = perTicket
    ? { pax: count(pax, MAX_QUOTE_PAX) }
    : { nights: count(nights, MAX_QUOTE_NIGHTS), rooms: count(rooms, MAX_QUOTE_ROOMS) };
  const ready =
    markup !== null &&
    baseSen !== null &&
    baseSen >= 0 &&
    baseSen <= MAX_QUOTE_BASE_SEN &&
    Object.values(units).every((value) => value !== null);
  const price = ready ? priceWithMarkup({ markup, baseSen, ...(units as { pax: number }) }) : null;
  const money = (sen: number) => formatMoney(sen, currency, i18n.locale);
  const figures = price
    ? [
        { label: t`Base`, value: money(price.baseSen) },
        { label: t`Markup`, value: money(price.markupSen) },
        { label: t`Selling price`, value: money(price.sellingSen) },
        { label: t`Service fee`, value: money(price.serviceFeeSen) },
        { label: t`Maintenance fee`, value: money(price.maintenanceFeeSen) },
        { label: t`Total`, value: money(price.totalSen) },
      ]
    : [];

  return (
    <section aria-labelledby={titleId} className={panel()}>
      <h2 id={titleId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Price preview</Trans>
      </h2>
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        <TextField
          label={perTicket ? t`Base fare per ticket` : t`Room rate per night`}
          inputMode="decimal"
          value={base}
          onChange={(event) => setBase(event.target.value)}
          placeholder="450.00"
        />
        {perTicket ? (
          <TextField
            label={t`Passengers`}
            inputMode="numeric"
            value={pax}
            onChange={(event) => setPax(event.target.value)}
          />
        ) : (
          <>
            <TextField
              label={t`Nights`}
              inputMode="numeric"
              value={nights}
              onChange={(event) => setNights(event.target.value)}
            />
            <TextField
              label={t`Rooms`}
              inputMode="numeric"
              value={rooms}
              onChange={(event) => setRooms(event.target.value)}
            />
          </>
        )}
      </div>
      <div aria-live="polite">
        {price ? (
          <dl
            aria-label={t`Price`}
            className={css({
              display: 'grid',
              gridTemplateColumns: 'auto auto',
              gap: '1',
              justifyContent: 'start',
              columnGap: '6',
            })}
          >
            {figures.map((figure) => (
              <div key={figure.label} className={css({ display: 'contents' })}>
                <dt className={css({ color: 'fg.muted' })}>{figure.label}</dt>
                <dd
                  className={css({
                    fontVariantNumeric: 'tabular-nums',
                    textAlign: 'end',
                    fontWeight: figure.label === t`Total` ? 'bold' : 'normal',
                  })}
                >
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {markup === null ? (
              <Trans>Complete the markup and its fees to see a price.</Trans>
            ) : (
              <Trans>Type a base amount and the units to see the price.</Trans>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
