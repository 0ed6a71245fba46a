/**
 * Import Merchants (/merchant/import-merchants): the shared import screen (docs/ARCHITECTURE.md,
 * Import) with the merchant form's labels and writes, so each imported merchant is a submission
 * waiting for a Checker exactly as if typed, and a known registration number is an update.
 */
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { MERCHANT_FIELD_NAMES, MerchantInputSchema, type SessionUser } from '../../contract';
import type { MirrorDb, MirrorRow } from '../../lib/db';
import { defaultQuery, type MerchantRow } from '../../lib/list-engine';
import { changedValues } from '../../lib/list-import';
import { ImportScreen } from '../../ui/import/import-screen';
import { createMerchantChange, updateMerchantChange } from './merchant-actions';
import { MERCHANT_FIELD_LABELS, MERCHANT_SIZE_LABELS } from './merchant-fields';

const CHOICE_LABELS = { merchantSize: MERCHANT_SIZE_LABELS };

export function MerchantImportPage({ db, user }: { db: MirrorDb; user: SessionUser }) {
  const navigate = useNavigate();
  const changeOf = (values: Record<string, unknown>, existing: MirrorRow | undefined) => {
    if (existing) {
      const row = existing as unknown as MerchantRow;
      const changes = changedValues(MERCHANT_FIELD_NAMES, values, row);
      return changes ? updateMerchantChange(row, changes, user) : null;
    }
    return createMerchantChange(v.parse(MerchantInputSchema, { id: crypto.randomUUID(), ...values }), user);
  };

  return (
    <ImportScreen
      db={db}
      area="merchants"
      title={<Trans>Import Merchants</Trans>}
      fieldLabels={MERCHANT_FIELD_LABELS}
      choiceLabels={CHOICE_LABELS}
      changeOf={changeOf}
      onDone={() =>
        void navigate({ to: '/merchant/view-merchant-listing', search: defaultQuery('merchants') })
      }
    />
  );
}
