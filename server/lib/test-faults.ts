/**
 * Fault injection for end-to-end tests (TEST_FAULTS=1; env.ts refuses it in production): after a
 * mutating call commits, drop the connection without answering — on request (header
 * `X-Test-Fault: drop-after-commit`) or at random (TEST_FAULT_DROP_RATE). A client that retries
 * must then see its change applied exactly once.
 */
import type { Context } from 'hono';
import type { Env } from '../env';
import type { AppBindings } from './context';

export const TEST_FAULT_HEADER = 'X-Test-Fault';

export function shouldDropAfterCommit(
  c: Context<AppBindings>,
  env: Pick<Env, 'testFaults' | 'testFaultDropRate'>,
): boolean {
  if (!env.testFaults) return false;
  if (c.req.header(TEST_FAULT_HEADER) === 'drop-after-commit') return true;
  return env.testFaultDropRate > 0 && Math.random() < env.testFaultDropRate;
}

type NodeBindings = { incoming?: { socket?: { destroy(): void } } } | undefined;

/** Destroys the raw socket (@hono/node-server); a no-op without one (app.request in tests). */
export function dropConnection(c: Context<AppBindings>): boolean {
  const socket = (c.env as NodeBindings)?.incoming?.socket;
  if (!socket) return false;
  socket.destroy();
  return true;
}
