/**
 * The calls the submission job makes to MyInvois (docs/e-invoicing.md, Sign-in, Statuses, Cancel):
 * signs in with client credentials, keeps the token until `expires_in` says it ends (a little
 * before), and on a 401 signs in again once and repeats the call.
 */
import type { MyInvoisService } from '../myinvois-service';

/** Sign in again this long before the token's end rather than have a call refused. */
const TOKEN_MARGIN_MS = 30_000;

export type Answer = { status: number; body: unknown; headers: Headers };

export type SubmittedEntry = { format: 'JSON'; document: string; documentHash: string; codeNumber: string };

export type DocumentSummary = {
  uuid: string;
  submissionUid: string;
  longId: string;
  internalId: string;
  status: string;
  dateTimeReceived: string;
  dateTimeValidated: string | null;
};

export type MyInvoisClient = ReturnType<typeof createMyInvoisClient>;

export function createMyInvoisClient(service: MyInvoisService, now: () => Date = () => new Date()) {
  let token: { value: string; expiresAt: number } | null = null;
  let signIns = 0;

  async function signIn(): Promise<string> {
    signIns++;
    const answer = await service.transport(`${service.identityBase}/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: service.clientId,
        client_secret: service.clientSecret,
        scope: 'InvoicingAPI',
      }).toString(),
    });
    const body = (await answer.json().catch(() => null)) as {
      access_token?: string;
      expires_in?: number;
    } | null;
    if (!answer.ok || !body?.access_token) throw new Error(`MyInvois sign-in failed (${answer.status})`);
    const lifetimeMs = Math.max(0, Number(body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS);
    token = { value: body.access_token, expiresAt: now().getTime() + lifetimeMs };
    return token.value;
  }

  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    const send = async (bearer: string) => {
      const answer = await service.transport(`${service.apiBase}${path}`, {
        method,
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, body: await answer.json().catch(() => null), headers: answer.headers };
    };
    const current = token && token.expiresAt > now().getTime() ? token.value : await signIn();
    const answer = await send(current);
    return answer.status === 401 ? send(await signIn()) : answer;
  }

  return {
    submit: (documents: SubmittedEntry[]) => call('POST', '/api/v1.0/documentsubmissions', { documents }),
    submission: (uid: string, pageNo: number) =>
      call('GET', `/api/v1.0/documentsubmissions/${encodeURIComponent(uid)}?pageNo=${pageNo}&pageSize=100`),
    details: (uuid: string) => call('GET', `/api/v1.0/documents/${encodeURIComponent(uuid)}/details`),
    search: (internalId: string, from: Date, to: Date) =>
      call(
        'GET',
        `/api/v1.0/documents/search?${new URLSearchParams({
          searchQuery: internalId,
          submissionDateFrom: from.toISOString(),
          submissionDateTo: to.toISOString(),
          pageNo: '1',
          pageSize: '100',
        }).toString()}`,
      ),
    cancel: (uuid: string, reason: string) =>
      call('PUT', `/api/v1.0/documents/state/${encodeURIComponent(uuid)}/state`, {
        status: 'cancelled',
        reason,
      }),
    /** Sign-ins made so far: tests prove the token is kept. */
    signIns: () => signIns,
  };
}
