import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEntity } from '../../contract';
import { addView, clearListPrefsCache, setDefaultView, updateListPrefs } from '../../lib/list-views';
import { ListToolbar } from './list-toolbar';
import type { ListColumn, ListQuery, ListRow } from './list-types';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  localStorage.clear();
  clearListPrefsCache();
  // A wide screen: the toolbar offers the density (tables only).
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});

const column = (key: string, isDefault: boolean): ListColumn<ListRow> => ({
  key,
  kind: 'text',
  label: key,
  render: (row) => row.id,
  exportValue: (row) => row.id,
  isDefault,
});
const columns = [column('fullName', true), column('email', true), column('mobileNumber', false)];
const baseQuery: ListQuery = { pageSize: 10, curPageIndex: 1, sortKey: 'fullName', sortOrder: 'asc' };

function renderToolbar(query: ListQuery, canExport: boolean) {
  const onQueryChange = vi.fn();
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  render(
    <I18nProvider i18n={i18n}>
      <ListToolbar
        entity={userEntity}
        segment="list"
        viewKey="users:list"
        query={query}
        onQueryChange={onQueryChange}
        columns={columns}
        selectRows={() => []}
        selectedRows={[]}
        onClearSelection={() => undefined}
        bulkActions={[]}
        canExport={canExport}
        exportName="users"
      />
    </I18nProvider>,
  );
  return onQueryChange;
}

const saveDefault = () =>
  updateListPrefs('anonymous', 'users:list', (prefs) =>
    setDefaultView(
      addView(prefs, {
        id: 'v1',
        name: 'Ali',
        query: { fullName: 'ali', sortKey: 'email' },
        columns: ['email'],
      }),
      'v1',
    ),
  );

describe('ListToolbar (docs/ARCHITECTURE.md, List tools)', () => {
  it('offers Export only with FAC export', () => {
    renderToolbar(baseQuery, false);
    expect(screen.getByRole('button', { name: 'Columns' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    cleanup();
    renderToolbar(baseQuery, true);
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('opens a list without filters on the default view: its filters, sort and columns', () => {
    saveDefault();
    const onQueryChange = renderToolbar(baseQuery, false);
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    const blanks = Object.fromEntries(Object.keys(userEntity.filters).map((name) => [name, '']));
    expect(onQueryChange).toHaveBeenCalledWith({
      ...blanks,
      fullName: 'ali',
      sortKey: 'email',
      curPageIndex: 1,
    });
    expect(
      JSON.parse(localStorage.getItem('Back Office Portal-list:anonymous:users:list') ?? '{}'),
    ).toMatchObject({
      columns: ['email'],
    });
  });

  it('leaves a URL that names a filter alone', () => {
    saveDefault();
    const onQueryChange = renderToolbar({ ...baseQuery, fullName: 'siti' }, false);
    expect(onQueryChange).not.toHaveBeenCalled();
  });
});
