/**
 * Signing version 1.1 documents (docs/e-invoicing.md, Signature): every digest checked again with
 * node:crypto alone, a document changed after signing refused by the simulator, a certificate that
 * cannot sign refused at start, and the time 1,000 documents take (printed, not asserted).
 */
import { createHash, verify, X509Certificate } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supplier, companyBuyer, sampleInvoice } from '../../../tests/fixtures/e-invoice/documents';
import {
  type EInvoiceDocument,
  serializeDocument,
  toUblDocument,
} from '../../../src/contract/e-invoice/ubl-document';
import type { UblNode, UblValue } from '../../../src/contract/e-invoice/ubl-values';
import { readDocument } from '../simulator/validate-document';
import { loadSigner } from './load-signer';
import { signDocument } from './sign-document';
import { TEST_CERT_PASSWORD, writeTestCertificate } from './signing-test-kit';

const NOW = new Date('2026-11-29T03:04:05.678Z');
const certPath = writeTestCertificate();
const signer = () => {
  const loaded = loadSigner({ path: certPath, password: TEST_CERT_PASSWORD }, NOW);
  if (!loaded) throw new Error('no signer');
  return loaded;
};
const unsigned = () =>
  toUblDocument(
    { kind: 'invoice', invoice: sampleInvoice },
    { supplier, buyer: companyBuyer },
    { version: '1.1' },
  );

/** The first element down a path of keys. */
const dig = (node: unknown, ...keys: string[]): UblNode =>
  keys.reduce((current, key) => (current as Record<string, UblNode[]>)[key]?.[0] as UblNode, node as UblNode);
const valueOf = (node: unknown, ...keys: string[]) => String(dig(node, ...keys)._);
const signatureOf = (document: EInvoiceDocument) =>
  dig(
    document.Invoice[0],
    'UBLExtensions',
    'UBLExtension',
    'ExtensionContent',
    'UBLDocumentSignatures',
    'SignatureInformation',
    'Signature',
  );
const base64Sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('base64');

describe('signing a document', () => {
  const document = unsigned();
  const signed = JSON.parse(serializeDocument(signDocument(document, signer(), NOW))) as EInvoiceDocument;
  const invoice = signed.Invoice[0];
  const signature = signatureOf(signed);
  const references = dig(signature, 'SignedInfo').Reference as UblNode[];

  it('is version 1.1 with the page’s Signature and extension names', () => {
    expect(dig(invoice, 'InvoiceTypeCode')).toEqual({ _: '01', listVersionID: '1.1' });
    expect(invoice?.Signature).toEqual([
      {
        ID: [{ _: 'urn:oasis:names:specification:ubl:signature:Invoice' }],
        SignatureMethod: [{ _: 'urn:oasis:names:specification:ubl:dsig:enveloped:xades' }],
      },
    ]);
    expect(valueOf(invoice, 'UBLExtensions', 'UBLExtension', 'ExtensionURI')).toBe(
      'urn:oasis:names:specification:ubl:dsig:enveloped:xades',
    );
    expect(Object.keys(signature)).toEqual(['Id', 'Object', 'KeyInfo', 'SignatureValue', 'SignedInfo']);
  });

  it('has a DocDigest and a Sig over the document without its signature, minified', () => {
    // Independently: the unsigned document as compact JSON is the transformed document.
    const minified = JSON.stringify(document);
    expect(references[1]).toMatchObject({ URI: '', DigestValue: [{ _: base64Sha256(minified) }] });
    const certificate = new X509Certificate(
      Buffer.from(valueOf(signature, 'KeyInfo', 'X509Data', 'X509Certificate'), 'base64'),
    );
    const sig = Buffer.from(valueOf(signature, 'SignatureValue'), 'base64');
    expect(verify('sha256', Buffer.from(minified), certificate.publicKey, sig)).toBe(true);
    expect(verify('sha256', Buffer.from(`${minified} `), certificate.publicKey, sig)).toBe(false);
  });

  it('has the certificate’s digest, issuer and serial number in the signed properties', () => {
    const der = Buffer.from(valueOf(signature, 'KeyInfo', 'X509Data', 'X509Certificate'), 'base64');
    const properties = dig(signature, 'Object', 'QualifyingProperties', 'SignedProperties');
    const signing = dig(properties, 'SignedSignatureProperties');
    expect(valueOf(signing, 'SigningTime')).toBe('2026-11-29T03:04:05Z');
    const cert = dig(signing, 'SigningCertificate', 'Cert');
    expect(valueOf(cert, 'CertDigest', 'DigestValue')).toBe(base64Sha256(der));
    expect(valueOf(cert, 'IssuerSerial', 'X509IssuerName')).toBe(
      'CN=Test Travel Signing, O=Test Travel Sdn Bhd, C=MY',
    );
    expect(valueOf(cert, 'IssuerSerial', 'X509SerialNumber')).toBe(BigInt('0x0a1b2c3d4e5f6071').toString());
    expect(references[0]).toMatchObject({
      Type: 'http://uri.etsi.org/01903/v1.3.2#SignedProperties',
      URI: '#id-xades-signed-props',
      DigestValue: [{ _: base64Sha256(JSON.stringify(properties)) }],
    });
  });

  it('passes the simulator’s check, and fails it once a line amount changes', () => {
    expect(readDocument(JSON.stringify(signed)).errors).toEqual([]);
    const tampered = structuredClone(signed);
    const line = dig(tampered.Invoice[0], 'InvoiceLine');
    line.LineExtensionAmount = [{ _: 1, currencyID: 'MYR' }] as UblValue[];
    const codes = readDocument(JSON.stringify(tampered)).errors.map((error) => error.errorCode);
    expect(codes).toContain('SIM-SIGNATURE');
    const forged = structuredClone(signed);
    signatureOf(forged).SignatureValue = [{ _: 'AAAA' }] as UblValue[];
    expect(readDocument(JSON.stringify(forged)).errors).toEqual([
      expect.objectContaining({ errorCode: 'SIM-SIGNATURE', propertyPath: '$.Invoice[*].UBLExtensions' }),
    ]);
  });

  it('refuses a version 1.1 document without a signature', () => {
    expect(readDocument(serializeDocument(document)).errors.map((error) => error.errorCode)).toEqual([
      'SIM-SIGNATURE',
    ]);
  });

  it('signs 1,000 documents (the time is printed)', () => {
    const loaded = signer();
    const started = performance.now();
    for (let index = 0; index < 1000; index += 1) serializeDocument(signDocument(document, loaded, NOW));
    console.log(`[sign] 1,000 documents signed in ${Math.round(performance.now() - started)} ms`);
  });
});

describe('the signing certificate at start', () => {
  const load =
    (file: string, password = TEST_CERT_PASSWORD, now = NOW) =>
    () =>
      loadSigner({ path: file, password }, now);

  it('is optional: no certificate, no signer', () => {
    expect(loadSigner(null, NOW)).toBeNull();
  });

  it('stops the start on a missing file, a file that is not PKCS #12 and a wrong password', () => {
    expect(load('/nonexistent/signing.p12')).toThrow(
      'Invalid environment: MYINVOIS_CERT_PATH /nonexistent/signing.p12 cannot be read',
    );
    const junk = path.join(path.dirname(certPath), 'junk.p12');
    writeFileSync(junk, 'not a certificate');
    expect(load(junk)).toThrow(/MYINVOIS_CERT_PATH .*junk\.p12 is not a PKCS #12/);
    expect(load(certPath, 'wrong password')).toThrow(/MYINVOIS_CERT_PASSWORD does not open/);
  });

  it('stops the start on a file without a private key, and on an expired certificate', () => {
    expect(load(writeTestCertificate({ withoutKey: true }))).toThrow(/holds no \(RSA\) private key/);
    const expired = writeTestCertificate({
      notBefore: new Date('2025-01-01T00:00:00Z'),
      notAfter: new Date('2026-01-01T00:00:00Z'),
    });
    expect(load(expired)).toThrow(
      'Invalid environment: the MYINVOIS_CERT_PATH certificate expired on 2026-01-01T00:00:00.000Z: renew it',
    );
  });
});
