import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, type PDFFont, type PDFPage, PDFString, StandardFonts } from 'pdf-lib';

/** Test and benchmark documents, generated rather than committed as binaries. */

const LETTER: [number, number] = [612, 792];
const CLAUSE =
  'The Recipient shall hold the Confidential Information in strict confidence, shall not disclose it to any ' +
  'third party without the prior written consent of the Discloser, and shall use it solely to evaluate a ' +
  'possible investment in the Company. These obligations survive for three years after the Effective Date.';

function paragraph(page: PDFPage, font: PDFFont, text: string, top: number): number {
  const words = text.split(' ');
  let line = '';
  let y = top;
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, 11) > 500) {
      page.drawText(line, { x: 56, y, size: 11, font });
      y -= 15;
      line = word;
    } else line = candidate;
  }
  page.drawText(line, { x: 56, y, size: 11, font });
  return y - 24;
}

export interface NdaOptions {
  /** A "sign here" field as authoring tools add; 'signed' gives it a value (a fake, unverifiable one). */
  signatureField?: 'empty' | 'signed';
}

/** A two-page NDA with the fields a digitized template carries (spec 4 "Document digitization"). */
export async function makeNdaPdf(options: NdaOptions = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Mutual Non-Disclosure Agreement');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const form = doc.getForm();

  const first = doc.addPage(LETTER);
  first.drawText('Mutual Non-Disclosure Agreement', { x: 56, y: 730, size: 18, font: bold });
  let y = 690;
  for (let i = 1; i <= 4; i++) y = paragraph(first, font, `${i}. ${CLAUSE}`, y);
  first.drawText('Investor name', { x: 56, y: 300, size: 10, font });
  form.createTextField('investor_name').addToPage(first, { x: 160, y: 292, width: 300, height: 20 });
  first.drawText('Address', { x: 56, y: 265, size: 10, font });
  form.createTextField('investor_address').addToPage(first, { x: 160, y: 257, width: 300, height: 20 });

  const second = doc.addPage(LETTER);
  y = paragraph(second, font, `5. ${CLAUSE}`, 730);
  second.drawText('Accredited investor', { x: 56, y: 600, size: 10, font });
  form.createCheckBox('accredited_investor').addToPage(second, { x: 180, y: 596, width: 14, height: 14 });
  second.drawText('Jurisdiction', { x: 56, y: 565, size: 10, font });
  const jurisdiction = form.createDropdown('jurisdiction');
  jurisdiction.addOptions(['Delaware', 'New York', 'England and Wales']);
  jurisdiction.addToPage(second, { x: 160, y: 557, width: 200, height: 20 });
  second.drawText('Signature', { x: 380, y: 140, size: 10, font });
  if (options.signatureField) {
    // pdf-lib has no API for signature fields, so the widget is written by hand.
    const widget = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      T: PDFString.of('sign_here'),
      Rect: [380, 60, 560, 130],
      P: second.ref,
      F: 4,
      ...(options.signatureField === 'signed' ? { V: doc.context.obj({ Type: 'Sig', Filter: 'Adobe.PPKLite' }) } : {}),
    });
    const ref = doc.context.register(widget);
    second.node.addAnnot(ref);
    form.acroForm.addField(ref);
  }
  return Buffer.from(await doc.save());
}

/** A plain text document of `pageCount` full pages, the benchmark's "20-page PDF". */
export async function makeLongPdf(pageCount: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let n = 1; n <= pageCount; n++) {
    const page = doc.addPage(LETTER);
    page.drawText(`Private Placement Memorandum - page ${n} of ${pageCount}`, { x: 56, y: 740, size: 9, font });
    let y = 710;
    for (let i = 0; i < 6 && y > 120; i++) y = paragraph(page, font, `${n}.${i + 1} ${CLAUSE}`, y);
  }
  return Buffer.from(await doc.save());
}

/** A 240x80 RGBA PNG with a dark wavy stroke on transparency, like a canvas drawing exported. */
export function makeSignaturePng(): Buffer {
  const width = 240;
  const height = 80;
  const rgba = Buffer.alloc(width * height * 4);
  for (let x = 0; x < width; x++) {
    const curve = height / 2 + Math.sin(x / 14) * 22 * Math.cos(x / 60);
    for (let y = Math.ceil(curve - 2); y < curve + 2; y++) rgba.writeUInt32BE(0x1a2a6cff, (y * width + x) * 4);
  }
  return encodePng(width, height, rgba);
}

/**
 * A document whose pages each carry their own noisy image (`imageKb` of pixels), the size of a
 * scanned or image-heavy agreement: sealing cost grows with bytes, not pages.
 */
export async function makeImagePdf(pageCount: number, imageKb: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const side = Math.round(Math.sqrt((imageKb * 1024) / 4));
  let seed = 42;
  for (let n = 0; n < pageCount; n++) {
    const rgba = Buffer.alloc(side * side * 4);
    for (let i = 0; i < rgba.length; i += 4) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; // a fixed LCG: the same document on every run
      rgba.writeUInt32BE(((seed & 0xffffff00) | 0xff) >>> 0, i);
    }
    const image = await doc.embedPng(encodePng(side, side, rgba));
    doc.addPage(LETTER).drawImage(image, { x: 56, y: 200, width: 500, height: 500 });
  }
  return Buffer.from(await doc.save());
}

/** Minimal PNG encoder (8-bit RGBA, no filtering), enough for generated fixtures. */
function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(Buffer.from([0]), rgba.subarray(y * width * 4, (y + 1) * width * 4)); // filter type 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit depth, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
