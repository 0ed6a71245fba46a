/**
 * GET Sync/notices (docs/ARCHITECTURE.md, Change notices): a Server-Sent Events stream that says
 * only "there are changes after cursor X for you"; it carries no row data. A notice goes to a
 * caller only for an entity their download plan holds and a row of their merchant (or a shared
 * row), and for a recipient entity (notifications) only a row addressed to them: the same policy
 * as the pull (download-plan.ts). A revocation of one of the user's
 * sessions seen by the tail re-checks the session, so a signed-out or revoked session's stream
 * ends within a tick of the tail; heartbeats end it once its access token expires.
 */
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { SessionUser } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { authenticate } from '../../lib/auth/require-auth';
import { verifyAccessToken } from '../../lib/tokens';
import type { AppBindings, AppDeps } from '../../lib/context';
import { downloadPlan, plannedSource, type DownloadPlan } from './download-plan';
import { CURSOR_VERSION, encodeCursor } from './sync-cursor';
import { noticeTail, type Change } from './notice-tail';

const HEARTBEAT_MS = 20_000;
const RETRY_AFTER_SECONDS = '30';

/** Streams open in this process, by user id. */
const openStreams = new Map<string, number>();
let openTotal = 0;

function inScope(plan: DownloadPlan, userId: string, change: Change): boolean {
  const source = plannedSource(plan, change.entity);
  if (!source) return false;
  // A row gone before the tail read it names no recipient: everyone who may hold it is woken.
  if (source.access.rows === 'recipient' && change.recipientId !== null && change.recipientId !== userId)
    return false;
  return plan.merchantId === null || change.merchantId === null || change.merchantId === plan.merchantId;
}

function reserve(deps: AppDeps, user: SessionUser): () => void {
  const mine = openStreams.get(user.userID) ?? 0;
  if (mine >= deps.env.noticeStreamsPerUser || openTotal >= deps.env.noticeStreamsPerProcess) {
    throw new ApiError(503, 'error.serviceUnavailable', { headers: { 'Retry-After': RETRY_AFTER_SECONDS } });
  }
  openStreams.set(user.userID, mine + 1);
  openTotal += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openTotal -= 1;
    const left = (openStreams.get(user.userID) ?? 1) - 1;
    if (left > 0) openStreams.set(user.userID, left);
    else openStreams.delete(user.userID);
  };
}

export function notices(deps: AppDeps) {
  return (c: Context<AppBindings>) => {
    const user = c.get('user');
    const release = reserve(deps, user);
    const plan = downloadPlan(user);
    const authorization = c.req.header('Authorization');
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (stream) => follow(stream).finally(release));

    async function follow(stream: SSEStreamingApi) {
      let wake: () => void = () => {};
      const ended = new Promise<void>((resolve) => (wake = resolve));
      stream.onAbort(() => wake());
      const checkSession = () =>
        authenticate(deps, authorization).then(
          () => true,
          () => (wake(), false),
        );
      const unsubscribe = await noticeTail(deps.db).subscribe(({ changes, signedOut }) => {
        if (signedOut.has(user.userID)) void checkSession();
        const last = changes.filter((change) => inScope(plan, user.userID, change)).at(-1);
        if (!last) return;
        const cursor = encodeCursor({
          v: CURSOR_VERSION,
          p: 'l',
          s: plan.tag,
          x: last.position.txid,
          q: last.position.seq,
        });
        void stream.writeSSE({ event: 'notice', data: JSON.stringify({ cursor }) }).catch(() => wake());
      });
      // The token's own expiry is checked without the database: 500 streams re-reading their
      // session every 20 s would cost 25 queries a second. A revoked session is the tail's news.
      const heartbeat = setInterval(() => {
        verifyAccessToken(token, deps.jwtSecret).then(
          () => stream.write(': heartbeat\n\n').catch(() => wake()),
          () => wake(),
        );
      }, HEARTBEAT_MS);
      try {
        await stream.writeSSE({ event: 'ready', data: '{}' });
        await ended;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    }
  };
}
