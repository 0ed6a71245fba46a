import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EInvoice } from '../../contract';
import { EInvoicePanel, type EInvoicePanelProps } from './e-invoice-panel';

afterEach(cleanup);
// jsdom has no CSS.escape, which Ark's focus trap calls when the dialog's opener changes.
beforeAll(() => {
  if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (value: string) => value });
});

const HOUR = 3_600_000;
const validatedAt = '2026-11-27T02:00:00.000Z';
const after = (ms: number) => new Date(new Date(validatedAt).getTime() + ms);

const row: EInvoice = {
  id: '7b2f0c1e-8a51-4c39-9a1e-0d6f2f6b7a01',
  documentKind: 'invoice',
  documentId: '7b2f0c1e-8a51-4c39-9a1e-0d6f2f6b7a02',
  merchantId: '7b2f0c1e-8a51-4c39-9a1e-0d6f2f6b7a03',
  codeNumber: 'INV-2026-000001',
  state: 'valid',
  uuid: 'SIMUUID0001',
  longId: 'SIMLONG0001',
  errors: [],
  cancelReason: null,
  consolidatedNumber: null,
  queuedAt: '2026-11-27T01:59:00.000Z',
  submittedAt: '2026-11-27T02:00:00.000Z',
  validatedAt,
  invalidAt: null,
  cancelledAt: null,
  attempt: 1,
  version: 3,
};

function show(props: Partial<EInvoicePanelProps>, locale = 'en') {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  const all: EInvoicePanelProps = {
    row,
    service: { simulated: false, documentVersion: '1.0', portalUrl: 'https://myinvois.hasil.gov.my' },
    documentState: 'issued',
    online: true,
    mayCancel: true,
    now: after(48 * 60_000),
    onCancel: async () => undefined,
    correctionLinks: <a href="/invoice/credit-debit-note/new">Add credit note</a>,
    ...props,
  };
  return render(
    <I18nProvider i18n={i18n}>
      <EInvoicePanel {...all} />
    </I18nProvider>,
  );
}

const panel = () => screen.getByRole('region', { name: 'E-invoice' });

describe('EInvoicePanel', () => {
  it('says a Draft is not submitted, and a queued one waits for the connection offline', () => {
    show({ row: null, documentState: 'draft' });
    expect(panel().textContent).toMatch(/Not submitted: the e-invoice is sent when the invoice is issued\./);
    cleanup();
    show({ row: null, documentState: 'issued', online: false });
    expect(within(panel()).getByText('Queued')).toBeTruthy();
    expect(panel().textContent).toMatch(/waits for the connection/);
    cleanup();
    show({ row: { ...row, state: 'submitted', validatedAt: null, longId: null } });
    expect(within(panel()).getByText('Submitted')).toBeTruthy();
    expect(panel().textContent).toMatch(/SIMUUID0001/);
    expect(screen.queryByRole('button', { name: 'Cancel e-invoice' })).toBeNull();
  });

  it('shows a Valid one with its UUID and the time left to cancel, to a Checker', () => {
    show({});
    expect(within(panel()).getByText('Valid')).toBeTruthy();
    expect(panel().textContent).toMatch(/SIMUUID0001/);
    expect(panel().textContent).toMatch(/Cancellable for 71 h 12 min/);
    expect(screen.getByRole('button', { name: 'Cancel e-invoice' })).toBeTruthy();
    cleanup();
    show({ mayCancel: false });
    expect(screen.queryByRole('button', { name: 'Cancel e-invoice' })).toBeNull();
    expect(panel().textContent).not.toMatch(/Cancellable/);
  });

  it('disables the cancel offline and says why', () => {
    show({ online: false });
    expect((screen.getByRole('button', { name: 'Cancel e-invoice' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(panel().textContent).toMatch(/Cancelling needs a connection/);
  });

  it('after 72 hours offers no cancel but the credit and debit notes', () => {
    show({ now: after(72 * HOUR) });
    expect(screen.queryByRole('button', { name: 'Cancel e-invoice' })).toBeNull();
    expect(panel().textContent).toMatch(/The 72-hour cancellation window has closed/);
    expect(screen.getByRole('link', { name: 'Add credit note' })).toBeTruthy();
  });

  it('asks the reason, sends it, and shows the translated refusal', async () => {
    const onCancel = vi.fn(async () => {
      throw new Error('The 72-hour window to cancel this e-invoice has closed.');
    });
    show({ onCancel });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel e-invoice' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel e-invoice' }));
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Reason/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: ' Wrong buyer ' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel e-invoice' }));
    });
    expect(onCancel).toHaveBeenCalledWith('Wrong buyer');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getByText(/has closed/).closest('[role="alert"]')).not.toBeNull());
  });

  it('lists an Invalid one’s errors in the user’s language at the field they name', () => {
    const errors = [
      {
        errorCode: 'SIM-TIN',
        error: 'Buyer TIN is invalid',
        errorMS: 'TIN pembeli tidak sah',
        propertyName: 'TIN',
        propertyPath: '$.Invoice[*].AccountingCustomerParty',
      },
      {
        errorCode: 'X1',
        error: 'Odd value',
        errorMS: 'Nilai pelik',
        propertyPath: '$.Invoice[*].Foo[0].Bar',
      },
    ];
    const invalid = {
      ...row,
      state: 'invalid' as const,
      uuid: null,
      longId: null,
      validatedAt: null,
      errors,
    };
    show({ row: invalid });
    const list = screen.getByRole('list', { name: 'Errors from MyInvois' });
    expect(list.textContent).toMatch(/Buyer: Buyer TIN is invalid/);
    expect(list.textContent).toMatch(/\$\.Invoice\[\*\]\.Foo\[0\]\.Bar: Odd value/);
    expect(panel().textContent).toMatch(/fix them and send it again/);
    cleanup();
    show({ row: invalid }, 'ms');
    expect(screen.getByRole('list').textContent).toMatch(/TIN pembeli tidak sah/);
  });

  it('shows a Cancelled one with its reason, and says when the service is simulated', () => {
    show({
      row: {
        ...row,
        state: 'cancelled',
        cancelledAt: after(HOUR).toISOString(),
        cancelReason: 'Wrong buyer',
      },
      service: { simulated: true, documentVersion: '1.0', portalUrl: '/api/dev/myinvois' },
    });
    expect(within(panel()).getByText('Cancelled')).toBeTruthy();
    expect(panel().textContent).toMatch(/Wrong buyer/);
    expect(panel().textContent).toMatch(/Simulated MyInvois: not validated by LHDN\./);
    expect(screen.queryByRole('button', { name: 'Cancel e-invoice' })).toBeNull();
  });

  it('offers the resubmit slot on an Invalid or Cancelled attempt only, and lists the earlier attempts', () => {
    const earlier: EInvoice = {
      ...row,
      id: '7b2f0c1e-8a51-4c39-9a1e-0d6f2f6b7a09',
      state: 'invalid',
      uuid: 'SIMUUID0000',
      longId: null,
      validatedAt: null,
      invalidAt: '2026-11-27T01:00:00.000Z',
      errors: [{ errorCode: 'SIM-TIN', error: 'Supplier TIN is invalid', errorMS: 'TIN pembekal tidak sah' }],
    };
    const slot = <button type="button">Send e-invoice again</button>;
    show({ row: { ...row, attempt: 2 }, earlier: [earlier], resubmit: slot });
    expect(within(panel()).getByText('Attempt 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send e-invoice again' })).toBeNull();
    const history = screen.getByRole('list', { name: 'Earlier attempts' });
    expect(history.textContent).toMatch(/Attempt 1/);
    expect(within(history).getByText('Invalid')).toBeTruthy();
    expect(history.textContent).toMatch(/Supplier TIN is invalid/);
    cleanup();
    show({ row: { ...earlier, attempt: 1 }, resubmit: slot });
    expect(screen.getByRole('button', { name: 'Send e-invoice again' })).toBeTruthy();
    cleanup();
    show({ row: { ...row, state: 'cancelled', cancelledAt: after(HOUR).toISOString() }, resubmit: slot });
    expect(screen.getByRole('button', { name: 'Send e-invoice again' })).toBeTruthy();
  });
});
