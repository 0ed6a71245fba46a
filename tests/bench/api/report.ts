/** Printing for the API bench: each figure with its target, its ratio to it and the machine's load. */
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/** Above this 1-minute load average per 2 cores when the bench starts, its figures are marked busy. */
const BUSY_LOAD = 1.5 * (cpus().length / 2);

export const load1 = () => loadavg()[0] ?? 0;

/** Before the bench's own work raises it: what others were doing on the machine. */
export const loadAtBenchStart = load1();

/**
 * The load at a measurement's start and end (the bench's own processes included, so it climbs
 * during a run), marked when the machine was already busy when the bench started.
 */
export function loadNote(atStart: number): string {
  const busy =
    loadAtBenchStart > BUSY_LOAD
      ? `; BUSY MACHINE (load ${loadAtBenchStart.toFixed(2)} before the bench): not comparable`
      : '';
  return `load ${atStart.toFixed(2)} -> ${load1().toFixed(2)} on ${cpus().length} cores${busy}`;
}

type Target = { atLeast: number } | { atMost: number } | null;

/**
 * One line per figure: `label  value unit  target ≥ X: ratio R  (load)`. The ratio is value / target,
 * so ≥ 1 meets an "at least" target and ≤ 1 an "at most" one.
 */
export function figure(label: string, value: number, unit: string, target: Target, note = ''): void {
  const shown = Number.isNaN(value)
    ? 'none'
    : `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${unit}`;
  let verdict = 'no target';
  if (Number.isNaN(value)) {
    verdict = target ? 'MISSED: no answer within the run' : 'no answer within the run';
  } else if (target && 'atLeast' in target) {
    const ratio = value / target.atLeast;
    verdict = `target ≥ ${target.atLeast} ${unit}: ratio ${ratio.toFixed(2)} ${ratio >= 1 ? 'met' : 'MISSED'}`;
  } else if (target) {
    const ratio = value / target.atMost;
    verdict = `target ≤ ${target.atMost} ${unit}: ratio ${ratio.toFixed(2)} ${ratio <= 1 ? 'met' : 'MISSED'}`;
  }
  console.log(`  ${label.padEnd(46)} ${shown.padStart(12)}   ${verdict}${note ? `   (${note})` : ''}`);
}

/** Process ids of `pid` and every process below it (the workers of a WORKERS > 1 server). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the name (field 2) may hold spaces, so split after ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] ?? -1) ?? []));
  return tree;
}

/**
 * Resident memory (VmRSS) of the server and every process below it, in MB; `nodes` counts the
 * Node processes among them (the primary and its workers; tsx may add an esbuild helper).
 */
export function serverMemory(pid: number): { mb: number; processes: number; nodes: number } {
  let kb = 0;
  let nodes = 0;
  const tree = processTree(pid);
  for (const id of tree) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
      kb += Number(match?.[1] ?? 0);
      if (readFileSync(`/proc/${id}/comm`, 'utf8').trim() === 'node') nodes += 1;
    } catch {
      // gone
    }
  }
  return { mb: kb / 1024, processes: tree.length, nodes };
}
