/**
 * The e-invoice pre-flight on the invoice detail (docs/ARCHITECTURE.md, E-invoices): offline, from
 * the identity on the device and the merchant's buyer fields; each problem with the field to fix,
 * in English and Malay; the consolidated e-invoice notice for a buyer without a TIN.
 */
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { issuedInvoice, supplier } from '../../../tests/fixtures/e-invoice/documents';
import type { Invoice } from '../../contract';
import { messages as ms } from '../../../locales/ms/messages.po';
import { isPreflightShown, PreflightView } from './e-invoice-preflight-panel';

afterEach(cleanup);

const invoice = issuedInvoice([{ salesType: 'Hotel', pax: 2, unitPriceSen: 45_000, taxRate: 8 }]);
const draft: Invoice = { ...invoice, status: 'Draft', invoiceNumber: null, issuedAt: null };
const buyer = {
  merchantName: 'Syarikat Pelanggan Berhad',
  tin: 'C25845632020',
  identificationType: 'BRN',
  identificationNumber: '202001012345',
};

function renderView(props: Parameters<typeof PreflightView>[0], locale: 'en' | 'ms' = 'en') {
  const i18n = setupI18n({ locale, messages: { en: {}, ms } });
  render(
    <I18nProvider i18n={i18n}>
      <PreflightView {...props} />
    </I18nProvider>,
  );
  return screen.getByRole('region', {
    name: locale === 'en' ? 'E-invoice pre-flight' : 'Semakan awal e-invois',
  });
}

describe('the e-invoice pre-flight panel', () => {
  it('is shown on a Draft and on an issued invoice not yet sent, never after', () => {
    expect(isPreflightShown(draft)).toBe(true);
    expect(isPreflightShown(invoice, 'queued')).toBe(true);
    expect(isPreflightShown(invoice, 'valid')).toBe(false);
    expect(isPreflightShown({ status: 'Deactivated' })).toBe(false);
  });

  it('passes a Draft of a merchant with its TIN: not issued yet is no problem before “Issue”', () => {
    const panel = renderView({ invoice: draft, merchant: buyer, supplier });
    expect(panel.textContent).toMatch(/No problems found/);
    expect(panel.textContent).not.toMatch(/has no TIN/);
  });

  it('names each problem’s field, and says a buyer without a TIN goes into the consolidated e-invoice', () => {
    const panel = renderView({
      invoice,
      merchant: { merchantName: 'Kedai Runcit' },
      supplier: { ...supplier, sstNumber: null, msicCode: '791' },
    });
    expect(panel.textContent).toContain(
      'The buyer has no TIN. This invoice is reported in the monthly consolidated e-invoice under the general public’s TIN unless you add the buyer’s TIN.',
    );
    const problems = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toEqual([
      expect.stringMatching(/^Company e-invoice settings: MSIC codeEnter the MSIC code as 5 digits\.$/),
      expect.stringMatching(
        /^Company e-invoice settings: SST registration number.*SST registration number\.$/,
      ),
    ]);
  });

  it('speaks Malay', () => {
    const panel = renderView(
      { invoice, merchant: { merchantName: 'Kedai Runcit' }, supplier: { ...supplier, msicCode: '791' } },
      'ms',
    );
    expect(panel.textContent).toContain('Pembeli tiada TIN.');
    expect(within(panel).getByRole('listitem').textContent).toMatch(/^Tetapan e-invois syarikat: Kod MSIC/);
  });

  it('says so when the company’s identity is not on the device', () => {
    const panel = renderView({ invoice, merchant: buyer, supplier: null });
    expect(panel.textContent).toMatch(/not on this device yet/);
  });
});
