/**
 * A top-up's bank-in slip for the detail screen. While the top-up is still queued on this device,
 * its slip is the Blob stored with the op (`outboxFiles`); otherwise its bytes come from
 * `GET Credit/slip/{topUpId}` with the session's bearer token (one retry after a refresh), as a Blob
 * behind an object URL that is revoked when the screen lets go of it. Slips are not mirrored:
 * megabytes per top-up would crowd the device, so offline a slip that is not on it cannot be shown,
 * and the screen says so.
 */
import { useEffect, useState } from 'react';
import { API_BASE_PATH, PAGE_PATH_HEADER, type TopUp } from '../../contract';
import { getAccessToken, refreshAccessToken } from '../../lib/api';
import { pagePathHeader } from '../../lib/api/page-path';
import type { MirrorDb } from '../../lib/db';

export type SlipState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; type: string; name: string; source: 'device' | 'server' }
  /** offline: no network; failed: the server refused or broke; missing: not uploaded and not here. */
  | { status: 'unavailable'; reason: 'offline' | 'failed' | 'missing' };

const API_ORIGIN = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');

/** The slip's Blob queued with this top-up's op on this device, if it is still waiting there. */
export async function queuedSlip(db: MirrorDb, topUpId: string): Promise<Blob | null> {
  const ops = await db.outbox.where('[entity+entityId]').equals(['topUps', topUpId]).toArray();
  if (!ops.length) return null;
  const files = await db.outboxFiles
    .where('opId')
    .anyOf(ops.map((op) => op.id))
    .toArray();
  return files.find((file) => file.field === 'slip')?.blob ?? null;
}

/** The slip from the server; null when the network failed, a status code when it refused. */
export async function fetchSlip(topUpId: string, signal: AbortSignal): Promise<Blob | number | null> {
  const send = () => {
    const headers: Record<string, string> = { [PAGE_PATH_HEADER]: pagePathHeader(window.location.pathname) };
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetch(`${API_ORIGIN}${API_BASE_PATH}/Credit/slip/${encodeURIComponent(topUpId)}`, {
      headers,
      credentials: 'include',
      signal,
    });
  };
  try {
    let response = await send();
    if (response.status === 401 && (await refreshAccessToken())) response = await send();
    return response.ok ? await response.blob() : response.status;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

type SlipSource = Pick<TopUp, 'id' | 'slip' | 'version'>;

export function useSlip(db: MirrorDb, topUp: SlipSource, attempt = 0): SlipState {
  const { id, slip } = topUp;
  const hasServerSlip = slip !== null;
  // The answer is kept with the load it belongs to: another top-up or a retry reads as loading.
  const key = `${id}:${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: SlipState } | null>(null);
  const setState = (state: SlipState) => setAnswer({ key, state });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    const show = (blob: Blob, source: 'device' | 'server') => {
      url = URL.createObjectURL(blob);
      setState({
        status: 'ready',
        url,
        type: blob.type || slip?.type || 'application/octet-stream',
        name: slip?.name ?? '',
        source,
      });
    };
    void (async () => {
      const local = await queuedSlip(db, id);
      if (controller.signal.aborted) return;
      if (local) return show(local, 'device');
      if (!hasServerSlip) return setState({ status: 'unavailable', reason: 'missing' });
      const answer = await fetchSlip(id, controller.signal).catch(() => undefined);
      if (controller.signal.aborted || answer === undefined) return;
      if (answer instanceof Blob) return show(answer, 'server');
      setState({ status: 'unavailable', reason: answer === null ? 'offline' : 'failed' });
    })();
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // The slip's file never changes under a top-up; `slip?.type`/`name` only label it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, id, hasServerSlip, attempt]);
  return answer?.key === key ? answer.state : { status: 'loading' };
}
