import { grayscale, type PDFDocument, type PDFFont, type PDFImage, type PDFPage, StandardFonts } from 'pdf-lib';
import { formatUtcMinute, printable, wrapText } from './pdf-text.ts';
import { SigningError } from './signing-errors.ts';
import type { SignatureMark, SignerIdentity } from './signing.types.ts';

const BOX = { width: 210, height: 78, margin: 36 } as const;
const CAPTION_SIZE = 7;
const CAPTION_HEIGHT = 20;
const MAX_TYPED_SIZE = 26;

export interface StampInput {
  signer: SignerIdentity;
  mark: SignatureMark;
  signedAt: Date;
  /** Where the issuer placed the signature (page 1 first, PDF points); absent: bottom right of the last page. */
  area?: { page: number; x: number; y: number; width: number; height: number } | null;
}

/** The stamp's page and box: the issuer's area when the document has one, else the default corner. */
function placeStamp(doc: PDFDocument, area: StampInput['area']) {
  const last = doc.getPageCount() - 1;
  if (area && area.page >= 1 && area.page - 1 <= last) {
    const page = doc.getPage(area.page - 1);
    const crop = page.getCropBox();
    return { page, box: { x: crop.x + area.x, y: crop.y + area.y, width: area.width, height: area.height } };
  }
  const page = doc.getPage(last);
  const crop = page.getCropBox();
  const box = {
    x: crop.x + crop.width - BOX.width - BOX.margin,
    y: crop.y + BOX.margin,
    width: BOX.width,
    height: BOX.height,
  };
  return { page, box };
}

/**
 * Draws the signer's mark in a box (the issuer's signature area, else the bottom right of the
 * document's last page), above a thin line and the caption "Signed by <name> on <date>". Nothing is
 * painted over the page: a white background could hide terms of the document under the signature.
 */
export async function stampSignature(
  doc: PDFDocument,
  { signer, mark, signedAt, area: placed }: StampInput,
): Promise<void> {
  const { page, box } = placeStamp(doc, placed);
  const lineY = box.y + CAPTION_HEIGHT;
  page.drawLine({
    start: { x: box.x, y: lineY },
    end: { x: box.x + box.width, y: lineY },
    thickness: 0.5,
    color: grayscale(0.35),
  });

  const caption = await doc.embedFont(StandardFonts.Helvetica);
  const text = printable(`Signed by ${signer.name} on ${formatUtcMinute(signedAt)}`, caption.getCharacterSet());
  const lines = wrapText(text, caption, CAPTION_SIZE, box.width).slice(0, 2);
  lines.forEach((line, i) => {
    page.drawText(line, { x: box.x, y: lineY - 9 - i * 8, size: CAPTION_SIZE, font: caption, color: grayscale(0.25) });
  });

  const area = { x: box.x, y: lineY + 3, width: box.width, height: box.height - CAPTION_HEIGHT - 3 };
  if (mark.kind === 'typed') await drawTyped(doc, page, mark.text, area);
  else await drawPng(doc, page, mark.png, area);
}

interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function drawTyped(doc: PDFDocument, page: PDFPage, text: string, area: Area): Promise<void> {
  // Times Italic is the closest to handwriting among the fonts every PDF reader has built in.
  const font: PDFFont = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const shown = printable(text.trim(), font.getCharacterSet());
  const size = Math.min(
    MAX_TYPED_SIZE,
    (MAX_TYPED_SIZE * area.width) / Math.max(1, font.widthOfTextAtSize(shown, MAX_TYPED_SIZE)),
  );
  page.drawText(shown, { x: area.x + 2, y: area.y + 4, size, font, color: grayscale(0.05) });
}

async function drawPng(doc: PDFDocument, page: PDFPage, png: Buffer, area: Area): Promise<void> {
  let image: PDFImage;
  try {
    image = await doc.embedPng(png);
  } catch (err) {
    throw new SigningError('INVALID_SIGNATURE_IMAGE', 'The drawn signature is not a readable PNG.', { cause: err });
  }
  const scale = Math.min(area.width / image.width, area.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  // Bottom-aligned on the line and centred, like ink on a signature line.
  page.drawImage(image, { x: area.x + (area.width - width) / 2, y: area.y, width, height });
}
