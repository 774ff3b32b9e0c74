import { printable } from './pdf-text.ts';

const LATIN_1 = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i),
];

/**
 * For @signpdf/placeholder-pdf-lib, which writes reason, name and location with pdf-lib's
 * PDFString.of: that writes the text between parentheses as given, one byte per character. An
 * unbalanced ')' in a name would end the string early and corrupt the signature dictionary, and
 * characters beyond Latin-1 would be truncated to garbage; so the text is folded to Latin-1 and the
 * delimiters escaped here.
 */
export function literalStringBody(text: string): string {
  return printable(text, LATIN_1).replace(/[\\()]/g, (ch) => `\\${ch}`);
}
