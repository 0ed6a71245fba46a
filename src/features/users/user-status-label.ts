import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserStatus } from '../../contract';
import type { BadgeTone } from '../../ui/badge';

/** The user status codes (docs/product.md, User statuses) as the lists show them. */
const LABELS = {
  A: msg`Active`,
  N: msg`New`,
  D: msg`Inactive`,
  X: msg`Deleted`,
  L: msg`Locked`,
  R: msg`Reset pending`,
} as const;

export const userStatusLabel = (i18n: I18n, status: UserStatus) => i18n._(LABELS[status]);

export const userStatusTone = (status: UserStatus): BadgeTone =>
  status === 'A' ? 'success' : status === 'L' || status === 'X' ? 'danger' : 'neutral';
