import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { countersignDocument, type CountersignInput } from './countersign-document.ts';
import { lastClassicXrefOffset } from './incremental-update.ts';
import { sealDocument } from './seal-document.ts';
import type { PlatformCertificate } from './signing.types.ts';
import { pdfsig, pdfToText } from './testing/pdf-tools.ts';
import { makeLongPdf, makeNdaPdf } from './testing/sample-pdfs.ts';
import { CONSENT_TEXT, flipByte, investor, issuer, makeTestCertificate } from './testing/test-certificate.ts';

// "Certificate issuer is unknown." is expected throughout: the platform certificate is self-signed.
const VALID = 'Signature is Valid.';

// pdfsig and pdftotext run as child processes; a busy CI machine gets more than the default 5 s.
describe('countersignDocument', { timeout: 20_000 }, () => {
  let certificate: PlatformCertificate;
  let sealed: Buffer;
  let input: CountersignInput;
  let countersigned: Buffer;

  const seal = async (pdf: Buffer) =>
    (
      await sealDocument({
        pdf,
        signer: investor,
        signature: { kind: 'typed', text: investor.name },
        signedAt: new Date('2026-05-01T14:03:07Z'),
        consentText: CONSENT_TEXT,
        reason: 'NDA signed by the investor',
        certificate,
      })
    ).pdf;

  beforeAll(async () => {
    ({ certificate } = await makeTestCertificate());
    sealed = await seal(await makeNdaPdf());
    input = { pdf: sealed, signer: issuer, signedAt: new Date('2026-05-02T09:30:00Z'), certificate };
    countersigned = await countersignDocument(input);
  }, 60_000);

  it('adds a second signature; pdfsig finds both valid', async () => {
    const { signatures } = await pdfsig(countersigned);
    expect(signatures).toEqual([
      expect.objectContaining({ fieldName: 'Signature1', validation: VALID, isTotalDocumentSigned: false }),
      expect.objectContaining({ fieldName: 'Countersignature1', validation: VALID, isTotalDocumentSigned: true }),
    ]);
  });

  it('appends to the sealed bytes without changing one of them', () => {
    expect(countersigned.subarray(0, sealed.length).equals(sealed)).toBe(true);
    expect(lastClassicXrefOffset(countersigned)).toBeGreaterThan(sealed.length);
  });

  it('writes an xref section whose every offset points at its object, chained to the sealed one', async () => {
    const xrefAt = lastClassicXrefOffset(countersigned) ?? -1;
    const [table = '', trailer = ''] = countersigned.subarray(xrefAt).toString('latin1').split('trailer');
    const lines = table.split(/\r?\n/).slice(1).filter(Boolean);
    let objectNumber = 0;
    let checked = 0;
    for (const line of lines) {
      const header = /^(\d+) (\d+)$/.exec(line);
      if (header) {
        objectNumber = Number(header[1]);
        continue;
      }
      const [offset, generation] = line.split(' ').map(Number);
      const at = countersigned.subarray(offset, (offset ?? 0) + 20).toString('latin1');
      expect(at.startsWith(`${objectNumber} ${generation} obj`)).toBe(true);
      objectNumber++;
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(trailer).toContain(`/Prev ${lastClassicXrefOffset(sealed)}`);
    expect((await pdfsig(countersigned)).output).not.toMatch(/Error/);
  });

  it('shows the countersignature at the foot of the certificate page', async () => {
    expect((await PDFDocument.load(countersigned)).getPageCount()).toBe(3);
    const text = await pdfToText(countersigned, { first: 3, last: 3 });
    expect(text).toContain('Countersigned by Grace Hopper');
    expect(text).toContain('grace@issuer.example');
    expect(text).toContain('2026-05-02T09:30:00.000Z');
  });

  it('fails both signatures when a byte of the investor-signed part changes', async () => {
    const { signatures } = await pdfsig(flipByte(countersigned, 10));
    expect(signatures.map((s) => s.validation)).toEqual([
      expect.stringMatching(/Digest Mismatch/),
      expect.stringMatching(/Digest Mismatch/),
    ]);
  });

  it('fails only the countersignature when a byte of the update changes', async () => {
    const at = countersigned.indexOf('(Countersignature1)', sealed.length);
    expect(at).toBeGreaterThan(0);
    // The flip renames the field, so signatures are told apart by order (the AcroForm's /Fields).
    const { signatures } = await pdfsig(flipByte(countersigned, at + 3));
    expect(signatures.map((s) => s.validation)).toEqual([VALID, expect.stringMatching(/Digest Mismatch/)]);
  });

  it('takes further countersignatures, keeping the earlier ones valid', async () => {
    const third = await countersignDocument({
      ...input,
      pdf: countersigned,
      signer: { ...issuer, name: 'Second Officer' },
    });
    const fourth = await countersignDocument({ ...input, pdf: third, signer: { ...issuer, name: 'Third Officer' } });
    const { signatures } = await pdfsig(fourth);
    expect(signatures.map((s) => [s.fieldName, s.validation])).toEqual([
      ['Signature1', VALID],
      ['Countersignature1', VALID],
      ['Countersignature2', VALID],
      ['Countersignature3', VALID],
    ]);
    // Two countersignatures fit at the foot of the certificate page; the third is invisible.
    const text = await pdfToText(fourth, { first: 3, last: 3 });
    expect(text).toContain('Countersigned by Second Officer');
    expect(text).not.toContain('Third Officer');
  });

  it('countersigns a sealed 20-page document', async () => {
    const long = await countersignDocument({ ...input, pdf: await seal(await makeLongPdf(20)) });
    expect((await pdfsig(long)).signatures.map((s) => s.validation)).toEqual([VALID, VALID]);
  });

  it('refuses a PDF that was not sealed here', async () => {
    // pdf-lib's default output ends in a cross-reference stream; this one has a table but no signature.
    const unsealedStream = await makeNdaPdf();
    const doc = await PDFDocument.load(unsealedStream);
    const unsealedTable = Buffer.from(await doc.save({ useObjectStreams: false }));
    for (const pdf of [unsealedStream, unsealedTable]) {
      await expect(countersignDocument({ ...input, pdf })).rejects.toMatchObject({ failure: 'NOT_SEALED_HERE' });
    }
  });
});
