/**
 * A simulator of LHDN's MyInvois API (docs/e-invoicing.md, The simulator) for demos and tests on a
 * machine without internet: the identity service's `/connect/token` and the documented e-invoice
 * calls with their limits, statuses, duplicate refusal, 72-hour cancel window and error shape.
 * Every answer says `X-MyInvois-Simulator`, and its ids start with `SIM`, so nothing it gives can be
 * mistaken for LHDN's.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { cancelWindow } from '../../../src/contract/e-invoice/time-windows';
import { errorBody, simulatorError } from './simulator-errors';
import {
  createSimulatorStore,
  type SimulatedDocument,
  type SimulatorOptions,
  type SimulatorStore,
  TOKEN_LIFETIME_S,
} from './simulator-store';
import { submitDocuments } from './submit-documents';

export const SIMULATOR_HEADER = 'X-MyInvois-Simulator';
const MAX_PAGE_SIZE = 100;

const count = (store: SimulatorStore, call: string) =>
  store.calls.set(call, (store.calls.get(call) ?? 0) + 1);

async function readJson(c: Context): Promise<{ body: unknown; bytes: number }> {
  const text = await c.req.text();
  try {
    return { body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
  } catch {
    return { body: null, bytes: Buffer.byteLength(text) };
  }
}

const summary = (document: SimulatedDocument) => ({
  uuid: document.uuid,
  submissionUid: document.submissionUid,
  longId: document.longId ?? '',
  internalId: document.internalId,
  typeName: document.typeCode,
  status: document.status,
  dateTimeReceived: document.receivedAt.toISOString(),
  dateTimeValidated: document.validatedAt?.toISOString() ?? null,
  cancelDateTime: document.cancelledAt?.toISOString() ?? null,
  documentStatusReason: document.cancelReason,
});

function overallStatus(documents: SimulatedDocument[]): string {
  const valid = documents.filter((document) => document.status !== 'Invalid').length;
  if (valid === documents.length) return 'Valid';
  return valid === 0 ? 'Invalid' : 'Partially Valid';
}

const notFound = (what: string) =>
  errorBody(simulatorError('NotFound', `${what} was not found`, `${what} tidak dijumpai`));

export function createMyInvoisSimulator(options: SimulatorOptions) {
  const store = createSimulatorStore(options);
  const now = () => store.options.now();
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header(SIMULATOR_HEADER, 'simulated; not LHDN MyInvois');
  });

  app.post('/connect/token', async (c) => {
    count(store, 'token');
    const form = new URLSearchParams(await c.req.text());
    if (form.get('grant_type') !== 'client_credentials')
      return c.json({ error: 'unsupported_grant_type' }, 400);
    if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) {
      return c.json({ error: 'invalid_client' }, 400);
    }
    if ((form.get('scope') ?? 'InvoicingAPI') !== 'InvoicingAPI')
      return c.json({ error: 'invalid_scope' }, 400);
    const token = `SIM.${randomBytes(24).toString('base64url')}`;
    store.tokens.set(token, { expiresAt: now().getTime() + TOKEN_LIFETIME_S * 1000 });
    return c.json({
      access_token: token,
      token_type: 'Bearer',
      expires_in: TOKEN_LIFETIME_S,
      scope: 'InvoicingAPI',
    });
  });

  app.use('/api/*', async (c, next) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    const entry = store.tokens.get(token);
    if (!entry || entry.expiresAt <= now().getTime()) {
      return c.json(
        errorBody(
          simulatorError(
            'Unauthorized',
            'The token is missing or has expired',
            'Token tiada atau telah tamat tempoh',
          ),
        ),
        401,
      );
    }
    await next();
  });

  app.post('/api/v1.0/documentsubmissions', async (c) => {
    count(store, 'submit');
    const { body, bytes } = await readJson(c);
    const outcome = submitDocuments(store, body, bytes);
    for (const [name, value] of Object.entries(outcome.headers ?? {})) c.header(name, value);
    return c.json(outcome.body as object, outcome.status);
  });

  app.get('/api/v1.0/documentsubmissions/:uid', (c) => {
    count(store, 'submission');
    const submission = store.submissions.get(c.req.param('uid'));
    if (!submission) return c.json(notFound('Submission'), 404);
    const pageSize = Math.min(
      MAX_PAGE_SIZE,
      Math.max(1, Number(c.req.query('pageSize') ?? MAX_PAGE_SIZE) || MAX_PAGE_SIZE),
    );
    const pageNo = Math.max(1, Number(c.req.query('pageNo') ?? 1) || 1);
    const documents = submission.documentUuids.flatMap((uuid) => store.documents.get(uuid) ?? []);
    return c.json({
      submissionUid: submission.uid,
      documentCount: documents.length,
      dateTimeReceived: submission.receivedAt.toISOString(),
      overallStatus: overallStatus(documents),
      documentSummary: documents.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(summary),
    });
  });

  // Search documents: `searchQuery` matches a document's internal id (its codeNumber) or UUID,
  // within the submission dates given; newest first. A client that stopped between submit and
  // record asks here before it submits again (docs/e-invoicing.md, How the product uses them).
  app.get('/api/v1.0/documents/search', (c) => {
    count(store, 'search');
    const query = c.req.query('searchQuery') ?? '';
    const from = Date.parse(c.req.query('submissionDateFrom') ?? '');
    const to = Date.parse(c.req.query('submissionDateTo') ?? '');
    if (Number.isNaN(from) || Number.isNaN(to)) {
      return c.json(
        errorBody(
          simulatorError(
            'BadArgument',
            'Give submissionDateFrom and submissionDateTo',
            'Berikan submissionDateFrom dan submissionDateTo',
          ),
        ),
        400,
      );
    }
    const result = [...store.documents.values()]
      .filter((document) => query === '' || document.internalId === query || document.uuid === query)
      .filter((document) => {
        const at = document.receivedAt.getTime();
        return at >= from && at <= to;
      })
      .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime())
      .slice(0, MAX_PAGE_SIZE)
      .map(summary);
    return c.json({ result, metadata: { totalPages: 1, totalCount: result.length } });
  });

  app.get('/api/v1.0/documents/:uuid/details', (c) => {
    count(store, 'details');
    const document = store.documents.get(c.req.param('uuid'));
    if (!document) return c.json(notFound('Document'), 404);
    const step =
      document.errors.length === 0
        ? { status: 'Valid', name: 'Step03-Validation' }
        : {
            status: 'Invalid',
            name: 'Step03-Validation',
            error: simulatorError('Invalid', 'Validation failed', 'Pengesahan gagal', {
              innerError: document.errors,
            }),
          };
    return c.json({
      ...summary(document),
      validationResults: { status: document.status, validationSteps: [step] },
    });
  });

  app.put('/api/v1.0/documents/state/:uuid/state', async (c) => {
    count(store, 'state');
    const document = store.documents.get(c.req.param('uuid'));
    if (!document) return c.json(notFound('Document'), 404);
    const { body } = await readJson(c);
    const { status, reason } = (body ?? {}) as { status?: unknown; reason?: unknown };
    if (status !== 'cancelled' || typeof reason !== 'string' || reason.trim() === '') {
      return c.json(
        errorBody(
          simulatorError(
            'BadArgument',
            'Give status "cancelled" and a reason',
            'Berikan status "cancelled" dan sebab',
            { propertyName: 'reason' },
          ),
        ),
        400,
      );
    }
    if (document.status !== 'Valid' || !document.validatedAt) {
      return c.json(
        errorBody(
          simulatorError(
            'IncorrectState',
            `A document in status ${document.status} cannot be cancelled`,
            `Dokumen berstatus ${document.status} tidak boleh dibatalkan`,
          ),
        ),
        400,
      );
    }
    if (!cancelWindow(document.validatedAt, now()).isOpen) {
      return c.json(
        errorBody(
          simulatorError(
            'OperationPeriodOver',
            'The 72-hour cancellation period is over',
            'Tempoh pembatalan 72 jam telah tamat',
          ),
        ),
        400,
      );
    }
    Object.assign(document, { status: 'Cancelled', cancelledAt: now(), cancelReason: reason.trim() });
    return c.json({ uuid: document.uuid, status: 'Cancelled' });
  });

  // The public validation link a printed QR code opens (`{portal}/{uuid}/share/{longId}`): the
  // document's number and status, said to be simulated. Only the pair it gave opens a page.
  app.get('/:uuid/share/:longId', (c) => {
    const document = store.documents.get(c.req.param('uuid'));
    if (!document || !document.longId || document.longId !== c.req.param('longId')) {
      return c.json(notFound('Document'), 404);
    }
    // `html` escapes every value: a document's number is whatever its submitter wrote.
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <meta charset="utf-8" />
          <title>Simulated MyInvois</title>
          <h1>Simulated MyInvois: not validated by LHDN</h1>
          <p>Document ${document.internalId} (${document.uuid}): ${document.status}</p>
        </html>`,
    );
  });

  return { app, store };
}
