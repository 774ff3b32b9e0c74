import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillFields } from './fill-fields.ts';
import { sealDocument, type SealInput } from './seal-document.ts';
import type { PlatformCertificate } from './signing.types.ts';
import { pdfsig, pdfToText } from './testing/pdf-tools.ts';
import { makeLongPdf, makeNdaPdf, makeSignaturePng } from './testing/sample-pdfs.ts';
import { CONSENT_TEXT, flipByte, investor, makeTestCertificate } from './testing/test-certificate.ts';

// pdfsig checks each signature's digest and PKCS#7 ("Signature Validation") and, separately, the
// certificate's trust chain ("Certificate Validation"). The platform certificate is self-signed, so
// the latter reads "Certificate issuer is unknown." by design; the tests assert on the former.
const VALID = 'Signature is Valid.';
const SIGNED_AT = new Date('2026-05-01T14:03:07.123Z');

// pdfsig and pdftotext run as child processes; a busy CI machine gets more than the default 5 s.
describe('sealDocument', { timeout: 20_000 }, () => {
  let certificate: PlatformCertificate;
  let nda: Buffer;
  let input: SealInput;
  let sealed: { pdf: Buffer; originalSha256: string };

  beforeAll(async () => {
    ({ certificate } = await makeTestCertificate());
    nda = await fillFields(await makeNdaPdf(), [{ name: 'investor_name', value: investor.name }]);
    input = {
      pdf: nda,
      signer: investor,
      signature: { kind: 'typed', text: investor.name },
      signedAt: SIGNED_AT,
      consentText: CONSENT_TEXT,
      reason: 'NDA signed by the investor',
      certificate,
    };
    sealed = await sealDocument(input);
  }, 60_000);

  it('produces one PKCS#7 signature that pdfsig finds valid over the whole file', async () => {
    const report = await pdfsig(sealed.pdf);
    expect(report.signatures).toHaveLength(1);
    expect(report.signatures[0]).toMatchObject({
      fieldName: 'Signature1',
      validation: VALID,
      isTotalDocumentSigned: true,
    });
    expect(report.output).toContain('Signature Type: adbe.pkcs7.detached');
    expect(report.output).toContain('Signing Hash Algorithm: SHA-256');
    expect(report.output).toContain('Signing Time: May 01 2026 14:03:07');
  });

  it('reports the SHA-256 of the bytes it was given', () => {
    expect(sealed.originalSha256).toBe(createHash('sha256').update(nda).digest('hex'));
  });

  it('appends a certificate page with the signer, time, IP and digest of the original', async () => {
    const doc = await PDFDocument.load(sealed.pdf);
    expect(doc.getPageCount()).toBe(3);
    const text = await pdfToText(sealed.pdf, { first: 3, last: 3 });
    expect(text).toContain('Signing certificate');
    for (const value of [investor.name, investor.email, investor.ip, '2026-05-01T14:03:07.123Z']) {
      expect(text).toContain(value);
    }
    expect(text).toContain(sealed.originalSha256);
    expect(text).toContain(certificate.fingerprintSha256);
    expect(text.replace(/\s+/g, ' ')).toContain(CONSENT_TEXT);
    expect(text.replace(/\s+/g, '')).toContain(investor.userAgent.replace(/\s+/g, ''));
  });

  it('stamps "Signed by <name> on <date>" on the last page of the document', async () => {
    const text = await pdfToText(sealed.pdf, { first: 2, last: 2 });
    expect(text).toContain('Signed by Ada Lovelace on 2026-05-01 14:03 UTC');
  });

  it('fails verification when one byte of the signed content changes', async () => {
    // Byte 10 is in the binary comment after the header: the file still parses, only the digest breaks.
    const report = await pdfsig(flipByte(sealed.pdf, 10));
    expect(report.signatures).toHaveLength(1);
    expect(report.signatures[0]?.validation).not.toBe(VALID);
    expect(report.signatures[0]?.validation).toMatch(/Digest Mismatch/);
  });

  it('seals a drawn signature', async () => {
    const drawn = await sealDocument({ ...input, signature: { kind: 'drawn', png: makeSignaturePng() } });
    expect((await pdfsig(drawn.pdf)).signatures.map((s) => s.validation)).toEqual([VALID]);
  });

  it('seals a 20-page document, stamping its last page', async () => {
    const long = await sealDocument({ ...input, pdf: await makeLongPdf(20) });
    expect((await PDFDocument.load(long.pdf)).getPageCount()).toBe(21);
    expect((await pdfsig(long.pdf)).signatures.map((s) => s.validation)).toEqual([VALID]);
    expect(await pdfToText(long.pdf, { first: 20, last: 20 })).toContain('Signed by Ada Lovelace');
  });

  it('keeps the signature dictionary intact for names with parentheses, backslashes and non-Latin letters', async () => {
    const signer = { ...investor, name: 'Ωmega :) \\ (Ltd' };
    const odd = await sealDocument({ ...input, signer, signature: { kind: 'typed', text: signer.name } });
    const report = await pdfsig(odd.pdf);
    expect(report.signatures.map((s) => s.validation)).toEqual([VALID]);
    expect(report.output).not.toMatch(/Syntax Error/);
  });

  it.each([
    ['input that is not a PDF', () => ({ ...input, pdf: Buffer.from('not a pdf') }), 'UNREADABLE_PDF'],
    ['a document that already carries a signature', () => ({ ...input, pdf: sealed.pdf }), 'ALREADY_SIGNED'],
    [
      'a drawn signature that is not a PNG',
      () => ({ ...input, signature: { kind: 'drawn' as const, png: Buffer.from('GIF89a') } }),
      'INVALID_SIGNATURE_IMAGE',
    ],
  ])('refuses %s', async (_, make, failure) => {
    await expect(sealDocument(make())).rejects.toMatchObject({ failure });
  });
});
