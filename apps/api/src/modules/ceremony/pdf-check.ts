import type { PDFDocument } from 'pdf-lib';
import { SigningError } from '#api/platform/signing/index.ts';
import { loadPdf } from '#api/platform/signing/load-pdf.ts';
import { refuseIfSigned } from '#api/platform/signing/signature-fields.ts';

const UNREADABLE = 'The document is not a readable, unencrypted PDF.';

/**
 * Opens a PDF and proves it has pages. pdf-lib accepts some garbage that starts like a PDF and only
 * fails later with a TypeError deep inside; this turns that into the one typed failure, early.
 */
async function openReadablePdf(bytes: Buffer): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    doc = await loadPdf(bytes);
    if (doc.getPageCount() < 1) throw new Error('no pages');
  } catch (err) {
    if (err instanceof SigningError) throw err;
    throw new SigningError('UNREADABLE_PDF', UNREADABLE, { cause: err });
  }
  return doc;
}

/** A PDF the platform can seal: readable, with pages, and no digital signature to break. */
export async function assertSealablePdf(bytes: Buffer): Promise<void> {
  const doc = await openReadablePdf(bytes);
  try {
    refuseIfSigned(doc);
  } catch (err) {
    if (err instanceof SigningError) throw err;
    throw new SigningError('UNREADABLE_PDF', UNREADABLE, { cause: err });
  }
}
