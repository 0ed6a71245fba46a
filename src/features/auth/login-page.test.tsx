import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';

afterEach(cleanup);

describe('LoginPage', () => {
  it('asks for both fields before calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    render(
      <I18nProvider i18n={i18n}>
        <LoginPage onSignedIn={() => undefined} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
