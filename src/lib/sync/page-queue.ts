import type { SyncPull } from '../../contract';

/**
 * One page of the pull. `onNextCursor`, when the transport can, names the next page's cursor as
 * soon as the answer's headers arrive, before its body is downloaded and parsed
 * (`SYNC_NEXT_CURSOR_HEADER`).
 */
export type FetchPage = (
  cursor: string,
  limit: number,
  onNextCursor?: (cursor: string) => void,
) => Promise<SyncPull>;

export type PageQueue = {
  /** The page at `cursor`: the one asked ahead for it, else asked now (the others are dropped). */
  take(cursor: string): Promise<SyncPull>;
  /** Asks for the page at `cursor` ahead of need, unless `ahead` pages are already waiting. */
  ask(cursor: string): void;
};

/**
 * The pages of a pull asked ahead of the one being written (docs/ARCHITECTURE.md, Offline core).
 * Each page is asked for as soon as its cursor is known, at the latest when the page before it
 * arrives: the server builds page N+1 while page N travels, is parsed and is written, instead of
 * waiting for the device (profiled before: the server's event loop idled about 60 % of a
 * bootstrap and the page's main thread about 45 %, each waiting for the other). The server still gets one request of this client at a time: a page's cursor is known only once
 * the page before it is built. `ahead` bounds the pages held beyond the one being written, so a
 * slow device never holds more than that many in memory. A page is used only if the stored
 * cursor is the one it was asked for (another tab may have moved it, or a header named a cursor
 * its body did not confirm); pages asked for any other cursor are dropped.
 */
export function createPageQueue(fetchPage: FetchPage, limit: number, ahead: number): PageQueue {
  // In the order asked; a new generation on every drop, so late headers of dropped pages ask nothing.
  let asked = new Map<string, Promise<SyncPull>>();
  let waiting: string | null = null;
  let generation = 0;

  const fetchNow = (cursor: string) => {
    const mine = generation;
    const page = fetchPage(cursor, limit, (next) => {
      if (mine === generation) ask(next);
    });
    // Handled where it is taken; this only keeps an abandoned page from going unhandled.
    page.catch(() => undefined);
    return page;
  };

  function ask(cursor: string) {
    if (asked.has(cursor)) return;
    if (asked.size >= ahead) {
      waiting = cursor;
      return;
    }
    asked.set(cursor, fetchNow(cursor));
  }

  return {
    take(cursor) {
      let page = asked.get(cursor);
      if (page) asked.delete(cursor);
      else {
        generation += 1;
        asked = new Map();
        waiting = null;
        page = fetchNow(cursor);
      }
      if (waiting !== null && asked.size < ahead) {
        const next = waiting;
        waiting = null;
        ask(next);
      }
      return page;
    },
    ask,
  };
}
