/**
 * The Hono app: every answer is the contract envelope. Tests drive it through `app.request`;
 * index.ts serves it over HTTP.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { API_BASE_PATH, MAX_FILE_BYTES, SYNC_NEXT_CURSOR_HEADER } from '../src/contract';
import { facRoutes, uacRoutes } from './features/access/access.routes';
import { accountPublicRoutes, accountRoutes } from './features/account/account.routes';
import { devMailRoutes } from './features/account/dev-mail.routes';
import { organizationRoutes } from './features/account/organization.routes';
import { secondStepRoutes } from './features/auth/second-step.routes';
import { accountSecondFactorRoutes } from './features/account/second-factor.routes';
import { userSecondFactorRoutes } from './features/users/second-factor-reset.routes';
import { authRoutes } from './features/auth/auth.routes';
import { passkeySignInRoutes } from './features/auth/passkey-sign-in.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { CASE_CREATE_PATH, caseRoutes } from './features/cases/cases.routes';
import { creditRoutes, TOP_UP_PATH } from './features/credit/credit.routes';
import { CLIENT_FILE_PATHS, clientRoutes } from './features/clients/clients.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { eInvoiceRoutes } from './features/e-invoices/e-invoices.routes';
import { supplierSettingsRoutes } from './features/e-invoices/supplier-settings.routes';
import { consolidatedRoutes } from './features/e-invoices/consolidated/consolidated.routes';
import { myInvoisService, type MyInvoisService, SIMULATOR_PATH } from './e-invoice/myinvois-service';
import { invoiceRoutes, noteRoutes } from './features/invoices/invoices.routes';
import { markupRoutes } from './features/markups/markups.routes';
import { healthRoutes } from './features/health/health.routes';
import { menuRoutes } from './features/menu/menu.routes';
import { merchantRoutes } from './features/merchants/merchants.routes';
import { ssoRoutes } from './features/sso/sso.routes';
import { syncRoutes } from './features/sync/sync.routes';
import { userRoutes } from './features/users/users.routes';
import { ApiError } from './lib/api-error';
import { clientInfo } from './lib/client-info';
import type { AppBindings, AppDeps } from './lib/context';
import { createDeferred, type Deferred } from './lib/deferred';
import { fail } from './lib/envelope';
import { gzipLarge } from './lib/gzip-large';
import { createMailQueue } from './lib/mail/mail-queue';
import { createMailTransport, type MailTransport } from './lib/mail/mailer';
import { mailAfterAnswer } from './lib/mail/request-mail';
import { requestId } from './lib/request-id';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './lib/security-headers';
import { assertRoutesDeclared, publicCall } from './lib/route-access';
import { buildOpenApiDocument } from './lib/openapi/build-document';
import { apiDocsRoutes } from './lib/openapi/docs-routes';
import { closeIfBodyUnread } from './lib/unread-body';
import { areaRoutes } from './lib/entity-list/entity-routes';
import { AREA_READS } from './resources';
import { mountStaticApp } from './static/serve-app';

const MAX_BODY_BYTES = 1024 * 1024;
/** Calls whose body carries a file (multipart): the file's limit and 64 KB for its fields. */
const FILE_ROUTES: ReadonlySet<string> = new Set([
  `${API_BASE_PATH}/Credit${TOP_UP_PATH}`,
  `${API_BASE_PATH}/Case${CASE_CREATE_PATH}`,
  ...CLIENT_FILE_PATHS.map((path) => `${API_BASE_PATH}/Client${path}`),
]);
const MAX_FILE_BODY_BYTES = MAX_FILE_BYTES + 64 * 1024;
/** API answers from this size go out gzipped to clients that accept it (a list page, a pull page). */
const GZIP_MIN_BYTES = 8 * 1024;

export type CreateAppOptions = AppDeps & {
  /** Folder of the built web app to serve beside the API (production); omitted in tests. */
  staticDir?: string | undefined;
  /** Work answers do not wait for (index.ts drains it on shutdown); a fresh one by default. */
  deferred?: Deferred | undefined;
  /** Tests may pass their own transport and retry pauses; by default what `env` names. */
  mail?: { transport?: MailTransport | undefined; retryDelaysMs?: readonly number[] | undefined } | undefined;
  /** The MyInvois e-invoices go to (index.ts shares it with the job); by default what `env` names. */
  myInvois?: MyInvoisService | undefined;
};

export function createApp({
  staticDir,
  deferred = createDeferred(),
  mail = {},
  myInvois,
  ...deps
}: CreateAppOptions) {
  const app = new Hono<AppBindings>();
  const eInvoiceService = myInvois ?? myInvoisService(deps.env);
  app.use(requestId);
  app.use(clientInfo(deps.env.trustProxy));
  app.use(secureHeaders());
  app.use(
    securityHeaders(
      contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(staticDir),
        connectOrigins: deps.env.corsOrigins,
      }),
    ),
  );
  if (deps.env.corsOrigins.length > 0) {
    app.use(
      `${API_BASE_PATH}/*`,
      cors({
        origin: deps.env.corsOrigins,
        credentials: true,
        allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Page-Path', 'Accept-Language'],
        exposeHeaders: ['X-Request-Id', 'Retry-After', 'Idempotent-Replayed', SYNC_NEXT_CURSOR_HEADER],
      }),
    );
  }
  app.use(closeIfBodyUnread);
  const mailQueue = createMailQueue(
    mail.transport ?? createMailTransport(deps.env),
    deferred,
    mail.retryDelaysMs,
  );
  app.use(`${API_BASE_PATH}/*`, mailAfterAnswer(mailQueue));
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => fail(c, 413, 'error.bodyTooLarge'),
  });
  const fileLimit = bodyLimit({
    maxSize: MAX_FILE_BODY_BYTES,
    onError: (c) => fail(c, 413, 'file.tooLarge'),
  });
  // A GET or HEAD has no body to limit; asking for one builds the whole web Request (3 % of a list call).
  app.use(`${API_BASE_PATH}/*`, (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : (FILE_ROUTES.has(c.req.path) ? fileLimit : jsonLimit)(c, next),
  );
  app.use(`${API_BASE_PATH}/*`, gzipLarge(GZIP_MIN_BYTES));

  app.route('/api/health', healthRoutes(deps));
  app.route(`${API_BASE_PATH}/General`, authRoutes(deps, mailQueue));
  app.route(`${API_BASE_PATH}/General`, secondStepRoutes(deps, mailQueue));
  app.route(`${API_BASE_PATH}/General/passkey`, passkeySignInRoutes(deps, mailQueue));
  app.route(`${API_BASE_PATH}/Menu`, menuRoutes(deps));
  app.route(`${API_BASE_PATH}/Dashboard`, dashboardRoutes(deps));
  app.route(`${API_BASE_PATH}/Merchant`, merchantRoutes(deps));
  // The batch push runs each op through this same app, middleware and all.
  app.route(
    `${API_BASE_PATH}/Sync`,
    syncRoutes(deps, (path, init, env) => app.request(path, init, env)),
  );
  app.route(`${API_BASE_PATH}/General`, accountPublicRoutes(deps, mailQueue, deferred));
  app.route(`${API_BASE_PATH}/General`, ssoRoutes(deps));
  app.route(`${API_BASE_PATH}/Account`, accountRoutes(deps));
  app.route(`${API_BASE_PATH}/Account`, accountSecondFactorRoutes(deps));
  app.route(`${API_BASE_PATH}/Organization`, organizationRoutes(deps));
  app.route(`${API_BASE_PATH}/User`, userRoutes(deps));
  app.route(`${API_BASE_PATH}/User`, userSecondFactorRoutes(deps));
  // Areas read through their resource alone (docs/ARCHITECTURE.md, How to add an area). An area's
  // own fixed GET paths go above: `<area>/{id}` would otherwise take them (app-routes.test.ts).
  for (const resource of AREA_READS) {
    app.route(`${API_BASE_PATH}/${resource.descriptor.area}`, areaRoutes(deps, resource));
  }
  app.route(`${API_BASE_PATH}/Invoice`, invoiceRoutes(deps));
  app.route(`${API_BASE_PATH}/Markup`, markupRoutes(deps));
  app.route(`${API_BASE_PATH}/Credit`, creditRoutes(deps));
  app.route(`${API_BASE_PATH}/Case`, caseRoutes(deps));
  app.route(`${API_BASE_PATH}/Notification`, notificationRoutes(deps));
  app.route(`${API_BASE_PATH}/Client`, clientRoutes(deps));
  app.route(`${API_BASE_PATH}/CreditNote`, noteRoutes(deps, 'Credit'));
  app.route(`${API_BASE_PATH}/DebitNote`, noteRoutes(deps, 'Debit'));
  app.route(`${API_BASE_PATH}/UAC`, uacRoutes(deps));
  app.route(`${API_BASE_PATH}/FAC`, facRoutes(deps));
  // The fixed paths first: `EInvoice/{id}` would otherwise take `EInvoice/supplier` and `…/consolidated`.
  app.route(`${API_BASE_PATH}/EInvoice/supplier`, supplierSettingsRoutes(deps));
  app.route(`${API_BASE_PATH}/EInvoice/consolidated`, consolidatedRoutes(deps));
  app.route(`${API_BASE_PATH}/EInvoice`, eInvoiceRoutes(deps, eInvoiceService));
  // The MyInvois simulator, for anyone to try its calls; every answer says it is the simulator
  // (docs/e-invoicing.md). Not served in production, where the job still calls it in-process.
  if (eInvoiceService.simulator && deps.env.nodeEnv !== 'production') {
    app.use(`${SIMULATOR_PATH}/*`, publicCall);
    app.route(SIMULATOR_PATH, eInvoiceService.simulator.app);
  }
  if (deps.env.devMailPage && !deps.env.smtpUrl) app.route('/api/dev/mail', devMailRoutes(deps, deferred));
  // The API reference, read from the routes above when first asked (docs/ARCHITECTURE.md, API reference).
  app.route(
    '/api',
    apiDocsRoutes(() => buildOpenApiDocument(app.routes), deps.env.corsOrigins),
  );
  // Every API call declares who may make it, or the server does not start (docs/security.md).
  assertRoutesDeclared(app.routes, '/api/');
  if (staticDir) mountStaticApp(app, staticDir);

  app.notFound((c) => {
    const allowed = app.routes
      .filter((route) => route.method !== 'ALL' && route.path === c.req.path)
      .map((route) => route.method);
    if (allowed.length > 0) {
      c.header('Allow', [...new Set(allowed)].join(', '));
      return fail(c, 405, 'error.methodNotAllowed', { params: { method: c.req.method } });
    }
    return fail(c, 404, 'error.routeNotFound', { params: { method: c.req.method, path: c.req.path } });
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) c.header(name, value);
      return fail(c, error.status, error.code, { params: error.extra.params, errors: error.extra.errors });
    }
    if (error instanceof HTTPException && error.status < 500) {
      return fail(c, error.status, error.status === 413 ? 'error.bodyTooLarge' : 'error.fallback');
    }
    // Internals (stack, SQL, messages) stay in the server log, keyed by the request id.
    console.error(`[${c.get('requestId')}] ${c.req.method} ${c.req.path} failed:`, error);
    return fail(c, 500, 'error.unexpected');
  });
  return app;
}
