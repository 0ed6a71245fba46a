/**
 * A case's attachment for its screen: while the case is still queued on this device, the Blob
 * stored with its op (`outboxFiles`); otherwise `GET Case/attachment/{caseId}` with the session's
 * bearer token (one retry after a refresh), behind an object URL revoked when the screen lets go.
 * Attachments are not mirrored (megabytes per case), so offline one that is not here cannot be shown.
 */
import { useEffect, useState } from 'react';
import { API_BASE_PATH, PAGE_PATH_HEADER, type Case } from '../../contract';
import { getAccessToken, refreshAccessToken } from '../../lib/api';
import { pagePathHeader } from '../../lib/api/page-path';
import type { MirrorDb } from '../../lib/db';
import { ATTACHMENT_FIELD } from './case.store';

export type AttachmentState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; url: string; type: string; name: string }
  | { status: 'unavailable'; reason: 'offline' | 'failed' };

const API_ORIGIN = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');

async function queuedAttachment(db: MirrorDb, caseId: string): Promise<{ blob: Blob; name: string } | null> {
  const ops = await db.outbox.where('[entity+entityId]').equals(['cases', caseId]).toArray();
  if (!ops.length) return null;
  const files = await db.outboxFiles
    .where('opId')
    .anyOf(ops.map((op) => op.id))
    .toArray();
  const file = files.find((item) => item.field === ATTACHMENT_FIELD);
  return file ? { blob: file.blob, name: file.name } : null;
}

async function fetchAttachment(caseId: string, signal: AbortSignal): Promise<Blob | number | null> {
  const send = () => {
    const headers: Record<string, string> = { [PAGE_PATH_HEADER]: pagePathHeader(window.location.pathname) };
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetch(`${API_ORIGIN}${API_BASE_PATH}/Case/attachment/${encodeURIComponent(caseId)}`, {
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

export function useCaseAttachment(db: MirrorDb, row: Pick<Case, 'id' | 'attachment'>): AttachmentState {
  const { id, attachment } = row;
  const hasServerFile = attachment !== null;
  const [state, setState] = useState<AttachmentState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    const show = (blob: Blob, name: string) => {
      url = URL.createObjectURL(blob);
      setState({ status: 'ready', url, type: blob.type || attachment?.type || '', name });
    };
    void (async () => {
      const local = await queuedAttachment(db, id);
      if (controller.signal.aborted) return;
      if (local) return show(local.blob, local.name);
      if (!hasServerFile) return setState({ status: 'none' });
      const answer = await fetchAttachment(id, controller.signal).catch(() => undefined);
      if (controller.signal.aborted || answer === undefined) return;
      if (answer instanceof Blob) return show(answer, attachment?.name ?? '');
      setState({ status: 'unavailable', reason: answer === null ? 'offline' : 'failed' });
    })();
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // The attachment never changes under a case; its name and type only label it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, id, hasServerFile]);
  return state;
}
