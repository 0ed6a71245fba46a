/**
 * A top-up's bank-in slip for the detail screen. While the top-up is still queued on this device,
 * its slip is the Blob stored with the op (`outboxFiles`); otherwise its bytes come from
 * `GET Credit/slip/{topUpId}` with the session's bearer token (one retry after a refresh), as a Blob
 * behind an object URL that is revoked when the screen lets go of it. Slips are not mirrored:
 * megabytes per top-up would crowd the device, so offline a slip that is not on it cannot be shown,
 * and the screen says so.
 */
import { useEffect, useState } from 'react';
import type { TopUp } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { fetchStoredFile, queuedFile } from '../../lib/files/stored-file';

export type SlipState =
  | { status: 'loading' }
  | { status: 'ready'; url: string; type: string; name: string; source: 'device' | 'server' }
  /** offline: no network; failed: the server refused or broke; missing: not uploaded and not here. */
  | { status: 'unavailable'; reason: 'offline' | 'failed' | 'missing' };

/** The slip's Blob queued with this top-up's op on this device, if it is still waiting there. */
export const queuedSlip = async (db: MirrorDb, topUpId: string): Promise<Blob | null> =>
  (await queuedFile(db, 'topUps', topUpId, 'slip'))?.blob ?? null;

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
      const answer = await fetchStoredFile(`/Credit/slip/${encodeURIComponent(id)}`, controller.signal).catch(
        () => undefined,
      );
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
