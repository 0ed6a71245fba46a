import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateRoleSchema } from './roles';
import { findUnstorableText, isStorableText } from './storable-text';

describe('storable text', () => {
  it('refuses U+0000 and lone surrogates, keeps paired surrogates', () => {
    expect(isStorableText('Kedai Ujian 😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800')).toBe(false);
    expect(isStorableText('\udc00a')).toBe(false);
    expect(isStorableText('\udc00\ud800')).toBe(false);
  });

  it('names the path of the first bad string, object keys included', () => {
    expect(findUnstorableText({ a: [1, 'ok', { b: 'x\u0000' }] })).toEqual(['a', 2, 'b']);
    expect(findUnstorableText({ a: { 'k\u0000': 1 } })).toEqual(['a', 'k\u0000']);
    expect(findUnstorableText('\u0000')).toEqual([]);
    expect(findUnstorableText({ a: 'ok', b: [null, true, 3] })).toBeNull();
  });

  it('skips the subtrees it is told are checked elsewhere', () => {
    const batch = { ops: [{ path: '/x', body: { name: '\u0000' } }] };
    expect(findUnstorableText(batch, ['ops.*.body'])).toBeNull();
    expect(findUnstorableText({ ops: [{ path: '\u0000' }] }, ['ops.*.body'])).toEqual(['ops', 0, 'path']);
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnstorableText(deep)?.length).toBe(200_000);
  });

  it('makes the forms refuse it at the field, as the server does', () => {
    const result = v.safeParse(CreateRoleSchema, {
      id: crypto.randomUUID(),
      name: 'Role\u0000',
      scope: 'staff',
    });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['name', 'validation.forbiddenCharacter'],
    ]);
  });
});
