import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SsoSignIn } from './sso-sign-in';

const settings = vi.hoisted(() => vi.fn());
vi.mock('./sso-settings.api', () => ({ getSsoSettings: settings }));

afterEach(() => {
  cleanup();
  settings.mockReset();
});

function renderButton(props: Partial<Parameters<typeof SsoSignIn>[0]> = {}) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  return render(
    <I18nProvider i18n={i18n}>
      <SsoSignIn
        grant={undefined}
        error={undefined}
        onAnswer={() => undefined}
        onReturnSettled={() => undefined}
        {...props}
      />
    </I18nProvider>,
  );
}

describe('SsoSignIn', () => {
  it('shows "Sign in with <provider>" when the server has single sign-on', async () => {
    settings.mockResolvedValue({ enabled: true, displayName: 'Company ID' });
    renderButton();
    expect(await screen.findByRole('button', { name: 'Sign in with Company ID' })).toBeTruthy();
  });

  it('shows nothing when it is off, or when the server cannot be asked (offline)', async () => {
    settings.mockResolvedValue({ enabled: false, displayName: null });
    const { container } = renderButton();
    await waitFor(() => expect(settings).toHaveBeenCalled());
    expect(container.textContent).toBe('');
    cleanup();
    settings.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = renderButton();
    await waitFor(() => expect(settings).toHaveBeenCalledTimes(2));
    expect(offline.container.textContent).toBe('');
  });

  it('says why the return from the provider failed, translated from its code', async () => {
    settings.mockResolvedValue({ enabled: true, displayName: 'Company ID' });
    renderButton({ error: 'sso.unknownSubject' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/not linked to a portal account/);
  });
});
