import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const PREF = 'bo-portal:server-demo';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  localStorage.clear();
  // The module keeps the answer of its page load: each test loads it afresh.
  vi.resetModules();
});

const answering = (demo: boolean) =>
  vi.fn(() => Promise.resolve(Response.json({ success: true, message: '', data: { status: 'ok', demo } })));

async function renderBanner() {
  const { DemoBanner } = await import('./demo-banner');
  render(
    <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>
      <DemoBanner placement="sign-in" />
    </I18nProvider>,
  );
}

describe('DemoBanner', () => {
  it('says it is a demo with public passwords when the server says so, and keeps the answer', async () => {
    const fetch = answering(true);
    vi.stubGlobal('fetch', fetch);
    await renderBanner();
    expect((await screen.findByRole('note')).textContent).toMatch(/Demo.*passwords are public/);
    expect(fetch).toHaveBeenCalledWith('/api/health', expect.anything());
    expect(localStorage.getItem(PREF)).toBe('1');
  });

  it('shows nothing on a real deployment', async () => {
    localStorage.setItem(PREF, '1');
    vi.stubGlobal('fetch', answering(false));
    await renderBanner();
    await vi.waitFor(() => expect(localStorage.getItem(PREF)).toBe('0'));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('still says it offline, from the last answer kept on the device', async () => {
    localStorage.setItem(PREF, '1');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderBanner();
    expect(screen.getByRole('note').textContent).toMatch(/public/);
  });
});
