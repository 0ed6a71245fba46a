/**
 * The simulator's check of a version 1.1 document's signature, as the service validates it
 * (docs/e-invoicing.md, Signature): DocDigest is the transformed document's, Sig verifies with the
 * certificate the document carries, CertDigest is that certificate's and PropsDigest the signed
 * properties'. Any mismatch, or a signature missing, makes the document Invalid (`SIM-SIGNATURE`).
 */
import { verify, X509Certificate } from 'node:crypto';
import type { EInvoiceDocument } from '../../../src/contract/e-invoice/ubl-document';
import type { UblNode, UblValue } from '../../../src/contract/e-invoice/ubl-values';
import { sha256Base64, signedPropertiesText, transformedText } from '../signing/signature-digests';
import { ENVELOPED_XADES, INVOICE_SIGNATURE_ID, SIGNED_PROPERTIES_ID } from '../signing/signature-names';
import { simulatorError, type SimulatorError } from './simulator-errors';

/** The first element down a path of keys, each an array in UBL JSON. */
function at(node: UblNode | undefined, ...keys: string[]): UblNode | undefined {
  let current = node;
  for (const key of keys) current = (current?.[key] as UblNode[] | undefined)?.[0];
  return current;
}
const textAt = (node: UblNode | undefined, ...keys: string[]) => {
  const value = (at(node, ...keys.slice(0, -1))?.[keys.at(-1) ?? ''] as UblValue[] | undefined)?.[0]?._;
  return typeof value === 'string' ? value : '';
};

/** Whether every digest and the signature hold; false for anything missing or malformed. */
export function hasValidSignature(document: EInvoiceDocument): boolean {
  const invoice = document.Invoice[0];
  if (textAt(invoice, 'Signature', 'ID') !== INVOICE_SIGNATURE_ID) return false;
  if (textAt(invoice, 'Signature', 'SignatureMethod') !== ENVELOPED_XADES) return false;
  const extension = at(invoice, 'UBLExtensions', 'UBLExtension');
  if (textAt(extension, 'ExtensionURI') !== ENVELOPED_XADES) return false;
  const signature = at(
    extension,
    'ExtensionContent',
    'UBLDocumentSignatures',
    'SignatureInformation',
    'Signature',
  );
  const references = (at(signature, 'SignedInfo')?.Reference ?? []) as UblNode[];
  const digestOf = (uri: string) =>
    textAt(
      references.find((reference) => reference.URI === uri),
      'DigestValue',
    );
  const props = at(signature, 'Object', 'QualifyingProperties', 'SignedProperties');
  if (!props || props.Id !== SIGNED_PROPERTIES_ID) return false;
  try {
    const der = Buffer.from(textAt(signature, 'KeyInfo', 'X509Data', 'X509Certificate'), 'base64');
    const certificate = new X509Certificate(der);
    const minified = transformedText(document);
    const cert = at(props, 'SignedSignatureProperties', 'SigningCertificate', 'Cert');
    return (
      digestOf('') === sha256Base64(minified) &&
      verify(
        'sha256',
        Buffer.from(minified, 'utf8'),
        certificate.publicKey,
        Buffer.from(textAt(signature, 'SignatureValue'), 'base64'),
      ) &&
      textAt(cert, 'CertDigest', 'DigestValue') === sha256Base64(der) &&
      textAt(cert, 'IssuerSerial', 'X509SerialNumber') ===
        BigInt(`0x${certificate.serialNumber}`).toString(10) &&
      digestOf(`#${SIGNED_PROPERTIES_ID}`) === sha256Base64(signedPropertiesText(props))
    );
  } catch {
    return false;
  }
}

export function signatureErrors(document: EInvoiceDocument): SimulatorError[] {
  return hasValidSignature(document)
    ? []
    : [
        simulatorError(
          'SIM-SIGNATURE',
          'The document signature is not valid',
          'Tandatangan dokumen tidak sah',
          {
            propertyName: 'UBLExtensions',
            propertyPath: '$.Invoice[*].UBLExtensions',
          },
        ),
      ];
}
