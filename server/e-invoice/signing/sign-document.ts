/**
 * Signs a version 1.1 document (docs/e-invoicing.md, Signature), the steps of LHDN's "Signing a
 * JSON document" page in order: the transformed, minified document's SHA-256 (DocDigest), its
 * RSA-SHA256 signature (Sig), the certificate's SHA-256 (CertDigest), the signed properties and
 * their SHA-256 (PropsDigest), then `UBLExtensions` and `Signature` written into the document with
 * the structure and key names of the page's signed sample.
 */
import { sign } from 'node:crypto';
import type { EInvoiceDocument } from '../../../src/contract/e-invoice/ubl-document';
import type { UblNode } from '../../../src/contract/e-invoice/ubl-values';
import type { DocumentSigner } from './load-signer';
import { sha256Base64, signedPropertiesText, transformedText } from './signature-digests';
import {
  ENVELOPED_XADES,
  INVOICE_SIGNATURE_ID,
  RSA_SHA256_URI,
  SHA256_URI,
  SIGNATURE_ELEMENT_ID,
  SIGNATURE_INFORMATION_ID,
  SIGNED_PROPERTIES_ID,
  SIGNED_PROPERTIES_TYPE,
} from './signature-names';

const text = (value: string) => [{ _: value }];
const sha256Method = () => [{ _: '', Algorithm: SHA256_URI }];

/** SigningTime: UTC to the second, `2024-07-23T15:14:54Z` as in the sample. */
const signingTime = (now: Date) => now.toISOString().replace(/\.\d{3}Z$/, 'Z');

const issuerSerial = (signer: DocumentSigner) => ({
  X509IssuerName: text(signer.issuerName),
  X509SerialNumber: text(signer.serialNumber),
});

function signedProperties(signer: DocumentSigner, now: Date): UblNode {
  return {
    Id: SIGNED_PROPERTIES_ID,
    SignedSignatureProperties: [
      {
        SigningTime: text(signingTime(now)),
        SigningCertificate: [
          {
            Cert: [
              {
                CertDigest: [{ DigestMethod: sha256Method(), DigestValue: text(signer.certDigest) }],
                IssuerSerial: [issuerSerial(signer)],
              },
            ],
          },
        ],
      },
    ],
  };
}

/** The signed document: the same document with its signature at the end of the invoice. */
export function signDocument(
  document: EInvoiceDocument,
  signer: DocumentSigner,
  now: Date,
): EInvoiceDocument {
  const minified = transformedText(document);
  const docDigest = sha256Base64(minified);
  const sig = sign('sha256', Buffer.from(minified, 'utf8'), signer.privateKey).toString('base64');
  const props = signedProperties(signer, now);
  const propsDigest = sha256Base64(signedPropertiesText(props));
  const signature = {
    Id: SIGNATURE_ELEMENT_ID,
    Object: [{ QualifyingProperties: [{ Target: SIGNATURE_ELEMENT_ID, SignedProperties: [props] }] }],
    KeyInfo: [
      {
        X509Data: [
          {
            X509Certificate: text(signer.certificate),
            X509SubjectName: text(signer.subjectName),
            X509IssuerSerial: [issuerSerial(signer)],
          },
        ],
      },
    ],
    SignatureValue: text(sig),
    SignedInfo: [
      {
        SignatureMethod: [{ _: '', Algorithm: RSA_SHA256_URI }],
        Reference: [
          {
            Type: SIGNED_PROPERTIES_TYPE,
            URI: `#${SIGNED_PROPERTIES_ID}`,
            DigestMethod: sha256Method(),
            DigestValue: text(propsDigest),
          },
          { Type: '', URI: '', DigestMethod: sha256Method(), DigestValue: text(docDigest) },
        ],
      },
    ],
  };
  const extensions = [
    {
      UBLExtension: [
        {
          ExtensionURI: text(ENVELOPED_XADES),
          ExtensionContent: [
            {
              UBLDocumentSignatures: [
                {
                  SignatureInformation: [
                    {
                      ID: text(SIGNATURE_INFORMATION_ID),
                      ReferencedSignatureID: text(INVOICE_SIGNATURE_ID),
                      Signature: [signature],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
  const invoiceSignature = [{ ID: text(INVOICE_SIGNATURE_ID), SignatureMethod: text(ENVELOPED_XADES) }];
  const [invoice, ...rest] = document.Invoice;
  if (!invoice) return document;
  const signed = { ...invoice, UBLExtensions: extensions, Signature: invoiceSignature } as UblNode;
  return { ...document, Invoice: [signed, ...rest] };
}

/** The signer and the signing time of a batch; null: version 1.0, sent unsigned. */
export type Signing = { signer: DocumentSigner; now: Date } | null;

export const withSignature = (document: EInvoiceDocument, signing: Signing) =>
  signing ? signDocument(document, signing.signer, signing.now) : document;
