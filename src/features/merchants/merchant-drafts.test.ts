import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { MirrorDb } from '../../lib/db';
import { clearMerchantDraft, loadMerchantDraft, saveMerchantDraft } from './merchant-drafts';
import { emptyMerchantForm } from './merchant-form';

const alice = new MirrorDb('draft-alice');
const bob = new MirrorDb('draft-bob');
afterAll(async () => {
  await alice.delete();
  await bob.delete();
});

describe('merchant drafts', () => {
  it("keep one user's unfinished form in their own mirror until it is cleared", async () => {
    expect(await loadMerchantDraft(alice)).toBeNull();
    const values = { ...emptyMerchantForm(), merchantName: 'Kedai Separuh Siap', city: 'Ipoh' };
    await saveMerchantDraft(alice, values);
    const draft = await loadMerchantDraft(alice);
    expect(draft?.values).toEqual(values);
    expect(draft?.savedAt).toBeGreaterThan(0);
    expect(await loadMerchantDraft(bob)).toBeNull();
    await clearMerchantDraft(alice);
    expect(await loadMerchantDraft(alice)).toBeNull();
  });

  it('reads a damaged draft as none', async () => {
    await alice.meta.put({ key: 'draft:create-merchant', value: { values: 'nonsense' } });
    expect(await loadMerchantDraft(alice)).toBeNull();
  });
});
