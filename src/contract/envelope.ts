import * as v from 'valibot';
import type { MessageCode, MessageParams } from './messages';

/** One invalid input field; `path` is dot-joined (`items.0.name`). */
export type FieldError = { path: string; code: MessageCode; message: string; params?: MessageParams };

/** Every API answer is this envelope (docs/ARCHITECTURE.md, Contract). */
export type Envelope<T> = {
  success: boolean;
  message: string;
  code?: MessageCode;
  params?: MessageParams;
  data: T | null;
  errors?: FieldError[];
  /**
   * Only on sign-in answers: the original client read `Message` there (docs/product.md, Answers of the
   * server).
   */
  Message?: string;
};

/** Loose shape check for answers read from the wire; `data` is parsed by the caller. */
export const EnvelopeSchema = v.looseObject({
  success: v.boolean(),
  message: v.optional(v.string(), ''),
  Message: v.optional(v.string()),
  code: v.optional(v.string()),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  data: v.unknown(),
  errors: v.optional(
    v.array(
      v.looseObject({
        path: v.string(),
        code: v.string(),
        message: v.string(),
        params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
      }),
    ),
  ),
});

/** Paged list answer (docs/product.md, Lists). */
export type Page<T> = { items: T[]; totalCount: number; pageSize: number; curPageIndex: number };

export const API_BASE_PATH = '/api/v1/bo';
/** Header carrying the current page path, segments joined by hyphens (docs/product.md, Roles and levels). */
export const PAGE_PATH_HEADER = 'X-Page-Path';
/**
 * Header naming the file an imported change came from, percent-encoded (a file name may hold any
 * character): the audit records it beside the page (docs/ARCHITECTURE.md, Import).
 */
export const IMPORT_FILE_HEADER = 'X-Import-File';
/** The header's value for a file's name: percent-encoded, so any name travels as ASCII. */
export const importFileHeaderValue = (name: string) => encodeURIComponent(name);
export const PAGE_SIZES = [10, 25, 50] as const;
