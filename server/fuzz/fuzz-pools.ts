/**
 * What the fuzz suite learns while it runs: values the server answered, per key (ids, versions,
 * names, menu keys), whole records (an `id` with its fields, to build an update of a real row on
 * its current version) per area of the API (`Merchant`, `User`, `UAC`…), and tokens and one-time
 * codes from the mail the server wrote. Generators pick from these by index, so a run stays
 * reproducible from its seed as long as the answers do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pools } from './schema-arbitraries';

const VALUES_PER_KEY = 40;
const RECORDS_PER_AREA = 200;
const WALK_LIMIT = 5_000;

type FuzzRecord = Record<string, unknown> & { id: string };

export type FuzzPools = Pools & {
  /** Records answered by calls of `area` (all areas for ''). */
  recordsOf(area: string): readonly FuzzRecord[];
  add(key: string, value: unknown): void;
  /** Collects from a JSON answer's `data` to `caller`; records also under `<area>:id`. */
  harvest(data: unknown, area: string, caller: string): void;
  /**
   * Collects link tokens and one-time codes from mail files not read before; `ownerOf` names the
   * caller a recipient address belongs to.
   */
  harvestMail(dir: string, ownerOf: (address: string) => string | undefined): void;
  /** The value last answered to `caller` under `key` (their OTP challenge, their mailed code). */
  latestFor(caller: string, key: string): unknown;
};

const isKept = (value: unknown) =>
  (typeof value === 'string' && value.length <= 200) ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (Array.isArray(value) && value.length <= 50 && value.every((item) => typeof item === 'string'));

/** A bounded list without repeats; when full, the oldest slot gives way. */
function boundedList<T>(cap: number, keyOf: (item: T) => string) {
  const items: T[] = [];
  const index = new Map<string, number>();
  let turn = 0;
  const list = {
    items,
    latest: undefined as T | undefined,
    add(item: T) {
      list.latest = item;
      const key = keyOf(item);
      const at = index.get(key);
      if (at !== undefined) {
        items[at] = item;
        return;
      }
      const slot = items.length < cap ? items.length : turn++ % cap;
      const previous = items[slot];
      if (previous !== undefined) index.delete(keyOf(previous));
      items[slot] = item;
      index.set(key, slot);
    },
  };
  return list;
}

export function createPools(): FuzzPools {
  const values = new Map<string, ReturnType<typeof boundedList<unknown>>>();
  const records = new Map<string, ReturnType<typeof boundedList<FuzzRecord>>>();
  const mailSeen = new Set<string>();
  const callerLatest = new Map<string, unknown>();
  const callerKey = (caller: string, key: string) => `${caller}\u0000${key}`;

  const add = (key: string, value: unknown) => {
    const list = values.get(key) ?? boundedList<unknown>(VALUES_PER_KEY, (item) => JSON.stringify(item));
    values.set(key, list);
    list.add(value);
  };
  const addRecord = (area: string, record: FuzzRecord) => {
    for (const name of [area, '']) {
      const list = records.get(name) ?? boundedList<FuzzRecord>(RECORDS_PER_AREA, (item) => item.id);
      records.set(name, list);
      list.add(record);
    }
    add(`${area}:id`, record.id);
  };

  const harvest = (data: unknown, area: string, caller: string) => {
    const pending: unknown[] = [data];
    for (let seen = 0; pending.length > 0 && seen < WALK_LIMIT; seen++) {
      const item = pending.pop();
      if (Array.isArray(item)) {
        pending.push(...item.slice(0, 200));
      } else if (item !== null && typeof item === 'object') {
        const record = item as Record<string, unknown>;
        if (typeof record.id === 'string') addRecord(area, record as FuzzRecord);
        for (const [key, value] of Object.entries(record)) {
          if (isKept(value)) {
            add(key, value);
            callerLatest.set(callerKey(caller, key), value);
          } else {
            pending.push(value);
          }
        }
      }
    }
  };

  const harvestMail = (dir: string, ownerOf: (address: string) => string | undefined) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return; // no mail yet
    }
    // Oldest first (the file names sort by time), so the latest code per caller is the newest.
    for (const name of names.sort()) {
      if (mailSeen.has(name)) continue;
      mailSeen.add(name);
      const text = readFileSync(path.join(dir, name), 'utf8');
      const owner = ownerOf(/"to":\s*"([^"]+)"/.exec(text)?.[1] ?? '');
      for (const match of text.matchAll(/[?&]token=([\w-]+)/g)) add('token', match[1]);
      for (const match of text.matchAll(/\b(\d{6})\b/g)) {
        add('otp', match[1]);
        if (owner) callerLatest.set(callerKey(owner, 'otp'), match[1]);
      }
    }
  };

  return {
    add,
    harvest,
    harvestMail,
    recordsOf: (area) => records.get(area)?.items ?? [],
    valuesOf: (key) => values.get(key)?.items ?? [],
    latestOf: (key) => values.get(key)?.latest,
    latestFor: (caller, key) => callerLatest.get(callerKey(caller, key)),
  };
}
