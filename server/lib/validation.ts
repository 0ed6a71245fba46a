/**
 * Reads and validates a JSON body or a query against a contract schema. Status codes: 415 for a
 * body that is not JSON, 400 for JSON that does not parse (the request itself is broken), 422 for
 * input that parses but fails the schema (the request is well-formed, its content is not
 * acceptable), or holds text PostgreSQL cannot store anywhere in it (contract/storable-text.ts).
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { findUnstorableText, formatMessage, isMessageCode, issueParams } from '../../src/contract';
import type { FieldError, MessageCode, MessageParams } from '../../src/contract';
import { ApiError } from './api-error';

// One original client sent application/json-patch+json for ordinary JSON bodies (docs/api.md).
const JSON_TYPES = new Set(['application/json', 'application/json-patch+json']);

type AnySchema = v.GenericSchema<unknown, unknown>;

function paramsOf(issue: v.BaseIssue<unknown>): MessageParams | undefined {
  return issueParams(issue);
}

/**
 * Contract schemas carry message codes as their messages. A missing key is reported by the parent
 * object with valibot's own text, so it is mapped to 'required'; anything else becomes 'invalid'.
 */
function codeOf(issue: v.BaseIssue<unknown>): MessageCode {
  if (isMessageCode(issue.message)) return issue.message;
  if (issue.input === undefined && issue.path?.length) return 'validation.required';
  return 'validation.invalid';
}

export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => {
    const code = codeOf(issue);
    const params = paramsOf(issue);
    return {
      path: v.getDotPath(issue) ?? '',
      code,
      message: formatMessage(code, params),
      ...(params ? { params } : {}),
    };
  });
}

export type InputOptions = {
  /** Dot patterns (`ops.*.body`) of parts forwarded to other calls, which check their own text. */
  forwarded?: readonly string[];
};

/**
 * How deep any input may nest. No contract body goes past 6 levels (a batch op's body inside
 * `ops`); far deeper JSON still parses, but serialising it again (a batch forwards each op's body
 * with JSON.stringify) overflowed the stack: a 500 the fuzz suite found.
 */
export const MAX_INPUT_DEPTH = 32;

/** The path of the first array or object below MAX_INPUT_DEPTH levels (the input is one), or null. */
function findTooDeep(input: unknown): (string | number)[] | null {
  const pending: [unknown, (string | number)[]][] = [[input, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (item === null || typeof item !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return path;
    const entries: [string | number, unknown][] = Array.isArray(item)
      ? item.map((child, index) => [index, child])
      : Object.entries(item);
    for (const [key, child] of entries) pending.push([child, [...path, key]]);
  }
  return null;
}

function refuseDeepNesting(input: unknown): void {
  const path = findTooDeep(input);
  if (path === null) return;
  const code = 'validation.invalid';
  const errors = [{ path: path.join('.'), code, message: formatMessage(code) } as const];
  throw new ApiError(422, 'error.validation', { errors });
}

/** Every string of every input, before any schema: one check instead of one per field. */
function refuseUnstorableText(input: unknown, forwarded: readonly string[] = []): void {
  const path = findUnstorableText(input, forwarded);
  if (path === null) return;
  const code = 'validation.forbiddenCharacter';
  const errors = [{ path: path.join('.'), code, message: formatMessage(code) } as const];
  throw new ApiError(422, 'error.validation', { errors });
}

export function parseInput<S extends AnySchema>(
  schema: S,
  input: unknown,
  { forwarded }: InputOptions = {},
): v.InferOutput<S> {
  refuseDeepNesting(input);
  refuseUnstorableText(input, forwarded);
  const result = v.safeParse(schema, input);
  if (!result.success) {
    throw new ApiError(422, 'error.validation', { errors: toFieldErrors(result.issues) });
  }
  return result.output;
}

export async function readJson<S extends AnySchema>(
  c: Context,
  schema: S,
  options: InputOptions = {},
): Promise<v.InferOutput<S>> {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!JSON_TYPES.has(mediaType)) throw new ApiError(415, 'error.unsupportedMediaType');
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'error.malformedJson');
  }
  return parseInput(schema, body, options);
}
