/** The Active/Inactive status clients and markups share: its words, badge tones and blank choice. */
import { msg } from '@lingui/core/macro';
import type { ChoiceLabels } from './area-list';

export const ACTIVE_CHOICES = {
  labels: { Active: msg`Active`, Inactive: msg`Inactive` },
  tones: { Active: 'success', Inactive: 'danger' },
  all: msg`All statuses`,
} satisfies ChoiceLabels;
