import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { MARKUP_APPLIES_TO, MARKUP_STATUSES } from '../../contract';
import type { ListFilterControl } from '../../ui/list/list-types';
import { appliesToLabel, markupStatusLabel } from './markup-labels';

/** The markup list's filters; how each matches is markupEntity.filters'. */
export function useMarkupFilters(): readonly ListFilterControl[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      { name: 'name', label: t`Name`, control: 'text' },
      {
        name: 'appliesTo',
        label: t`Applies to`,
        control: 'select',
        options: MARKUP_APPLIES_TO.map((value) => ({ value, label: appliesToLabel(i18n, value) })),
        allLabel: t`Flights and hotels`,
      },
      {
        name: 'status',
        label: t`Status`,
        control: 'select',
        options: MARKUP_STATUSES.map((value) => ({ value, label: markupStatusLabel(i18n, value) })),
        allLabel: t`All statuses`,
      },
    ],
    [t, i18n],
  );
}
