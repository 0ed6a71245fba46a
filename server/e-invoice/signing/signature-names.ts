/**
 * The fixed names of a signed document (docs/e-invoicing.md, Signature), from the signed sample
 * of LHDN's "Signing a JSON document" page.
 */
export const SHA256_URI = 'http://www.w3.org/2001/04/xmlenc#sha256';
export const RSA_SHA256_URI = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const ENVELOPED_XADES = 'urn:oasis:names:specification:ubl:dsig:enveloped:xades';
export const SIGNATURE_INFORMATION_ID = 'urn:oasis:names:specification:ubl:signature:1';
export const INVOICE_SIGNATURE_ID = 'urn:oasis:names:specification:ubl:signature:Invoice';
export const SIGNED_PROPERTIES_TYPE = 'http://uri.etsi.org/01903/v1.3.2#SignedProperties';
export const SIGNED_PROPERTIES_ID = 'id-xades-signed-props';
export const SIGNATURE_ELEMENT_ID = 'signature';
