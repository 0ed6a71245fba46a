/**
 * How the invoicing lists show their values (docs/ARCHITECTURE.md, Invoicing): the fixed values'
 * words and badge tones of invoice-labels.ts (shared with the forms, the detail and the print
 * view, so a status reads and looks the same everywhere); money, calendar dates and statuses are
 * each kind's default cell (ui/list/area-list.tsx); "Number pending" for a document the server has
 * not numbered yet.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NoteKind } from '../../contract';
import type { BadgeTone } from '../../ui/badge';
import { MARKET_LABELS, sayLabel } from './invoice-labels';

/** Credit notes lower what is owed, debit notes raise it: two tones the eye tells apart. */
export const NOTE_KIND_TONES: Record<NoteKind, BadgeTone> = { Credit: 'danger', Debit: 'info' };

/** Shown where a Draft's invoice number (or an unsent note's document number) will be. */
const NUMBER_PENDING = msg`Number pending`;

/** A market of the contract's list, translated; any other text as it is. */
export const marketLabel = (i18n: I18n, market: string) => sayLabel(i18n, MARKET_LABELS, market);

/** A document's number, or "Number pending" until the server has given it one. */
export const documentNumberText = (i18n: I18n, value: string | null) => value ?? i18n._(NUMBER_PENDING);
