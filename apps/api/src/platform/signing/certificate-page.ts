import { grayscale, type PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { printable, wrapText } from './pdf-text.ts';
import type { SignerIdentity } from './signing.types.ts';

/** What the certificate page records: the evidence of one signing ceremony. */
export interface CertificateRecord {
  originalSha256: string;
  originalPageCount: number;
  signer: SignerIdentity;
  signedAt: Date;
  reason: string;
  consentText: string;
  certificateFingerprint: string;
}

const MARGIN = 50;
const LABEL_WIDTH = 130;
const SIZE = 9;
const LEADING = 12.5;
/** Left empty at the foot of the last certificate page for the visible countersignature. */
const COUNTERSIGN_RESERVE = 120;

const STATEMENT =
  'The signer reviewed the document, consented to sign electronically with the text above and made the ' +
  'signature shown on its last page. The SHA-256 digest identifies the document exactly as presented for ' +
  'signing, before the signature and this page were added. The file is sealed with a digital signature ' +
  '(PKCS#7) made with the platform certificate identified above: any change to the document after sealing ' +
  'makes that signature fail verification. A countersignature is added later as a separate signature, ' +
  'which leaves this one intact.';

/** Appends the "Signing certificate" page (more pages if the texts run long) in the document's page size. */
export async function appendCertificatePage(doc: PDFDocument, record: CertificateRecord): Promise<void> {
  const { width, height } = doc.getPage(doc.getPageCount() - 1).getSize();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  let page = doc.addPage([width, height]);
  let y = height - MARGIN;
  const valueWidth = width - 2 * MARGIN - LABEL_WIDTH;

  const room = (lineCount: number) => {
    if (y - lineCount * LEADING >= MARGIN + COUNTERSIGN_RESERVE) return;
    page = doc.addPage([width, height]);
    y = height - MARGIN;
  };
  const text = (p: PDFPage, s: string, x: number, font: PDFFont, size = SIZE) =>
    p.drawText(printable(s, font.getCharacterSet()), { x, y, size, font, color: grayscale(0.1) });
  const row = (label: string, value: string, font: PDFFont = fonts.regular) => {
    const lines = wrapText(printable(value, font.getCharacterSet()), font, SIZE, valueWidth);
    room(lines.length);
    text(page, label, MARGIN, fonts.bold);
    for (const line of lines) {
      text(page, line, MARGIN + LABEL_WIDTH, font);
      y -= LEADING;
    }
    y -= 3;
  };
  const heading = (title: string) => {
    room(3);
    y -= 8;
    text(page, title, MARGIN, fonts.bold, 11);
    y -= LEADING + 4;
  };

  text(page, 'Signing certificate', MARGIN, fonts.bold, 18);
  y -= 28;

  heading('Document');
  row('Original SHA-256', record.originalSha256, fonts.mono);
  row('Pages', String(record.originalPageCount));
  row('Reason', record.reason);

  heading('Signer');
  row('Name', record.signer.name);
  row('E-mail', record.signer.email);
  row('IP address', record.signer.ip);
  row('User agent', record.signer.userAgent);
  row('Signed at (UTC)', record.signedAt.toISOString(), fonts.mono);

  heading('Consent');
  row('Text agreed', record.consentText);

  heading('Seal');
  row('Certificate SHA-256', record.certificateFingerprint, fonts.mono);
  row('Statement', STATEMENT);
}
