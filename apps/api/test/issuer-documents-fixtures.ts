import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

/** Files the issuer documents tests upload: templates with and without form fields, and impostors. */

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082',
  'hex',
);
export const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(256),
]);

export async function pdfWithFields(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const form = doc.getForm();
  const name = form.createTextField('investor_name');
  name.enableRequired();
  name.addToPage(page, { x: 100, y: 600, width: 200, height: 20 });
  name.acroField.dict.set(PDFName.of('TU'), PDFString.of('Investor name'));
  form.createCheckBox('accredited').addToPage(page, { x: 100, y: 550, width: 14, height: 14 });
  return Buffer.from(await doc.save());
}

export async function plainPdf(pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([612, 792]);
  return Buffer.from(await doc.save());
}

export function multipart(fields: Array<[string, string]>, file?: { name: string; content: Buffer }) {
  const boundary = '----dlissuerdocs';
  const parts: Buffer[] = fields.map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
