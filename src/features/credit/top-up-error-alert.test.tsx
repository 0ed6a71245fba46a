import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { OutboxOp } from '../../lib/db';
import { TopUpErrorAlert } from './top-up-error-alert';

afterEach(cleanup);

it("says 'Top Up Error' with the server's reason and where the top-up waits", async () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const op = {
    id: 'k',
    state: 'failed',
    error: { status: 403, code: 'error.forbidden', message: 'You do not have permission to do this.' },
  } as OutboxOp;
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <TopUpErrorAlert op={op} />,
  });
  const outbox = createRoute({ getParentRoute: () => root, path: '/outbox' });
  const router = createRouter({
    routeTree: root.addChildren([page, outbox]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert.querySelector('strong')?.textContent).toBe('Top Up Error');
  expect(alert.textContent).toContain('You do not have permission to do this.');
  expect(screen.getByRole('link', { name: 'Pending changes' }).getAttribute('href')).toBe('/outbox');
});
