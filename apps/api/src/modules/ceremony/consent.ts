/**
 * The consent the signer gives before signing electronically (ESIGN / UETA style). Its version goes
 * into the 'terms-agreed' marker (spec 9) and the text onto the certificate page; a new text takes a
 * new version, so a marker always names the words that were agreed to.
 */
export const CONSENT = {
  version: '2026-11-21',
  text:
    'I agree to use electronic records and signatures for this document. I have reviewed the document, ' +
    'and the signature I make here is as binding as my handwritten signature.',
} as const;

/** Printed on the certificate page of a PDF the investor signed elsewhere and uploaded. */
export const DIRECT_UPLOAD_STATEMENT =
  'The signer uploaded this copy of the document, signed outside the platform, and asked the platform to seal it.';

/** Printed for a countersignature (the signatory's typed mark, given through the API). */
export const COUNTERSIGN_STATEMENT =
  'The countersignatory agreed to countersign this document electronically with the typed signature given.';
