import 'fake-indexeddb/auto';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addIndexFields, closeMirror, openMirror, type MirrorDb } from '../../lib/db';
import { useUserStatusActions } from './user-status-actions';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);
type Row = Parameters<ReturnType<typeof useUserStatusActions>['bulkActions'][number]['appliesTo']>[0];

let db: MirrorDb;

beforeEach(async () => {
  db = await openMirror(`user-${crypto.randomUUID()}`);
});

afterEach(async () => {
  closeMirror();
  await db.delete();
});

async function seed(id: string, status: string) {
  const row = { id, status, version: 2, fullName: `User ${id}`, username: id, email: `${id}@example.my` };
  await db.users.put(addIndexFields('users', { ...row }));
  return row as unknown as Row;
}

describe('user status actions (docs/ARCHITECTURE.md, List tools)', () => {
  it('are offered only with FAC status', () => {
    const { result } = renderHook(
      () => useUserStatusActions({ canChangeStatus: false, canDelete: true, selfId: 'me' }),
      { wrapper },
    );
    expect(result.current.bulkActions).toEqual([]);
  });

  it('follow the single-row rules, never touch oneself, and queue one op per row', async () => {
    const [me, active, disabled, fresh, reset] = await Promise.all([
      seed('me', 'A'),
      seed('a', 'A'),
      seed('d', 'D'),
      seed('n', 'N'),
      seed('r', 'R'),
    ]);
    const { result } = renderHook(
      () => useUserStatusActions({ canChangeStatus: true, canDelete: true, selfId: 'me' }),
      { wrapper },
    );
    // Deleting is one user at a time: no bulk action.
    expect(result.current.bulkActions.map((action) => action.id)).toEqual(['activate', 'deactivate']);
    const [activate, deactivate] = result.current.bulkActions;
    if (!activate || !deactivate) throw new Error('both actions expected');
    const all = [me, active, disabled, fresh, reset];
    expect(all.filter(activate.appliesTo).map((row) => row.id)).toEqual(['d']);
    expect(all.filter(deactivate.appliesTo).map((row) => row.id)).toEqual(['a', 'n', 'r']);

    await deactivate.run(all.filter(deactivate.appliesTo));
    const ops = await db.outbox.toArray();
    expect(ops.map((op) => [op.entityId, op.path, op.body])).toEqual(
      ['a', 'n', 'r'].map((id) => [id, '/User/status/update', { id, status: 'Inactive', baseVersion: 2 }]),
    );
    expect(await db.users.get('a')).toMatchObject({ status: 'D', _pending: true });
  });
});
