/**
 * The kinds of note that correct an issued invoice (docs/product.md, Invoices and notes). A module of its
 * own: the new-note route's search names a kind, and route options load with the app's entry.
 */
export const NOTE_KINDS = ['Credit', 'Debit'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];
