/**
 * The page-path header value: path segments joined by hyphens (docs/product.md, Roles and levels), `index`
 * for `/`.
 */
export function pagePathHeader(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  return segments.length ? segments.join('-').slice(0, 200) : 'index';
}
