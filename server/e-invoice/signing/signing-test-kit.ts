/**
 * Throwaway signing certificates for the tests: an RSA key from node:crypto, a self-signed
 * certificate and its PKCS #12 file built with node-forge in a temporary directory. Nothing binary
 * is committed.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';

export const TEST_CERT_PASSWORD = 'test-pkcs12-password';
const DAY_MS = 86_400_000;

const SUBJECT = [
  { name: 'countryName', value: 'MY' },
  { name: 'organizationName', value: 'Test Travel Sdn Bhd' },
  { name: 'commonName', value: 'Test Travel Signing' },
];

export type TestCertificateOptions = {
  password?: string;
  notBefore?: Date;
  notAfter?: Date;
  /** A file with the certificate alone, no private key. */
  withoutKey?: boolean;
};

/** Writes a PKCS #12 file and answers its path (valid from yesterday for a year by default). */
export function writeTestCertificate(options: TestCertificateOptions = {}): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '0a1b2c3d4e5f6071';
  cert.validity.notBefore = options.notBefore ?? new Date(Date.now() - DAY_MS);
  cert.validity.notAfter = options.notAfter ?? new Date(Date.now() + 365 * DAY_MS);
  cert.setSubject(SUBJECT);
  cert.setIssuer(SUBJECT);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(
    options.withoutKey ? null : key,
    [cert],
    options.password ?? TEST_CERT_PASSWORD,
    { algorithm: '3des' },
  );
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e-invoice-cert-')), 'signing.p12');
  writeFileSync(file, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
  return file;
}
