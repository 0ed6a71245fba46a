import * as v from 'valibot';
import { MERCHANT_FIELD_NAMES } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import type { MerchantFormValues } from './merchant-form';

/**
 * The unfinished create-merchant form, kept in the user's own mirror database (its `meta` table),
 * so it survives a reload or a closed tab, offline too, and another user of the device never sees
 * it. One draft per user; a submitted or discarded form removes it.
 */
const DRAFT_KEY = 'draft:create-merchant';

const DraftSchema = v.object({
  values: v.record(v.string(), v.string()),
  savedAt: v.number(),
});
export type MerchantDraft = { values: MerchantFormValues; savedAt: number };

export async function loadMerchantDraft(db: MirrorDb): Promise<MerchantDraft | null> {
  const entry = await db.meta.get(DRAFT_KEY);
  const parsed = v.safeParse(DraftSchema, entry?.value);
  if (!parsed.success) return null;
  const values = {} as MerchantFormValues;
  for (const field of MERCHANT_FIELD_NAMES) values[field] = parsed.output.values[field] ?? '';
  return { values, savedAt: parsed.output.savedAt };
}

export async function saveMerchantDraft(db: MirrorDb, values: MerchantFormValues): Promise<void> {
  await db.meta.put({ key: DRAFT_KEY, value: { values, savedAt: Date.now() } });
}

export async function clearMerchantDraft(db: MirrorDb): Promise<void> {
  await db.meta.delete(DRAFT_KEY);
}
