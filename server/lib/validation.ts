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

// SPEC §7: one original client sent application/json-patch+json for ordinary JSON bodies.
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
