/**
 * What a route's chain cannot say by itself, for the API reference: a summary better than the one
 * read from its path, and the schema of its answer's `data` where the contract has one. A
 * middleware that only passes on, tagged as the access and input declarations are.
 */
import { createMiddleware } from 'hono/factory';
import type * as v from 'valibot';
import type { AppBindings } from '../context';

export type CallDescription = { summary?: string; answers?: v.GenericSchema<unknown, unknown> };

const DESCRIBED = new WeakMap<object, CallDescription>();

export function describeCall(description: CallDescription) {
  const handler = createMiddleware<AppBindings>((_c, next) => next());
  DESCRIBED.set(handler, description);
  return handler;
}

export const descriptionOf = (handler: unknown): CallDescription | undefined =>
  typeof handler === 'function' ? DESCRIBED.get(handler) : undefined;
