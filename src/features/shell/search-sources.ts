import type { MirrorDb, MirrorRow } from '../../lib/db';

/**
 * What the navbar search finds: the menu's screens the user may open, and rows of the on-device
 * mirror (merchants, users, bookings, invoices), so it works with no network. Matching is a
 * case-insensitive "contains" on a few identifying fields, a handful of hits per kind.
 */
export type SearchKind = 'page' | 'merchant' | 'user' | 'booking' | 'invoice';
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
  fields: readonly string[];
  title: (row: MirrorRow) => string;
  detail: (row: MirrorRow) => string;
  to: (row: MirrorRow) => string | null;
};

type SearchedEntity = 'merchants' | 'users' | 'bookings' | 'invoices';

/** Where each kind of row leads; `canOpen` tells which screens exist for this user. */
export function rowSources(canOpen: (path: string) => boolean): Record<SearchedEntity, RowSource> {
  const ifOpen = (path: string) => (canOpen(path) ? path : null);
  return {
    merchants: {
      kind: 'merchant',
      fields: ['merchantName', 'email', 'contactNumber'],
      title: (row) => text(row.merchantName),
      detail: (row) => text(row.email),
      to: (row) =>
        canOpen('/merchant/merchant-profile/$ID') ? `/merchant/merchant-profile/${row.id}` : null,
    },
    users: {
      kind: 'user',
      fields: ['fullName', 'username', 'email'],
      title: (row) => text(row.fullName) || text(row.username),
      detail: (row) => text(row.email),
      to: () => ifOpen('/user/manage-user'),
    },
    bookings: {
      kind: 'booking',
      fields: ['bookingReference', 'travelerName'],
      title: (row) => text(row.bookingReference),
      detail: (row) => text(row.travelerName),
      to: () => ifOpen('/booking/booking-list'),
    },
    invoices: {
      kind: 'invoice',
      fields: ['invoiceNumber', 'guestName'],
      title: (row) => text(row.invoiceNumber),
      detail: (row) => text(row.guestName),
      to: () => null,
    },
  };
}

export const rowMatches = (row: MirrorRow, fields: readonly string[], needle: string) =>
  fields.some((field) => text(row[field]).toLocaleLowerCase().includes(needle));

export async function findRows(
  db: Pick<MirrorDb, 'rows'>,
  query: string,
  canOpen: (path: string) => boolean,
): Promise<SearchHit[]> {
  const needle = normalize(query);
  if (needle.length < 2) return [];
  const sources = rowSources(canOpen);
  const found = await Promise.all(
    (Object.keys(sources) as SearchedEntity[]).map(async (entity) => {
      const source = sources[entity];
      const rows = await db.rows(entity).find((row) => rowMatches(row, source.fields, needle), HITS_PER_KIND);
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
