/**
 * The company's e-invoice identity on the device (docs/ARCHITECTURE.md, E-invoices): the settings
 * calls (online: the supplier row is not a mirrored entity, so its proposals do not go through the
 * outbox), and the approved identity kept in the mirror's `meta` table, read again from the server
 * whenever the app is online, so the pre-flight runs offline with the last identity seen.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { SupplierSettingsSchema } from '../../contract';
import type {
  SupplierDecision,
  SupplierSettings,
  SupplierTaxIdentity,
  SupplierTaxIdentityInput,
} from '../../contract';
import { apiRequest } from '../../lib/api';
import { readMeta, writeMeta, type MirrorDb } from '../../lib/db';

export async function fetchSupplierSettings(db: MirrorDb | null): Promise<SupplierSettings> {
  const settings = await apiRequest('/EInvoice/supplier', { schema: SupplierSettingsSchema });
  if (db) await remember(db, settings);
  return settings;
}

const remember = (db: MirrorDb, settings: SupplierSettings) =>
  writeMeta(db, 'eInvoiceSupplier', {
    identity: settings.identity as Record<string, unknown> | null,
    readAt: Date.now(),
  });

export const proposeSupplier = (identity: SupplierTaxIdentityInput) =>
  apiRequest('/EInvoice/supplier/propose', {
    method: 'POST',
    body: { identity },
    schema: SupplierSettingsSchema,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

export async function decideSupplier(db: MirrorDb | null, decision: SupplierDecision) {
  const settings = await apiRequest('/EInvoice/supplier/approval', {
    method: 'POST',
    body: decision,
    schema: SupplierSettingsSchema,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  if (db) await remember(db, settings);
  return settings;
}

/**
 * The approved identity for the pre-flight: undefined while the mirror is read, null when none is
 * known on this device (never read online, or none approved yet).
 */
export function useSupplierIdentity(db: MirrorDb): SupplierTaxIdentity | null | undefined {
  useEffect(() => {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    // Offline or refused: the identity last read stays in use.
    fetchSupplierSettings(db).catch(() => undefined);
  }, [db]);
  return useLiveQuery(
    async () => ((await readMeta(db, 'eInvoiceSupplier'))?.identity ?? null) as SupplierTaxIdentity | null,
    [db],
  );
}
