/**
 * Reads the signing certificate once at start (docs/configuration.md, E-invoices): the PKCS #12
 * file MYINVOIS_CERT_PATH opened with MYINVOIS_CERT_PASSWORD. A file that is missing or not
 * PKCS #12, a wrong password, no private key or a certificate out of its validity stops the
 * start with a message naming the setting, like any other wrong setting (server/index.ts), so a
 * misconfigured server never runs to fail each submission.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import forge from 'node-forge';
import { sha256Base64 } from './signature-digests';

/** What signing needs, read from the file: the key for node:crypto and the certificate's names. */
export type DocumentSigner = {
  privateKey: KeyObject;
  /** The certificate's DER, base64 (KeyInfo's X509Certificate). */
  certificate: string;
  /** CertDigest: base64 SHA-256 of the certificate's DER. */
  certDigest: string;
  issuerName: string;
  subjectName: string;
  /** The serial number in decimal, as the signed sample writes it. */
  serialNumber: string;
  notAfter: Date;
};

const refuse = (reason: string) => new Error(`Invalid environment: ${reason}`);

/** `CN=…, O=…, C=MY`: most specific first, the order of the page's sample (and of RFC 4514). */
const nameOf = (name: forge.pki.Certificate['issuer']) =>
  [...name.attributes]
    .reverse()
    .map(
      (attribute) => `${attribute.shortName ?? attribute.name ?? attribute.type}=${String(attribute.value)}`,
    )
    .join(', ');

function openPkcs12(path: string, password: string): forge.pkcs12.Pkcs12Pfx {
  let der: Buffer;
  try {
    der = readFileSync(path);
  } catch {
    throw refuse(`MYINVOIS_CERT_PATH ${path} cannot be read (no such file, or no permission)`);
  }
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
  } catch {
    throw refuse(`MYINVOIS_CERT_PATH ${path} is not a PKCS #12 (.p12 / .pfx) file`);
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch {
    throw refuse(`MYINVOIS_CERT_PASSWORD does not open ${path} (wrong password, or not a PKCS #12 file)`);
  }
}

const bagsOf = (p12: forge.pkcs12.Pkcs12Pfx, type: string) => p12.getBags({ bagType: type })[type] ?? [];

/** Loads the signer, or null without a certificate; throws the message that stops the start. */
export function loadSigner(
  certificate: { path: string; password: string } | null,
  now: Date,
): DocumentSigner | null {
  if (!certificate) return null;
  const p12 = openPkcs12(certificate.path, certificate.password);
  const keyBags = [
    ...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag ?? ''),
    ...bagsOf(p12, forge.pki.oids.keyBag ?? ''),
  ];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw refuse(`MYINVOIS_CERT_PATH ${certificate.path} holds no (RSA) private key`);
  const certificates = bagsOf(p12, forge.pki.oids.certBag ?? '').flatMap((bag) =>
    bag.cert ? [bag.cert] : [],
  );
  // The certificate of the key: its public modulus is the key's.
  const cert = certificates.find(
    (candidate) => (candidate.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n) === true,
  );
  if (!cert) throw refuse(`MYINVOIS_CERT_PATH ${certificate.path} holds no certificate for its private key`);
  const { notBefore, notAfter } = cert.validity;
  if (now > notAfter) {
    throw refuse(`the MYINVOIS_CERT_PATH certificate expired on ${notAfter.toISOString()}: renew it`);
  }
  if (now < notBefore) {
    throw refuse(`the MYINVOIS_CERT_PATH certificate is valid only from ${notBefore.toISOString()}`);
  }
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  return {
    privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)),
    certificate: der.toString('base64'),
    certDigest: sha256Base64(der),
    issuerName: nameOf(cert.issuer),
    subjectName: nameOf(cert.subject),
    serialNumber: BigInt(`0x${cert.serialNumber || '0'}`).toString(10),
    notAfter,
  };
}
