import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_SYNC_STATUS, updateSyncStatus } from '../../lib/sync/sync-status';
import type { EntityReadiness } from '../../lib/sync/entity-ready';
import { DownloadState } from './download-state';

afterEach(() => {
  cleanup();
  updateSyncStatus(INITIAL_SYNC_STATUS);
});

function renderState(readiness: EntityReadiness, compact = false) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  render(
    <I18nProvider i18n={i18n}>
      <DownloadState title="Downloading merchants…" readiness={readiness} compact={compact} />
    </I18nProvider>,
  );
}

describe('DownloadState', () => {
  it('says what is downloading and how far the whole download is', () => {
    updateSyncStatus({ online: true });
    renderState({ ready: false, done: 12_000, total: 50_000 });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Downloading merchants…');
    expect(status.textContent).toContain('12,000 of 50,000 records on this device');
    const bar = screen.getByRole('progressbar', { name: 'Downloading merchants…' });
    expect(bar.getAttribute('value')).toBe('12000');
    expect(bar.getAttribute('max')).toBe('50000');
    expect(status.textContent).not.toContain('offline');
  });

  it('before the first page: the download is starting, the bar has no value yet', () => {
    renderState({ ready: false, done: 0, total: null });
    expect(screen.getByText('Starting the download of your data to this device.')).toBeTruthy();
    expect(screen.getByRole('progressbar').hasAttribute('value')).toBe(false);
  });

  it('offline: says the download goes on when the device is back online', () => {
    updateSyncStatus({ online: false });
    renderState({ ready: false, done: 10, total: 20 });
    expect(screen.getByText('You are offline: the download goes on when you are back online.')).toBeTruthy();
  });

  it('compact (a dashboard card): one line, no bar', () => {
    renderState({ ready: false, done: 10, total: 20 }, true);
    expect(screen.getByRole('status').textContent).toBe('Downloading merchants…');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
