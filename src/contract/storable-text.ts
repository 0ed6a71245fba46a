/**
 * Text PostgreSQL cannot store: U+0000 (refused in `text` and `jsonb`) and lone UTF-16 surrogates
 * (no Unicode character; `jsonb` refuses their escapes and `text` would silently hold U+FFFD).
 * The server refuses such text in every body and query before its schema runs (server/lib/
 * validation.ts), with the code `validation.forbiddenCharacter` at the path of the string.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string) => !UNSTORABLE.test(value);

type Key = string | number;
type Node = { key: Key; parent: Node | null; depth: number } | null;

function pathOf(node: Node): Key[] {
  const path: Key[] = [];
  for (let at = node; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** Whether `path` matches a dot pattern such as `ops.*.body` (`*`: any one key). */
const matches = (path: Key[], pattern: string[]) =>
  path.length === pattern.length && pattern.every((part, i) => part === '*' || part === String(path[i]));

/**
 * The path of the first string (object keys included) in a parsed JSON value or query that is not
 * storable, or null. Iterative, with parent links for paths, so a deeply nested body costs linear
 * time and no stack. `skip` holds dot patterns of subtrees that are checked elsewhere (a batch's
 * forwarded bodies, each checked by its own call).
 */
export function findUnstorableText(value: unknown, skip: readonly string[] = []): Key[] | null {
  const patterns = skip.map((pattern) => pattern.split('.'));
  const deepest = Math.max(0, ...patterns.map((pattern) => pattern.length));
  const pending: [unknown, Node][] = [[value, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, node] = next;
    const depth = node?.depth ?? 0;
    if (depth > 0 && depth <= deepest) {
      const path = pathOf(node);
      if (patterns.some((pattern) => matches(path, pattern))) continue;
    }
    const child = (key: Key): Node => ({ key, parent: node, depth: depth + 1 });
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(node);
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) pending.push([item[index], child(index)]);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries) if (!isStorableText(key)) return pathOf(child(key));
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, value] = entries[index] as [string, unknown];
        pending.push([value, child(key)]);
      }
    }
  }
  return null;
}
