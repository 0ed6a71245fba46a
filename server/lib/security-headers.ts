/**
 * The Content-Security-Policy of every answer, and no caching of API answers (docs/security.md,
 * Hardening). The policy allows only this origin's scripts (plus the hashes of the inline scripts
 * the built index.html carries, read once at start), no plugins, no <base>, no framing, and
 * connections to this origin and the origins allowed to call the API. API answers, stored files
 * included, are `no-store`: a slip or a list must not stay in the browser's cache after sign-out.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from './context';

/** 'sha256-…' of each inline script (a <script> without src) of the built index.html. */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  if (!staticDir) return [];
  let html: string;
  try {
    html = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

export function contentSecurityPolicy({
  scriptHashes = [],
  connectOrigins = [],
  inlineStyles = false,
}: {
  scriptHashes?: readonly string[];
  connectOrigins?: readonly string[];
  /** Only the API reference page (lib/openapi/docs-routes.ts): its viewer styles itself inline. */
  inlineStyles?: boolean;
}): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    inlineStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    // A PDF slip or attachment is shown in a frame from a blob: URL made on the device.
    "frame-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    // No plugin; the browser's PDF viewer in that frame still shows the slip (tests/e2e).
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Sets the policy on every answer that has none of its own (a development page may bring its
 * own), and `Cache-Control: no-store` on every API answer.
 */
export function securityHeaders(policy: string) {
  return createMiddleware<AppBindings>(async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', policy);
    if (c.req.path === '/api' || c.req.path.startsWith('/api/'))
      c.res.headers.set('Cache-Control', 'no-store');
  });
}
