/**
 * Every input a call reads is declared on its route, as route-access.ts declares who may make it
 * (docs/ARCHITECTURE.md, API reference). A declaration is a middleware placed in the route's
 * chain just before its handler:
 * - `jsonBody(schema)`: a JSON body (readJson: 415, 400, 422 as in validation.ts);
 * - `queryOf(schema)`: the query string (parseInput: 422);
 * - `fileBody(schema, files)`: `multipart/form-data` with the body as its `json` part and file
 *   parts (lib/files/read-multipart.ts; the handler reads the form, whose field and file errors
 *   answer together), and, where the call takes one, a plain JSON body parsed as `jsonBody` does.
 * The handler takes the parsed value with `inputOf(c, schema)`, naming the same schema. The
 * generator of the API reference (lib/openapi) reads the declarations from the app's routes, so
 * the schema that validates a call is the one its reference shows.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type * as v from 'valibot';
import type { MessageCode } from '../../src/contract';
import { ApiError } from './api-error';
import type { AppBindings } from './context';
import { isMultipart } from './files/read-multipart';
import { parseInput, readJson, type InputOptions } from './validation';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** A file part of a multipart call, beside its `json` part. */
export type FilePart = { name: string; required: boolean; description: string };

export type InputDeclaration =
  | { target: 'json'; schema: AnySchema }
  | { target: 'query'; schema: AnySchema }
  | { target: 'multipart'; schema: AnySchema; files: readonly FilePart[]; alsoJson: boolean };

const DECLARED = new WeakMap<object, InputDeclaration>();
const PARSED = new WeakMap<Context, { schema: AnySchema; value: unknown }>();

function declareInput<T extends object>(declaration: InputDeclaration, handler: T): T {
  DECLARED.set(handler, declaration);
  return handler;
}

/** The input declaration of a route handler, for the API reference and its tests. */
export const inputDeclarationOf = (handler: unknown): InputDeclaration | undefined =>
  typeof handler === 'function' ? DECLARED.get(handler) : undefined;

export type JsonBodyOptions = InputOptions & {
  /** The code of this call's 422 instead of `error.validation` (its form names its failure). */
  invalidCode?: MessageCode;
};

async function readBody(c: Context, schema: AnySchema, { invalidCode, ...options }: JsonBodyOptions) {
  try {
    return await readJson(c, schema, options);
  } catch (error) {
    if (invalidCode && error instanceof ApiError && error.code === 'error.validation') {
      throw new ApiError(422, invalidCode, error.extra);
    }
    throw error;
  }
}

export function jsonBody<S extends AnySchema>(schema: S, options: JsonBodyOptions = {}) {
  return declareInput(
    { target: 'json', schema },
    createMiddleware<AppBindings>(async (c, next) => {
      PARSED.set(c, { schema, value: await readBody(c, schema, options) });
      await next();
    }),
  );
}

export function queryOf<S extends AnySchema>(schema: S) {
  return declareInput(
    { target: 'query', schema },
    createMiddleware<AppBindings>(async (c, next) => {
      PARSED.set(c, { schema, value: parseInput(schema, c.req.query()) });
      await next();
    }),
  );
}

export function fileBody<S extends AnySchema>(
  schema: S,
  { files, alsoJson }: { files: readonly FilePart[]; alsoJson: boolean },
) {
  return declareInput(
    { target: 'multipart', schema, files, alsoJson },
    createMiddleware<AppBindings>(async (c, next) => {
      if (alsoJson && !isMultipart(c)) PARSED.set(c, { schema, value: await readBody(c, schema, {}) });
      await next();
    }),
  );
}

/**
 * The value the route's declaration parsed with `schema`. A handler naming a schema its route
 * does not declare is a programming error, which the route tests meet on their first call.
 */
export function inputOf<S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> {
  const parsed = PARSED.get(c);
  if (parsed?.schema !== schema) {
    throw new Error(`${c.req.method} ${c.req.path} reads an input its route does not declare`);
  }
  return parsed.value as v.InferOutput<S>;
}

/**
 * A refusal that must answer before the input is read (a caller who may never make the call gets
 * its 403, whatever the body): placed in the chain before the input's declaration.
 */
export const beforeInput = (check: (c: Context<AppBindings>) => void) =>
  createMiddleware<AppBindings>(async (c, next) => {
    check(c);
    await next();
  });
