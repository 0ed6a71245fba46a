/**
 * The digests of a document's signature, as LHDN's "Signing a JSON document" page defines them
 * (docs/e-invoicing.md, Signature): shared by the signer and by the simulator that checks it.
 */
import { createHash } from 'node:crypto';
import type { EInvoiceDocument } from '../../../src/contract/e-invoice/ubl-document';
import type { UblNode } from '../../../src/contract/e-invoice/ubl-values';

/** Base64 SHA-256, the form of DocDigest, CertDigest and PropsDigest. */
export const sha256Base64 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('base64');

const REMOVED = new Set(['UBLExtensions', 'Signature']);

/**
 * The transformed, minified document that DocDigest hashes and Sig signs: the document without
 * `UBLExtensions` and `Signature`, as compact JSON (no new lines, no spaces between tokens). The
 * product's documents are compact JSON already (serializeDocument), so the text is what a parse
 * and a compact write give, key order kept.
 */
export function transformedText(document: EInvoiceDocument): string {
  const invoices = document.Invoice.map((invoice) =>
    Object.fromEntries(Object.entries(invoice).filter(([key]) => !REMOVED.has(key))),
  );
  return JSON.stringify({ ...document, Invoice: invoices });
}

/** PropsDigest's input: the `SignedProperties` object (its `Id` and its properties), minified. */
export const signedPropertiesText = (signedProperties: UblNode) => JSON.stringify(signedProperties);
