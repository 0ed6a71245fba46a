/**
 * A file's header row → the area's fields (docs/ARCHITECTURE.md, Import): a header matches a field
 * by any of its labels (the exported column label or the form's label, in English and Malay) or its
 * key, ignoring case, spacing and punctuation. What is left — headers matching nothing, required
 * fields no header names — is reported for a mapping step to ask about.
 */

export type HeaderField = { key: string; labels: readonly string[]; required: boolean };

export type HeaderMatch = {
  /** Field key of each header, null where none matched (or an earlier header took the field). */
  mapping: (string | null)[];
  unmatched: { index: number; header: string }[];
  missingRequired: string[];
};

/** "Business  Registration-No." and "business registration no" compare equal. */
export const normalizeHeader = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

export function matchHeaders(headers: readonly string[], fields: readonly HeaderField[]): HeaderMatch {
  const byName = new Map<string, string>();
  for (const field of fields) {
    for (const name of [field.key, ...field.labels]) {
      const normal = normalizeHeader(name);
      if (normal && !byName.has(normal)) byName.set(normal, field.key);
    }
  }
  const taken = new Set<string>();
  const unmatched: HeaderMatch['unmatched'] = [];
  const mapping = headers.map((header, index) => {
    const key = byName.get(normalizeHeader(header));
    if (!key || taken.has(key)) {
      if (header.trim()) unmatched.push({ index, header });
      return null;
    }
    taken.add(key);
    return key;
  });
  const missingRequired = fields.filter((field) => field.required && !taken.has(field.key)).map((f) => f.key);
  return { mapping, unmatched, missingRequired };
}
