import { PDFDocument } from 'pdf-lib';
import { SigningError } from './signing-errors.ts';

/** Opens a PDF for editing; encrypted or malformed input becomes one typed failure. */
export async function loadPdf(pdf: Buffer): Promise<PDFDocument> {
  try {
    // updateMetadata off: the Producer and dates of the issuer's document are theirs to keep.
    return await PDFDocument.load(pdf, { updateMetadata: false });
  } catch (err) {
    throw new SigningError('UNREADABLE_PDF', 'The document is not a readable, unencrypted PDF.', { cause: err });
  }
}
