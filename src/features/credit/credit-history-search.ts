import type { SearchSchemaInput } from '@tanstack/react-router';
import type { CreditEntryListQuery } from '../../contract';
// The route's search parser only: the engine's barrel would pull Dexie into the entry chunk.
import { parseListSearch } from '../../lib/list-engine/list-rows';

const parseEntries = parseListSearch('creditEntries');

/**
 * Credit History's address: the ledger's list query. Any address parses (a missing or bad
 * parameter takes its default), so a link names only what it sets: `?bookingId=<id>` from a booking.
 */
export const parseCreditHistorySearch = (
  search: Record<string, unknown> & SearchSchemaInput,
): CreditEntryListQuery => parseEntries(search);
