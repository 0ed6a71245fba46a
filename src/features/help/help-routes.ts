/**
 * Which help article answers a screen: the longest path prefix of the current route that has
 * one. Screens without one (and the help center itself) lead to the help center's home. Kept
 * apart from the articles, so the navbar's Help link carries no article text.
 */
const ARTICLE_OF_PATH: ReadonlyArray<readonly [prefix: string, slug: string]> = [
  ['/dashboard', 'getting-around'],
  ['/account-settings', 'signing-in'],
  ['/outbox', 'offline-and-pending-changes'],
  ['/merchant', 'merchants-and-approval'],
  ['/organization', 'merchants-and-approval'],
  ['/user', 'users-and-roles'],
  ['/uac', 'users-and-roles'],
  ['/fac', 'users-and-roles'],
  ['/booking', 'bookings'],
  ['/invoice', 'invoices-and-notes'],
  ['/settings/e-invoice', 'invoices-and-notes'],
  ['/credit/top-up', 'top-up'],
  ['/credit/credit-history', 'credit-action-codes'],
  ['/credit/credit-management', 'credit-management'],
  ['/client', 'clients'],
  ['/markup', 'markups'],
  ['/case', 'service-requests'],
];

export const HELP_ARTICLE_SLUGS = [...new Set(ARTICLE_OF_PATH.map(([, slug]) => slug))];

const startsWithSegments = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

/** The slug of the article for a route path, or null for the help center's home. */
export function helpSlugFor(pathname: string): string | null {
  let best: readonly [string, string] | null = null;
  for (const entry of ARTICLE_OF_PATH) {
    if (startsWithSegments(pathname, entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best ? best[1] : null;
}

/** Where a screen's Help goes: its article, else the help center's home. */
export function helpPathFor(pathname: string): string {
  const slug = helpSlugFor(pathname);
  return slug ? `/help-center/${slug}` : '/help-center';
}
