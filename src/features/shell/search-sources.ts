import type { MirrorDb, MirrorRow } from '../../lib/db';
import { getEntityIndex } from '../../lib/list-engine';

/**
 * What the navbar search finds: the menu's screens the user may open, and rows of the on-device
 * mirror (merchants, users, bookings, invoices, credit and debit notes), so it works with no
 * network. Matching is a case-insensitive "contains" on the descriptor's search fields, a handful
 * of hits per kind, through each entity's list index (lib/list-engine, so a deleted user is not
 * found, as no list shows one). An invoice opens its detail; a note opens its invoice's detail,
 * which lists the invoice's notes.
 */
export type SearchKind = 'page' | 'merchant' | 'user' | 'booking' | 'invoice' | 'note';
export type SearchHit = { id: string; kind: SearchKind; title: string; detail: string; to: string | null };
export type SearchPage = { title: string; path: string };

export const HITS_PER_KIND = 5;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const normalize = (query: string) => query.trim().toLocaleLowerCase();

export function findPages(pages: readonly SearchPage[], query: string): SearchHit[] {
  const needle = normalize(query);
  if (!needle) return [];
  return pages
    .filter((page) => page.title.toLocaleLowerCase().includes(needle))
    .slice(0, HITS_PER_KIND * 2)
    .map((page) => ({
      id: `page:${page.path}`,
      kind: 'page',
      title: page.title,
      detail: page.path,
      to: page.path,
    }));
}

type RowSource = {
  kind: Exclude<SearchKind, 'page'>;
  title: (row: MirrorRow) => string;
  detail: (row: MirrorRow) => string;
  to: (row: MirrorRow) => string | null;
};

type SearchedEntity = 'merchants' | 'users' | 'bookings' | 'invoices' | 'invoiceNotes';
const INVOICE_DETAIL = '/invoice/invoice/$id';

/** Where each kind of row leads; `canOpen` tells which screens exist for this user. */
export function rowSources(canOpen: (path: string) => boolean): Record<SearchedEntity, RowSource> {
  const ifOpen = (path: string) => (canOpen(path) ? path : null);
  return {
    merchants: {
      kind: 'merchant',
      title: (row) => text(row.merchantName),
      detail: (row) => text(row.email),
      to: (row) =>
        canOpen('/merchant/merchant-profile/$ID') ? `/merchant/merchant-profile/${row.id}` : null,
    },
    users: {
      kind: 'user',
      title: (row) => text(row.fullName) || text(row.username),
      detail: (row) => text(row.email),
      to: () => ifOpen('/user/manage-user'),
    },
    bookings: {
      kind: 'booking',
      title: (row) => text(row.bookingReference),
      detail: (row) => text(row.travelerName),
      to: () => ifOpen('/booking/booking-list'),
    },
    invoices: {
      kind: 'invoice',
      title: (row) => text(row.invoiceNumber),
      detail: (row) => text(row.guestName),
      to: (row) => (canOpen(INVOICE_DETAIL) ? `/invoice/invoice/${row.id}` : null),
    },
    invoiceNotes: {
      kind: 'note',
      title: (row) => text(row.documentNumber),
      detail: (row) => text(row.invoiceNumber),
      to: (row) => (canOpen(INVOICE_DETAIL) ? `/invoice/invoice/${text(row.invoiceId)}` : null),
    },
  };
}

/** Up to HITS_PER_KIND rows of one entity matching `needle` (already lower-cased). */
async function findOf(db: MirrorDb, entity: SearchedEntity, needle: string): Promise<MirrorRow[]> {
  const index = getEntityIndex(db, entity);
  // A mirror closing under the search (sign-out) finds nothing rather than failing the dialog.
  const loaded = await index.load().then(
    () => true,
    () => false,
  );
  return loaded ? (index.search(needle, HITS_PER_KIND) as unknown as MirrorRow[]) : [];
}

export async function findRows(
  db: MirrorDb,
  query: string,
  canOpen: (path: string) => boolean,
): Promise<SearchHit[]> {
  const needle = normalize(query);
  if (needle.length < 2) return [];
  const sources = rowSources(canOpen);
  const found = await Promise.all(
    (Object.keys(sources) as SearchedEntity[]).map(async (entity) => {
      const source = sources[entity];
      const rows = await findOf(db, entity, needle);
      return rows.map((row) => ({
        id: `${source.kind}:${row.id}`,
        kind: source.kind,
        title: source.title(row),
        detail: source.detail(row),
        to: source.to(row),
      }));
    }),
  );
  return found.flat();
}
