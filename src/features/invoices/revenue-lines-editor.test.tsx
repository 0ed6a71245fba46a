import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as contract from '../../contract';
import { changeRevenueLine, formTotals, revenueLine, type RevenueLineValues } from './invoice-form-model';
import { RevenueLinesEditor, type RevenueField } from './revenue-lines-editor';

// Each line formats its amount and tax on every render of it: the count of calls says how many
// lines a keystroke re-rendered.
vi.mock('../../contract', async (importOriginal) => {
  const original = await importOriginal<typeof contract>();
  return { ...original, formatMoney: vi.fn(original.formatMoney) };
});
const formatMoney = vi.mocked(contract.formatMoney);

afterEach(cleanup);
beforeEach(() => formatMoney.mockClear());

function Harness({ count }: { count: number }) {
  const [values, setValues] = useState(() => ({
    currency: 'MYR',
    revenueLines: Array.from({ length: count }, () =>
      revenueLine('MYR', { salesType: 'Hotel', pax: '1', unitPrice: '10.00' }),
    ) as RevenueLineValues[],
  }));
  const onChange = useCallback(
    (_index: number, key: string, field: RevenueField, value: string) =>
      setValues((previous) => changeRevenueLine(previous, key, field, value)),
    [],
  );
  const onRemove = useCallback(() => undefined, []);
  const totals = formTotals({ revenueLines: values.revenueLines, costLines: [] });
  return (
    <>
      <RevenueLinesEditor
        lines={values.revenueLines}
        currency="MYR"
        errors={{}}
        listError={undefined}
        focusKey={null}
        onChange={onChange}
        onRemove={onRemove}
        onAdd={() => undefined}
      />
      <output aria-label="Revenue total">{totals.revenueSen}</output>
    </>
  );
}

/** A cell's text with Intl's no-break space as a plain one. */
const text = (label: string) => screen.getByLabelText(label).textContent?.replace(/\s/g, ' ');

function renderEditor(count: number) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  render(
    <I18nProvider i18n={i18n}>
      <Harness count={count} />
    </I18nProvider>,
  );
}

describe('revenue line editor', () => {
  it('computes the line amount and tax as the price is typed', () => {
    renderEditor(2);
    fireEvent.change(screen.getByLabelText('Pax, revenue line 2'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Unit price, revenue line 2'), { target: { value: '1,234.55' } });
    fireEvent.change(screen.getByLabelText('SST rate, revenue line 2'), { target: { value: '8' } });
    expect(text('Amount, revenue line 2')).toBe('RM 3,703.65');
    // 8 % of 3,703.65 = 296.292 -> 296.29, half-up to the sen.
    expect(text('Tax, revenue line 2')).toBe('RM 296.29');
    expect(screen.getByLabelText('Revenue total').textContent).toBe(String(1_000 + 370_365));
  });

  it('a keystroke in one line of 100 re-renders that line only', () => {
    renderEditor(100);
    expect(formatMoney).toHaveBeenCalledTimes(200);
    formatMoney.mockClear();
    fireEvent.change(screen.getByLabelText('Unit price, revenue line 70'), { target: { value: '12.5' } });
    expect(formatMoney).toHaveBeenCalledTimes(2);
    expect(text('Amount, revenue line 70')).toBe('RM 12.50');
    // 100 lines in jsdom take about a second alone, five beside the rest of the run on 2 cores.
  }, 20_000);
});
