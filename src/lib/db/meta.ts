import * as v from 'valibot';
import { EInvoiceServiceInfoSchema } from '../../contract';
import type { MirrorDb } from './mirror-db';

/**
 * Key-value bookkeeping of the mirror. Values are parsed when read back: a value written by an
 * older build, or damaged, reads as absent instead of breaking the sync (the pull then simply
 * starts over from a bootstrap).
 */
const META_SCHEMAS = {
  /** Where the delta pull continues; '' or absent means "bootstrap". */
  cursor: v.string(),
  /** When the last pull reached the end of the change log (ms since epoch). */
  lastSyncedAt: v.number(),
  /** Progress of an unfinished bootstrap, so a reload resumes the progress bar. */
  bootstrap: v.object({ done: v.number(), total: v.number() }),
  /** The format of mirrored rows; a new format drops the mirror and bootstraps again. */
  rowFormat: v.number(),
  /**
   * Sessions this user signed out of on this device whose server sign-out may not have arrived
   * yet: the service worker never sends the outbox under one (docs/security.md, "Sessions on
   * shared devices"). A new sign-in is a new session, so nothing needs clearing.
   */
  signedOutSessions: v.array(v.string()),
  /**
   * The MyInvois service e-invoices go to, as `GET EInvoice/service` last said (whether it is the
   * simulator), so the e-invoice screens say so offline too.
   */
  eInvoiceService: EInvoiceServiceInfoSchema,
  /**
   * The company's approved e-invoice identity as last read from the server, for the pre-flight
   * offline (docs/ARCHITECTURE.md, E-invoices): one small row, read again whenever the app is online.
   */
  eInvoiceSupplier: v.object({ identity: v.nullable(v.record(v.string(), v.unknown())), readAt: v.number() }),
};

export type MetaKey = keyof typeof META_SCHEMAS;
export type MetaValue<K extends MetaKey> = v.InferOutput<(typeof META_SCHEMAS)[K]>;

export async function readMeta<K extends MetaKey>(db: MirrorDb, key: K): Promise<MetaValue<K> | undefined> {
  const entry = await db.meta.get(key);
  if (!entry) return undefined;
  const parsed = v.safeParse(META_SCHEMAS[key], entry.value);
  return parsed.success ? (parsed.output as MetaValue<K>) : undefined;
}

export function writeMeta<K extends MetaKey>(db: MirrorDb, key: K, value: MetaValue<K>): Promise<string> {
  return db.meta.put({ key, value });
}

export function deleteMeta(db: MirrorDb, key: MetaKey): Promise<void> {
  return db.meta.delete(key);
}
