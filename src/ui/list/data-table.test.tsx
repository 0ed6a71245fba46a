import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataViewProps } from './data-table';
import type { ListColumn } from './list-types';

type Row = { id: string; name: string; amount: number; _pending?: boolean };

const columns: ListColumn<Row>[] = [
  {
    key: 'name',
    kind: 'text',
    label: 'Name',
    sortKey: 'name',
    isDefault: true,
    render: (row) => row.name,
    exportValue: (row) => row.name,
  },
  {
    key: 'amount',
    kind: 'money',
    label: 'Amount',
    sortKey: 'amount',
    isDefault: true,
    render: (row) => String(row.amount),
    exportValue: (row) => row.amount,
  },
];
const rows: Row[] = [
  { id: 'a', name: 'Aminah', amount: 10 },
  { id: 'b', name: 'Badrul', amount: 20, _pending: true },
];

let isNarrow = false;
beforeEach(() => {
  isNarrow = false;
  vi.stubGlobal('matchMedia', () => ({ matches: isNarrow, addEventListener() {}, removeEventListener() {} }));
  // The menu's positioning watches sizes; jsdom has no layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTable(props: Partial<DataViewProps<Row>> = {}) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const onSort = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <DataTable
        caption="People"
        columns={columns}
        rowHeaderKey="name"
        rows={rows}
        sortKey="amount"
        sortOrder="desc"
        onSort={onSort}
        rowLabel={(row) => row.name}
        {...props}
      />
    </I18nProvider>,
  );
  return { onSort };
}

describe('DataTable', () => {
  it('says the sort on each header and sorts from the header button', () => {
    const { onSort } = renderTable();
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('marks a row whose change is not yet on the server', () => {
    renderTable();
    expect(within(screen.getByRole('row', { name: /Badrul/ })).getByText('Pending sync')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Aminah/ })).queryByText('Pending sync')).toBeNull();
  });

  it('selects every row of the page from the header checkbox', () => {
    const onTogglePage = vi.fn();
    renderTable({ selection: { isSelected: (id) => id === 'a', onToggle: vi.fn(), onTogglePage } });
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(onTogglePage).toHaveBeenCalledWith(true);
    expect((screen.getByRole('checkbox', { name: 'Select Aminah' }) as HTMLInputElement).checked).toBe(true);
  });

  it('opens a row from the button in its row header', () => {
    const onOpenRow = vi.fn();
    renderTable({ onOpenRow });
    fireEvent.click(within(screen.getByRole('rowheader', { name: /Aminah/ })).getByRole('button'));
    expect(onOpenRow).toHaveBeenCalledTimes(1);
    expect(onOpenRow).toHaveBeenCalledWith(rows[0]);
  });

  it('shows cards with a sort choice instead of a table on a narrow screen', () => {
    isNarrow = true;
    const { onSort } = renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'asc' } });
    expect(onSort).toHaveBeenCalledWith('amount', 'asc');
  });

  it('on a phone, says the sort even when its column is hidden', () => {
    isNarrow = true;
    const [name] = columns;
    renderTable({ columns: name ? [name] : [], sortColumns: columns, sortKey: 'amount' });
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('amount');
  });

  it("offers a row's actions in one menu named after the row, and none where it has none", async () => {
    const onDeactivate = vi.fn();
    renderTable({
      rowActions: (row) =>
        row.id === 'a' ? [{ id: 'status', label: 'Deactivate', isDanger: true, onSelect: onDeactivate }] : [],
    });
    expect(screen.queryByRole('button', { name: 'Actions for Badrul' })).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Actions for Aminah' });
    expect(
      within(screen.getByRole('row', { name: /Aminah/ })).queryByRole('button', { name: /Deactivate/ }),
    ).toBeNull();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    // Opened from the keyboard, the first item is highlighted; Enter chooses it.
    const item = await screen.findByRole('menuitem', { name: 'Deactivate' });
    await waitFor(() => expect(item.dataset['highlighted']).toBe(''));
    fireEvent.keyDown(screen.getByRole('menu', { name: 'Actions for Aminah' }), { key: 'Enter' });
    await waitFor(() => expect(onDeactivate).toHaveBeenCalledTimes(1));
  });

  it('shows no Actions column when no row of the page has an action (a Maker in Pending Approval)', () => {
    renderTable({ rowActions: () => [] });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    cleanup();
    renderTable({
      rowActions: (row) => (row.id === 'b' ? [{ id: 'edit', label: 'Edit', onSelect: vi.fn() }] : []),
    });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
  });

  it("puts a column's picture (a logo) beside its text, outside the text that is cut", () => {
    const [name, amount] = columns;
    if (!name || !amount) throw new Error('columns');
    renderTable({ columns: [{ ...name, lead: (row) => <img alt={`Logo of ${row.name}`} /> }, amount] });
    const header = screen.getByRole('rowheader', { name: /Aminah/ });
    const logo = within(header).getByRole('img', { name: 'Logo of Aminah' });
    const text = header.querySelector('[data-full]');
    expect(text?.getAttribute('data-full')).toBe('Aminah');
    expect(text?.contains(logo)).toBe(false);
  });

  it('does not open the row when its menu is clicked (the menu is portalled, React bubbles)', async () => {
    const onOpenRow = vi.fn();
    renderTable({ onOpenRow, rowActions: () => [{ id: 'status', label: 'Deactivate', onSelect: vi.fn() }] });
    const trigger = screen.getByRole('button', { name: 'Actions for Aminah' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(onOpenRow).not.toHaveBeenCalled();
  });

  it('keeps numbers and amounts right-aligned and says its density', () => {
    renderTable({ density: 'compact' });
    const amount = within(screen.getByRole('row', { name: /Aminah/ })).getByRole('cell', { name: '10' });
    expect(amount.className).toMatch(/ta_right/);
    expect(screen.getByRole('table').parentElement?.dataset['density']).toBe('compact');
  });
});
