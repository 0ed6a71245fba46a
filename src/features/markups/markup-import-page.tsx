/**
 * Import Markups (/markup/import-markups): the shared import screen (docs/ARCHITECTURE.md, Import)
 * with the markup form's conversion and store functions, so a row is queued exactly as the form
 * queues it. Whom the new markups apply for (every merchant, one merchant or its client) is
 * chosen once for the file; a row whose name is on the device updates that markup and keeps its
 * scope.
 */
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { MarkupCreateSchema, normalizeMarkupFields, type Markup } from '../../contract';
import type { MirrorDb, MirrorRow } from '../../lib/db';
import { defaultQuery } from '../../lib/list-engine';
import { changedValues } from '../../lib/list-import';
import { ImportScreen } from '../../ui/import/import-screen';
import { MARKUP_FIELD_LABELS } from './markup-field-labels';
import { APPLIES_TO_LABELS, CLASS_LABELS, KIND_LABELS } from './markup-labels';
import { MarkupScopeFields } from './markup-scope-fields';
import { createMarkupChange, updateMarkupChange } from './markups.store';

/** The choice cells' words, as the form's options and the list show them. */
const CHOICE_LABELS = {
  appliesTo: APPLIES_TO_LABELS,
  markupKind: KIND_LABELS,
  cabinType: CLASS_LABELS,
  hotelRating: { Any: CLASS_LABELS.Any },
};

/** The stored fields an imported row can change (its scope stays the row's). */
const COMPARED = [
  'name',
  'appliesTo',
  'cabinType',
  'hotelRating',
  'markupKind',
  'markupValue',
  'serviceFeeSen',
  'maintenanceFeeSen',
  'validFrom',
  'validTo',
];

export function MarkupImportPage({ db }: { db: MirrorDb }) {
  const navigate = useNavigate();
  const [scope, setScope] = useState({ merchantId: '', clientId: '' });

  const changeOf = (values: Record<string, unknown>, existing: MirrorRow | undefined) => {
    if (existing) {
      const row = existing as unknown as Markup;
      const body = v.parse(MarkupCreateSchema, {
        ...values,
        id: row.id,
        merchantId: row.merchantId ?? '',
        clientId: row.clientId ?? '',
      });
      return changedValues(COMPARED, normalizeMarkupFields(body), row) ? updateMarkupChange(row, body) : null;
    }
    const body = v.parse(MarkupCreateSchema, { ...values, id: crypto.randomUUID(), ...scope });
    return createMarkupChange(body);
  };

  return (
    <ImportScreen
      db={db}
      area="markups"
      title={<Trans>Import Markups</Trans>}
      fieldLabels={MARKUP_FIELD_LABELS}
      choiceLabels={CHOICE_LABELS}
      changeOf={changeOf}
      settings={
        <MarkupScopeFields
          db={db}
          merchantId={scope.merchantId}
          merchantName=""
          clientId={scope.clientId}
          errors={{}}
          onChange={(next) => setScope((previous) => ({ ...previous, ...next }))}
        />
      }
      onDone={() => void navigate({ to: '/markup/markup-list', search: defaultQuery('markups') })}
    />
  );
}
