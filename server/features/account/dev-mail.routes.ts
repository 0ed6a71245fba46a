/**
 * Development only (mounted in demo mode outside production, when mail is not sent by SMTP): the
 * mail the file transport wrote. GET /api/dev/mail answers JSON (newest first, `?to=` filters by
 * recipient); GET /api/dev/mail/inbox is a plain page listing them for people. The mail holds
 * password-reset and first-time-login links, so only a caller on this machine sees it; anyone else
 * gets the 404 of an unknown path (docs/security.md, "Demo and production starts").
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { isLoopbackCall } from '../../lib/client-info';
import type { AppBindings, AppDeps } from '../../lib/context';
import type { Deferred } from '../../lib/deferred';
import { fail, ok } from '../../lib/envelope';
import { listMailFiles } from '../../lib/mail/file-transport';
import { mailDir } from '../../lib/mail/mailer';
import { declareAccess } from '../../lib/route-access';

export function devMailRoutes({ env }: AppDeps, deferred: Deferred) {
  const dir = mailDir(env);
  // Mail still being sent after an answer (forgot password) is listed once it is written.
  const list = async (to: string | undefined) => {
    await deferred.idle();
    return listMailFiles(dir, to);
  };
  return new Hono<AppBindings>()
    .use(
      declareAccess('public', async (c, next) => {
        if (!isLoopbackCall(c)) {
          return fail(c, 404, 'error.routeNotFound', { params: { method: c.req.method, path: c.req.path } });
        }
        await next();
      }),
    )
    .get('/', async (c) => ok(c, await list(c.req.query('to'))))
    .get('/inbox', async (c) => {
      const mail = await list(c.req.query('to'));
      // Its own policy (lib/security-headers.ts keeps it): the page's one <style>, nothing else.
      c.header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      );
      const linked = (text: string) =>
        text.split(/(https?:\/\/\S+)/).map((part, i) => (i % 2 ? html`<a href="${part}">${part}</a>` : part));
      return c.html(
        html`<!doctype html>
          <html lang="en">
            <head>
              <meta charset="utf-8" />
              <title>Development mail</title>
              <style>
                body {
                  font:
                    14px/1.5 system-ui,
                    sans-serif;
                  max-width: 60rem;
                  margin: 2rem auto;
                  padding: 0 1rem;
                }
                article {
                  border: 1px solid #ccc;
                  border-radius: 8px;
                  padding: 1rem;
                  margin: 1rem 0;
                }
                pre {
                  white-space: pre-wrap;
                }
              </style>
            </head>
            <body>
              <h1>Development mail (${mail.length})</h1>
              <p>Mail written to ${dir}. Shown only on this machine, in demo mode; not in production.</p>
              ${mail.map(
                (m) =>
                  html`<article>
                    <h2>${m.subject}</h2>
                    <p>To ${m.to} · ${m.sentAt} · ${m.kind} · ${m.locale}</p>
                    <pre>${linked(m.text)}</pre>
                  </article>`,
              )}
            </body>
          </html>`,
      );
    });
}
