/**
 * docs/product.md, External links: navigating to an external URL is blocked unless explicitly allowed, either
 * by origin (`VITE_ALLOWED_EXTERNAL_ORIGINS`, comma-separated) or per link (`data-allow-external`).
 */
export const ALLOWED_EXTERNAL_ORIGINS: readonly string[] = (
  import.meta.env.VITE_ALLOWED_EXTERNAL_ORIGINS ?? ''
)
  .split(',')
  .map((origin: string) => origin.trim())
  .filter(Boolean);

/** Whether following `href` from a page at `currentOrigin` may go ahead. */
export function isNavigationAllowed(
  href: string,
  currentOrigin: string,
  allowed: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(href, currentOrigin);
  } catch {
    return false;
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return true;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.origin === currentOrigin || allowed.includes(url.origin);
}

/** Stops clicks on links that leave the app for an origin nobody allowed; answers how to stop. */
export function blockExternalLinks(onBlocked: (url: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('data-allow-external')) return;
    if (isNavigationAllowed(link.href, location.origin, ALLOWED_EXTERNAL_ORIGINS)) return;
    event.preventDefault();
    onBlocked(link.href);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
