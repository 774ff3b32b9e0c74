import {
  beginText,
  endText,
  lineTo,
  moveText,
  moveTo,
  type PDFDocument,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  setFillingGrayscaleColor,
  setFontAndSize,
  setLineWidth,
  setStrokingGrayscaleColor,
  showText,
  StandardFonts,
  stroke,
} from 'pdf-lib';
import { printable, wrapText } from './pdf-text.ts';
import type { SignerIdentity } from './signing.types.ts';

export interface AppearanceInput {
  signer: SignerIdentity;
  signedAt: Date;
  width: number;
  height: number;
}

export interface Appearance {
  appearanceRef: PDFRef;
  /** New objects the appearance refers to, to be written with it. */
  fontRef: PDFRef;
}

/**
 * The normal appearance (a form XObject) of the countersignature's widget: a rule, then who
 * countersigned, how to reach them and when. It lives in the widget, not in the page content,
 * because the page content is covered by the first signature and cannot change.
 */
export async function countersignAppearance(doc: PDFDocument, input: AppearanceInput): Promise<Appearance> {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // Registers the font dictionary now: the document is never saved, so pdf-lib would not do it.
  await font.embed();
  const charset = font.getCharacterSet();
  const { signer, signedAt, width, height } = input;

  const lines: Array<{ text: string; size: number }> = [
    { text: `Countersigned by ${signer.name}`, size: 11 },
    { text: `${signer.email}  |  IP ${signer.ip}  |  ${signedAt.toISOString()}`, size: 8 },
    {
      text: 'Added as a separate digital signature in an incremental update; earlier signatures stay valid.',
      size: 7,
    },
  ].flatMap(({ text, size }) =>
    wrapText(printable(text, charset), font, size, width - 4).map((line) => ({ text: line, size })),
  );

  const operators = [pushGraphicsState(), setLineWidth(0.5), setStrokingGrayscaleColor(0.35)];
  operators.push(moveTo(0, height - 1), lineTo(width, height - 1), stroke());
  operators.push(beginText(), setFillingGrayscaleColor(0.1));
  // Td moves relative to the start of the previous line, so only the first move carries x.
  let y = height - 14;
  let previous = { x: 0, y: 0 };
  for (const line of lines) {
    if (y < 2) break;
    operators.push(setFontAndSize('F1', line.size), moveText(2 - previous.x, y - previous.y));
    operators.push(showText(font.encodeText(line.text)));
    previous = { x: 2, y };
    y -= line.size + 4;
  }
  operators.push(endText(), popGraphicsState());

  const stream = doc.context.formXObject(operators, {
    BBox: [0, 0, width, height],
    Resources: { Font: { F1: font.ref } },
  });
  return { appearanceRef: doc.context.register(stream), fontRef: font.ref };
}
