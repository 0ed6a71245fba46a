/**
 * The mirrored e-invoices as the screens read them (docs/ARCHITECTURE.md, E-invoices): a document's
 * attempts and its latest, and the service they go to.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import type { EInvoice, EInvoiceDocumentKind, EInvoiceServiceInfo } from '../../contract';
import { EInvoiceServiceInfoSchema } from '../../contract';
import { apiRequest } from '../../lib/api';
import { getMirror, type MirrorDb } from '../../lib/db';
import { readMeta, writeMeta } from '../../lib/db/meta';
import { useEntityIndex } from '../../lib/list-engine';
import { useSyncStatus } from '../../lib/sync';

const documentKey = (kind: EInvoiceDocumentKind, documentId: string) => `${kind}:${documentId}`;

/**
 * Each document's e-invoice attempts on the device, the latest first; null while the e-invoices
 * load. A document has attempt 1 from its issue and one more per resubmit (docs/e-invoicing.md).
 */
export function useEInvoicesByDocument(
  db: MirrorDb | null,
): ((kind: EInvoiceDocumentKind, documentId: string) => readonly EInvoice[]) | null {
  const index = useEntityIndex(db, 'eInvoices');
  const version = index?.version;
  return useMemo(() => {
    if (!index || version === undefined) return null;
    const byDocument = new Map<string, EInvoice[]>();
    index.each('list', (row) => {
      const key = documentKey(row.documentKind, row.documentId);
      byDocument.set(key, [...(byDocument.get(key) ?? []), row]);
    });
    for (const attempts of byDocument.values()) attempts.sort((a, b) => b.attempt - a.attempt);
    return (kind, documentId) => byDocument.get(documentKey(kind, documentId)) ?? [];
  }, [index, version]);
}

/** The document's attempts, the latest first: undefined while loading, empty when the device holds none. */
export function useEInvoiceAttemptsOf(
  kind: EInvoiceDocumentKind,
  documentId: string,
): readonly EInvoice[] | undefined {
  const lookup = useEInvoicesByDocument(getMirror());
  return lookup ? lookup(kind, documentId) : undefined;
}

/** The document's latest e-invoice attempt: undefined while loading, null when the device holds none. */
export function useEInvoiceOf(kind: EInvoiceDocumentKind, documentId: string): EInvoice | null | undefined {
  const attempts = useEInvoiceAttemptsOf(kind, documentId);
  return attempts ? (attempts[0] ?? null) : undefined;
}

/** Asked once per app run while online; the answer is kept on the device for offline screens. */
let asked: Promise<void> | null = null;

async function refreshService(db: MirrorDb) {
  const info = await apiRequest('/EInvoice/service', { schema: EInvoiceServiceInfoSchema });
  await writeMeta(db, 'eInvoiceService', info);
}

/** The service e-invoices go to (`simulated`: the simulator); undefined until first known. */
export function useEInvoiceService(): EInvoiceServiceInfo | undefined {
  const db = getMirror();
  // A screen opened offline asks once the connection returns.
  const { online } = useSyncStatus();
  useEffect(() => {
    if (!db || asked || !online) return;
    asked = refreshService(db).catch(() => {
      // Offline or refused: the stored answer stays, and the next screen asks again.
      asked = null;
    });
  }, [db, online]);
  return useLiveQuery(async () => (db ? await readMeta(db, 'eInvoiceService') : undefined), [db]);
}
