/**
 * A case's attachment for its screen: while the case is still queued on this device, the Blob
 * stored with its op (`outboxFiles`); otherwise `GET Case/attachment/{caseId}` with the session's
 * bearer token (one retry after a refresh), behind an object URL revoked when the screen lets go.
 * Attachments are not mirrored (megabytes per case), so offline one that is not here cannot be shown.
 */
import { useEffect, useState } from 'react';
import type { Case } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { fetchStoredFile, queuedFile } from '../../lib/files/stored-file';
import { ATTACHMENT_FIELD } from './case.store';

export type AttachmentState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; url: string; type: string; name: string }
  | { status: 'unavailable'; reason: 'offline' | 'failed' };

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
      const local = await queuedFile(db, 'cases', id, ATTACHMENT_FIELD);
      if (controller.signal.aborted) return;
      if (local) return show(local.blob, local.name);
      if (!hasServerFile) return setState({ status: 'none' });
      const answer = await fetchStoredFile(
        `/Case/attachment/${encodeURIComponent(id)}`,
        controller.signal,
      ).catch(() => undefined);
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
