import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { stampSignature } from './signature-stamp.ts';
import { pdfToText } from './testing/pdf-tools.ts';
import { investor } from './testing/test-certificate.ts';

const SIGNED_AT = new Date('2026-05-01T14:03:07.123Z');

async function stamped(area?: { page: number; x: number; y: number; width: number; height: number }) {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  doc.addPage([612, 792]);
  await stampSignature(doc, {
    signer: investor,
    mark: { kind: 'typed', text: investor.name },
    signedAt: SIGNED_AT,
    area,
  });
  return Buffer.from(await doc.save());
}

// The issuer's signature area (issue 16 point 4) moves the stamp; without one it stays at the last page's corner.
describe('stampSignature', { timeout: 20_000 }, () => {
  it('draws at the bottom right of the last page by default', async () => {
    const pdf = await stamped();
    expect(await pdfToText(pdf, { first: 1, last: 1 })).not.toContain('Signed by');
    expect(await pdfToText(pdf, { first: 2, last: 2 })).toContain(`Signed by ${investor.name}`);
  });

  it("draws in the document's signature area when it has one", async () => {
    const pdf = await stamped({ page: 1, x: 60, y: 500, width: 200, height: 80 });
    expect(await pdfToText(pdf, { first: 1, last: 1 })).toContain(`Signed by ${investor.name}`);
    expect(await pdfToText(pdf, { first: 2, last: 2 })).not.toContain('Signed by');
  });
});
