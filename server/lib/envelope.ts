import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { formatMessage } from '../../src/contract';
import type { Envelope, FieldError, MessageCode, MessageParams } from '../../src/contract';
import type { AppBindings } from './context';
import { withJsonText } from './gzip-large';

type Parts<T> = {
  success: boolean;
  code: MessageCode;
  params?: MessageParams | undefined;
  data: T | null;
  errors?: FieldError[] | undefined;
};

/** Builds the contract envelope; `message` is always the English text of `code`. */
export function envelope<T>(c: Context<AppBindings>, parts: Parts<T>): Envelope<T> {
  const message = formatMessage(parts.code, parts.params);
  return {
    success: parts.success,
    message,
    code: parts.code,
    ...(parts.params ? { params: parts.params } : {}),
    data: parts.data,
    ...(parts.errors ? { errors: parts.errors } : {}),
    ...(c.get('legacyMessage') ? { Message: message } : {}),
  };
}

export function ok<T>(
  c: Context<AppBindings>,
  data: T,
  code: MessageCode = 'ok.done',
  status: ContentfulStatusCode = 200,
) {
  return c.json(envelope(c, { success: true, code, data }), status);
}

/**
 * `ok` for data that is already JSON text (a pull page of megabytes): spliced into the envelope
 * without being parsed or serialised again. `"data":null` cannot occur inside a string value of
 * the envelope (its quotes would be escaped), so its first occurrence is the data's place.
 */
export function okJsonText(c: Context<AppBindings>, dataJson: string, code: MessageCode = 'ok.done') {
  const text = JSON.stringify(envelope<null>(c, { success: true, code, data: null }));
  const at = text.indexOf('"data":null');
  const body = `${text.slice(0, at)}"data":${dataJson}${text.slice(at + '"data":null'.length)}`;
  return withJsonText(c.body(body, 200, { 'Content-Type': 'application/json' }), body);
}

export function fail(
  c: Context<AppBindings>,
  status: ContentfulStatusCode,
  code: MessageCode,
  extra: { params?: MessageParams; errors?: FieldError[] } = {},
) {
  return c.json(envelope<null>(c, { success: false, code, data: null, ...extra }), status);
}
