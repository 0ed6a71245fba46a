import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n as appI18n } from '../../lib/i18n/i18n';
import { BulkActionBar } from './bulk-action-bar';
import type { BulkAction } from './list-types';

const toasts = vi.hoisted(() => ({ create: vi.fn((_toast: object) => 'toast-1'), update: vi.fn() }));
vi.mock('../toaster', () => ({ toaster: toasts }));

beforeAll(() => appI18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

type Row = { id: string; status: string };
const rows: Row[] = [
  { id: '1', status: 'Active' },
  { id: '2', status: 'Inactive' },
  { id: '3', status: 'Active' },
];

function renderBar(selected: readonly Row[], run: BulkAction<Row>['run'], onClear = vi.fn()) {
  const deactivate: BulkAction<Row> = {
    id: 'deactivate',
    label: 'Deactivate',
    appliesTo: (row) => row.status === 'Active',
    confirmText: (count) => `Deactivate ${count} merchants?`,
    run,
  };
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  render(
    <I18nProvider i18n={i18n}>
      <BulkActionBar selectedRows={selected} actions={[deactivate]} onClear={onClear} />
    </I18nProvider>,
  );
  return onClear;
}

describe('BulkActionBar (docs/ARCHITECTURE.md, List tools)', () => {
  it('is absent without a selection', () => {
    renderBar([], vi.fn());
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('confirms once, runs the rows it applies to and says how many are skipped', async () => {
    const run = vi.fn(async () => undefined);
    const onClear = renderBar(rows, run);
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Deactivate 2 merchants?');
    expect(dialog.textContent).toContain('1 of the selected rows will be skipped.');
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(onClear).toHaveBeenCalledTimes(1));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith([rows[0], rows[2]]);
    // Nothing waits (no outbox op outstanding): the toast says saved, not "sent when online".
    await waitFor(() => expect(toasts.create).toHaveBeenCalledTimes(1));
    expect(toasts.create).toHaveBeenCalledWith({
      type: 'success',
      title: '2 rows changed.',
      description: '1 selected rows were skipped: the action does not apply to them. Saved.',
    });
  });

  it('runs nothing when the confirmation is cancelled', async () => {
    const run = vi.fn(async () => undefined);
    renderBar(rows, run);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(run).not.toHaveBeenCalled();
  });
});
