import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A one-page PDF with a title line and, when `fields` are given, a fillable text field per name
 * (AcroForm): what an issuer uploads as an NDA or subscription template (digitized from its fields).
 */
export async function pdfFile(name: string, title: string, fields: readonly string[] = []) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 72, y: 720, size: 18, font });
  page.drawText('This document was made for an end-to-end test of the issuer portal.', {
    x: 72,
    y: 690,
    size: 11,
    font,
  });
  let y = 640;
  for (const field of fields) {
    page.drawText(field, { x: 72, y: y + 5, size: 11, font });
    doc.getForm().createTextField(field).addToPage(page, { x: 200, y, width: 300, height: 20 });
    y -= 40;
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}
