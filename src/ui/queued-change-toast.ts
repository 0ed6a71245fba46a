/**
 * The toast of a change that goes through the outbox, so that a change the server takes at once
 * never says it will be sent "when possible". The toast tells where the change is:
 * "Sending to the server…" while online and unanswered, "Saved." once the server accepted it, the
 * waiting wording only while it really waits (offline, or no answer yet), and an error when the
 * server refused it. It follows the change's ops for the toast's life, then stops.
 *
 * Use: `const mark = await markOutbox()` before the change, `announceQueuedChange(mark, title)`
 * after it stored; `AnnounceOptions` add a note before the wording or a text for "saved".
 */
import { msg } from '@lingui/core/macro';
import Dexie, { type ObservabilitySet } from 'dexie';
import type { MirrorDb } from '../lib/db/mirror-db';
import { getMirror } from '../lib/db/mirror-registry';
import { i18n } from '../lib/i18n/i18n';
import { toaster } from './toaster';

/** A toast lives 3000 ms (docs/product.md, Timings). */
const TOAST_LIFE_MS = 3000;
/** Online without an answer after this long, the change is said to wait. */
const ANSWER_WAIT_MS = 1500;

const WORDS = {
  sending: msg`Sending to the server…`,
  saved: msg`Saved.`,
  waiting: msg`The change is saved on this device and sent to the server when possible.`,
  refused: msg`The server did not accept the change: see Pending changes.`,
};

export type OutboxMark = { db: MirrorDb; seq: number } | null;

/** Where the outbox ends now: the ops added after this mark are the change's. */
export async function markOutbox(): Promise<OutboxMark> {
  const db = getMirror();
  if (!db) return null;
  const [last] = await db.outbox.orderBy(':id').reverse().limit(1).primaryKeys();
  return { db, seq: Number(last ?? 0) };
}

type Outcome = 'accepted' | 'refused' | 'pending';

async function outcomeOf(db: MirrorDb, after: number): Promise<Outcome> {
  const ops = await db.outbox.where(':id').above(after).toArray();
  if (ops.length === 0) return 'accepted';
  return ops.some((op) => op.state === 'failed' || op.state === 'conflict') ? 'refused' : 'pending';
}

export type AnnounceOptions = {
  /** Said before the wording (rows a bulk action skipped, say). */
  note?: string;
  /** Said instead of "Saved." once the server took the change (the number it gave an invoice). */
  savedText?: () => Promise<string | null>;
};

/** Shows the change's toast and keeps its wording true for the toast's life. */
export async function announceQueuedChange(
  mark: OutboxMark,
  title: string,
  { note, savedText }: AnnounceOptions = {},
): Promise<void> {
  const isOnline = () => navigator.onLine;
  let saved: string | null = null;
  const describe = (words: keyof typeof WORDS) => {
    const text = words === 'saved' && saved ? saved : i18n._(WORDS[words]);
    return note ? `${note} ${text}` : text;
  };
  const readSaved = async () => {
    saved = savedText ? await Dexie.ignoreTransaction(savedText) : null;
  };
  const first = mark ? await outcomeOf(mark.db, mark.seq) : 'accepted';
  // Nothing was queued (no change to send) or already answered: saved.
  if (first === 'accepted' || !mark) {
    await readSaved();
    toaster.create({ type: 'success', title, description: describe('saved') });
    return;
  }
  let shown: keyof typeof WORDS = isOnline() ? 'sending' : 'waiting';
  const id = toaster.create({ type: 'success', title, description: describe(shown) });
  const say = (words: keyof typeof WORDS) => {
    if (words === shown) return;
    shown = words;
    toaster.update(id, {
      type: words === 'refused' ? 'error' : 'success',
      description: describe(words),
    });
  };

  const prefix = `idb://${mark.db.name}/outbox/`;
  let isDone = false;
  const check = async () => {
    if (isDone) return;
    const outcome = await Dexie.ignoreTransaction(() => outcomeOf(mark.db, mark.seq));
    if (isDone) return;
    if (outcome === 'accepted' || outcome === 'refused') {
      stop();
      if (outcome === 'accepted') await readSaved();
      say(outcome === 'accepted' ? 'saved' : 'refused');
    } else if (!isOnline()) {
      say('waiting');
    }
  };
  const onMutated = (parts: ObservabilitySet) => {
    if ('all' in parts || Object.keys(parts).some((key) => key.startsWith(prefix))) void check();
  };
  const onOffline = () => say('waiting');
  const unanswered = setTimeout(() => {
    if (shown === 'sending') say('waiting');
  }, ANSWER_WAIT_MS);
  const end = setTimeout(() => stop(), TOAST_LIFE_MS);
  function stop() {
    isDone = true;
    clearTimeout(unanswered);
    clearTimeout(end);
    Dexie.on('storagemutated').unsubscribe(onMutated);
    window.removeEventListener('offline', onOffline);
  }
  Dexie.on('storagemutated', onMutated);
  window.addEventListener('offline', onOffline);
  void check();
}
