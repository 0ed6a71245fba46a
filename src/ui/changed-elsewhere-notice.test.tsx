import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noteOwnChange } from '../lib/sync/own-changes';
import { ChangedElsewhereNotice } from './changed-elsewhere-notice';

afterEach(cleanup);

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
type Row = { id: string; version: number; _pending?: boolean };

function renderNotice(row: Row, isEditing = false) {
  const view = render(
    <I18nProvider i18n={i18n}>
      <ChangedElsewhereNotice entity="merchants" row={row} isEditing={isEditing} />
    </I18nProvider>,
  );
  return (next: Row) =>
    view.rerender(
      <I18nProvider i18n={i18n}>
        <ChangedElsewhereNotice entity="merchants" row={next} isEditing={isEditing} />
      </I18nProvider>,
    );
}

describe('ChangedElsewhereNotice', () => {
  it('says so when a newer version arrives that this tab did not send, until dismissed', () => {
    const show = renderNotice({ id: 'm1', version: 1 });
    expect(screen.queryByRole('status')).toBeNull();
    show({ id: 'm1', version: 2 });
    expect(screen.getByRole('status').textContent).toMatch(/Someone else changed this record just now/);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("stays quiet for this tab's own change coming back from the server", () => {
    const show = renderNotice({ id: 'm2', version: 1 });
    show({ id: 'm2', version: 1, _pending: true });
    noteOwnChange('merchants', 'm2');
    show({ id: 'm2', version: 2 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells an editor that their edits are kept, and forgets the notice on another record', () => {
    const show = renderNotice({ id: 'm3', version: 4 }, true);
    show({ id: 'm3', version: 5 });
    expect(screen.getByRole('status').textContent).toMatch(/Your edits are kept/);
    show({ id: 'm4', version: 9 });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
