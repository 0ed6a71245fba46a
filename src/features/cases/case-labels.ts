/** The words of a case's fixed values (the contract keeps them as codes), in the user's language. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CaseCategory, CaseStatus } from '../../contract';
import type { BadgeTone } from '../../ui/badge';

export const CASE_STATUS_LABELS = {
  Open: msg`Open`,
  'In progress': msg`In progress`,
  Resolved: msg`Resolved`,
  Closed: msg`Closed`,
} satisfies Record<CaseStatus, MessageDescriptor>;

export const CASE_STATUS_TONES = {
  Open: 'danger',
  'In progress': 'info',
  Resolved: 'success',
  Closed: 'neutral',
} satisfies Record<CaseStatus, BadgeTone>;

export const CASE_CATEGORY_LABELS = {
  Booking: msg`Booking`,
  Payment: msg`Payment`,
  Credit: msg`Credit`,
  Invoice: msg`Invoice`,
  Account: msg`Account`,
  Technical: msg`Technical`,
  Other: msg`Other`,
} satisfies Record<CaseCategory, MessageDescriptor>;
