/**
 * The order the end-to-end spec files run in: shuffled by a seed, so a spec that depends on what
 * another left behind on the shared server fails soon instead of hiding behind a fixed order.
 * `E2E_SEED` replays an order; without it a new seed is drawn and put in the environment, so the
 * runner's worker processes (which load the config again) see the same order.
 */
import { readdirSync } from 'node:fs';

/** mulberry32: small, fast and good enough to shuffle a few dozen names reproducibly. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Fisher–Yates with the seeded generator: the same seed and names give the same order. */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const next = random(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function e2eSeed(): number {
  const given = Number(process.env.E2E_SEED);
  if (Number.isInteger(given) && given > 0) return given;
  const seed = 1 + Math.floor(Math.random() * 2_147_483_646);
  process.env.E2E_SEED = String(seed);
  return seed;
}

/** The spec files of `dir` in the order of `seed`. */
export function specOrder(dir: string, seed: number): string[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
  return shuffle(files, seed);
}
