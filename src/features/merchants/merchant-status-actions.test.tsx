import 'fake-indexeddb/auto';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addIndexFields, closeMirror, openMirror, type MirrorDb } from '../../lib/db';
import { merchantRow } from '../../lib/sync/testing/fixtures';
import { useMerchantStatusActions } from './merchant-status-actions';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

let db: MirrorDb;

beforeEach(async () => {
  db = await openMirror(`user-${crypto.randomUUID()}`);
});

afterEach(async () => {
  closeMirror();
  await db.delete();
});

async function seed(overrides: Record<string, unknown>) {
  const row = { ...merchantRow(overrides), version: 3 } as Parameters<
    ReturnType<typeof useMerchantStatusActions>['bulkActions'][number]['appliesTo']
  >[0];
  await db.merchants.put(addIndexFields('merchants', { ...row }));
  return row;
}

describe('merchant status actions (docs/ARCHITECTURE.md, List tools)', () => {
  it('are offered only with FAC status', () => {
    const { result } = renderHook(() => useMerchantStatusActions(false), { wrapper });
    expect(result.current.bulkActions).toEqual([]);
  });

  it('activate only approved merchants and queue one ordinary op per row', async () => {
    const approved = await seed({ status: 'Inactive', approvalStatus: 'Approved' });
    const unapproved = await seed({ status: 'Inactive', approvalStatus: 'Pending' });
    const active = await seed({ status: 'Active', approvalStatus: 'Approved' });
    const { result } = renderHook(() => useMerchantStatusActions(true), { wrapper });
    const [activate, deactivate] = result.current.bulkActions;
    if (!activate || !deactivate) throw new Error('both actions expected');

    expect([approved, unapproved, active].filter(activate.appliesTo)).toEqual([approved]);
    expect([approved, unapproved, active].filter(deactivate.appliesTo)).toEqual([active]);
    expect(activate.confirmText(1)).toBe('Activate 1 merchants?');

    await activate.run([approved]);
    await deactivate.run([active]);
    const ops = await db.outbox.toArray();
    expect(ops.map((op) => [op.entityId, op.path, op.body])).toEqual([
      [approved.id, '/Merchant/status/update', { id: approved.id, status: 'Active', baseVersion: 3 }],
      [active.id, '/Merchant/status/update', { id: active.id, status: 'Inactive', baseVersion: 3 }],
    ]);
    expect(await db.merchants.get(active.id)).toMatchObject({ status: 'Inactive', _pending: true });
  });
});
