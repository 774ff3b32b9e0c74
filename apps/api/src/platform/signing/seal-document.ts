import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import { appendCertificatePage } from './certificate-page.ts';
import { loadPdf } from './load-pdf.ts';
import { literalStringBody } from './pdf-strings.ts';
import { PlatformSigner } from './platform-signer.ts';
import { type StampInput, stampSignature } from './signature-stamp.ts';
import { refuseIfSigned } from './signature-fields.ts';
import type { PlatformCertificate, SignatureMark, SignerIdentity } from './signing.types.ts';

export const SIGNING_APP_NAME = 'Digital Locker';
/** Bytes reserved for the PKCS#7 blob: ~1.6 kB with one RSA-2048 certificate; room for a CA chain. */
export const SIGNATURE_LENGTH = 8192;

export interface SealInput {
  pdf: Buffer;
  signer: SignerIdentity;
  signature: SignatureMark;
  signedAt: Date;
  consentText: string;
  reason: string;
  certificate: PlatformCertificate;
  /** The signature dictionary's /Location; an online ceremony has no place, so 'Online' by default. */
  location?: string;
  /** The issuer's signature area on the document (StampInput.area); absent: the default corner. */
  signatureArea?: StampInput['area'];
}

export interface SealResult {
  pdf: Buffer;
  /** SHA-256 (hex) of the bytes given, before stamping: the digest the certificate page carries. */
  originalSha256: string;
}

/**
 * Seals a document after the signing ceremony (ARCHITECTURE.md section 6): stamps the signer's mark
 * on the last page, appends the certificate page, and signs the whole file with the platform
 * certificate (adbe.pkcs7.detached), so that any later change to a byte makes verification fail.
 */
export async function sealDocument(input: SealInput): Promise<SealResult> {
  const originalSha256 = createHash('sha256').update(input.pdf).digest('hex');
  const doc = await loadPdf(input.pdf);
  refuseIfSigned(doc);
  const originalPageCount = doc.getPageCount();

  await stampSignature(doc, {
    signer: input.signer,
    mark: input.signature,
    signedAt: input.signedAt,
    area: input.signatureArea,
  });
  await appendCertificatePage(doc, {
    originalSha256,
    originalPageCount,
    signer: input.signer,
    signedAt: input.signedAt,
    reason: input.reason,
    consentText: input.consentText,
    certificateFingerprint: input.certificate.fingerprintSha256,
  });

  pdflibAddPlaceholder({
    pdfDoc: doc,
    // An invisible field on the certificate page: the visible mark is the stamp drawn above.
    pdfPage: doc.getPage(doc.getPageCount() - 1),
    reason: literalStringBody(input.reason),
    contactInfo: literalStringBody(input.signer.email),
    name: literalStringBody(input.signer.name),
    location: literalStringBody(input.location ?? 'Online'),
    signingTime: input.signedAt,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    appName: SIGNING_APP_NAME,
  });
  // A classic cross-reference table, not pdf-lib's default object streams: countersignDocument
  // appends its incremental update after it, and the signature dictionary must stay a plain object.
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  const pdf = await new SignPdf().sign(prepared, new PlatformSigner(input.certificate), input.signedAt);
  return { pdf, originalSha256 };
}
