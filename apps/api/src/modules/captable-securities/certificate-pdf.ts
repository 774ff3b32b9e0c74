import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { FileStorage } from '#api/platform/storage.ts';

/** The share certificate of an issued CS or PS security (issue 17 point 3): one page, stored as a file. */

export interface CertificateContent {
  companyName: string;
  securityId: string;
  holderName: string;
  quantity: string;
  className: string;
  kindLabel: string;
  issueDate: string;
  price: string | null;
}

/** The standard fonts draw Latin-1: other characters fold to their unaccented letters, else '?'. */
function drawable(text: string): string {
  let out = '';
  for (const ch of text.replace(/\s+/g, ' ').normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) out += ch;
    else out += [...ch.normalize('NFKD')].filter((c) => /[\x20-\x7e]/.test(c)).join('') || '?';
  }
  return out;
}

/** 1234567.5 -> 1,234,567.5 (digits grouped as text; never through a number). */
function grouped(q: string): string {
  const [whole = '0', frac] = q.split('.');
  const g = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${g}.${frac}` : g;
}

function centred(page: ReturnType<PDFDocument['addPage']>, font: PDFFont, text: string, y: number, size: number) {
  const t = drawable(text);
  const width = font.widthOfTextAtSize(t, size);
  page.drawText(t, { x: (792 - width) / 2, y, size, font, color: rgb(0.1, 0.1, 0.15) });
}

export async function renderCertificatePdf(c: CertificateContent): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(drawable(`${c.companyName} share certificate ${c.securityId}`));
  doc.setProducer('Digital Locker');
  const page = doc.addPage([792, 612]);
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  page.drawRectangle({ x: 24, y: 24, width: 744, height: 564, borderWidth: 3, borderColor: rgb(0.2, 0.25, 0.4) });
  page.drawRectangle({ x: 34, y: 34, width: 724, height: 544, borderWidth: 1, borderColor: rgb(0.2, 0.25, 0.4) });
  page.drawText(drawable(`Certificate No. ${c.securityId}`), { x: 60, y: 540, size: 12, font: bold });
  const shares = `${grouped(c.quantity)} shares`;
  page.drawText(drawable(shares), {
    x: 732 - bold.widthOfTextAtSize(drawable(shares), 12),
    y: 540,
    size: 12,
    font: bold,
  });
  centred(page, bold, c.companyName, 470, 28);
  centred(page, font, `${c.kindLabel} - ${c.className}`, 435, 16);
  centred(page, font, 'This certifies that', 380, 14);
  centred(page, bold, c.holderName, 345, 22);
  centred(
    page,
    font,
    `is the registered holder of ${grouped(c.quantity)} fully paid shares of the ${c.className}`,
    305,
    14,
  );
  centred(page, font, `of ${c.companyName}, recorded in the company's cap table ledger.`, 285, 14);
  centred(page, font, `Issued on ${c.issueDate}${c.price ? ` at ${c.price} per share` : ''}.`, 245, 12);
  page.drawText('Authorized officer', { x: 90, y: 90, size: 11, font });
  page.drawLine({ start: { x: 90, y: 110 }, end: { x: 300, y: 110 }, thickness: 0.8 });
  page.drawText('Secretary', { x: 500, y: 90, size: 11, font });
  page.drawLine({ start: { x: 500, y: 110 }, end: { x: 710, y: 110 }, thickness: 0.8 });
  return Buffer.from(await doc.save());
}

/** Writes the bytes to storage (no transaction open), then returns the stored_file row to insert. */
export async function storeCertificateBytes(storage: FileStorage, fiduciaryId: string, name: string, bytes: Buffer) {
  const id = randomUUID();
  const storageKey = `${fiduciaryId}/${id}`;
  await storage.put(storageKey, Readable.from([bytes]));
  return {
    id,
    fiduciary_id: fiduciaryId,
    name,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storage_key: storageKey,
    uploaded_by: null,
    mime_type: 'application/pdf',
  };
}
