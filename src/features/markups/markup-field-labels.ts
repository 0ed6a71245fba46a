/** Each imported markup field's label as the markup form shows it (the import's headers and preview). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const MARKUP_FIELD_LABELS: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  appliesTo: msg`Applies to`,
  cabinType: msg`Cabin type`,
  hotelRating: msg`Hotel rating`,
  markupKind: msg`Markup type`,
  markupValue: msg`Markup (% or RM)`,
  serviceFee: msg`Service fee (RM)`,
  maintenanceFee: msg`Maintenance fee (RM)`,
  validFrom: msg`Valid from`,
  validTo: msg`Valid to`,
};
