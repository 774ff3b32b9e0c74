import { formatCurrency } from '@dl/domain';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';

/** What a capital call notice says to one investor (issue 15 point 7). */
interface NoticeContent {
  fiduciaryName: string;
  opportunityName: string;
  entityName: string;
  callNumber: number;
  amount: string;
  dueDate: string;
  reference: string;
  note: string;
  wire: {
    bank_name: string;
    bank_address: string;
    account_name: string;
    account_number: string;
    routing_number: string;
    swift_code: string;
    instructions: string;
    verified_on: string;
  };
}

const MARGIN = 56;
const WIDTH = 500;

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

interface Writer {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

function line(w: Writer, text: string, options: { size?: number; bold?: boolean } = {}) {
  const size = options.size ?? 11;
  const font = options.bold ? w.bold : w.font;
  let current = '';
  const flush = () => {
    w.page.drawText(current, { x: MARGIN, y: w.y, size, font });
    w.y -= size + 5;
  };
  for (const word of drawable(text).split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > WIDTH) {
      flush();
      current = word;
    } else current = candidate;
  }
  if (current) flush();
}

const money = (amount: string) => formatCurrency(amount, { precision: 2, abbreviate: false });

/** One page: who calls, who pays, how much, by when, and where to wire it (with when that was verified). */
export async function renderNoticePdf(n: NoticeContent): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(drawable(`${n.opportunityName} Capital Call Notice No. ${n.callNumber}`));
  doc.setProducer('Digital Locker');
  const page = doc.addPage([612, 792]);
  const w: Writer = {
    page,
    font: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    y: 730,
  };
  line(w, 'Capital Call Notice', { size: 18, bold: true });
  line(w, `${n.fiduciaryName} - ${n.opportunityName}, call no. ${n.callNumber}`);
  w.y -= 12;
  line(w, `To: ${n.entityName}`, { bold: true });
  line(w, `Amount called: ${money(n.amount)}`);
  line(w, `Due date: ${n.dueDate}`);
  line(w, `Reference to quote on the wire: ${n.reference}`);
  if (n.note) line(w, n.note);
  w.y -= 12;
  line(w, 'Wire instructions', { size: 13, bold: true });
  line(w, `Bank: ${n.wire.bank_name}`);
  if (n.wire.bank_address) line(w, `Bank address: ${n.wire.bank_address}`);
  line(w, `Account name: ${n.wire.account_name}`);
  line(w, `Account number: ${n.wire.account_number}`);
  if (n.wire.routing_number) line(w, `Routing number: ${n.wire.routing_number}`);
  if (n.wire.swift_code) line(w, `SWIFT: ${n.wire.swift_code}`);
  if (n.wire.instructions) line(w, n.wire.instructions);
  line(w, `These instructions were last verified on ${n.wire.verified_on.slice(0, 10)}.`, { size: 10 });
  w.y -= 12;
  line(w, 'Before you wire, check these instructions against the ones shown in your portal.', { size: 10 });
  return Buffer.from(await doc.save());
}
