import 'fake-indexeddb/auto';
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
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { MirrorDb } from '../../lib/db';
import { createTestMirror } from '../../lib/sync/testing/fixtures';
import { CaseCreateError } from './case-create-error';

let db: MirrorDb;
beforeEach(() => {
  db = createTestMirror();
});
afterEach(async () => {
  cleanup();
  await db.delete();
});

function show(opId: string) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <CaseCreateError db={db} opId={opId} />,
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
}

const failedOp = (message: string) => ({
  seq: 1,
  id: 'op-1',
  entity: 'cases',
  entityId: 'c-1',
  state: 'failed',
  error: { status: 422, code: 'case.createFailed', message },
});

it("says 'Failed to create case, please try again later' once, and where the case waits", async () => {
  await db.outbox.add(failedOp('Failed to create case, please try again later') as never);
  show('op-1');
  const alert = await screen.findByRole('alert');
  expect(alert.querySelector('strong')?.textContent).toBe('Failed to create case, please try again later');
  expect(alert.textContent?.match(/Failed to create case/g)).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Pending changes' }).getAttribute('href')).toBe('/outbox');
});

it('adds the server’s own reason below the title when it is another one', async () => {
  await db.outbox.add(failedOp('The file is larger than 5 MB.') as never);
  show('op-1');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The file is larger than 5 MB.');
});
