/** Text helpers for the built-in (WinAnsi) fonts, the only ones pdf-lib can use without fontkit. */

export interface TextMeasure {
  widthOfTextAtSize(text: string, size: number): number;
}

const supportedSets = new WeakMap<readonly number[], Set<number>>();

/**
 * Makes text drawable with a built-in font: a character the font lacks is replaced by its letters
 * without accents (NFKD) when those exist, else by '?'. Drawing would otherwise throw on the first
 * name in Greek or Chinese; the exact value stays in the evidence record and the signature dictionary.
 */
export function printable(text: string, supportedCodePoints: readonly number[]): string {
  let set = supportedSets.get(supportedCodePoints);
  if (!set) {
    set = new Set(supportedCodePoints);
    supportedSets.set(supportedCodePoints, set);
  }
  const fits = (ch: string) => set.has(ch.codePointAt(0) ?? -1);
  let out = '';
  for (const ch of text.replace(/[\r\n\t\f\v]+/g, ' ').normalize('NFC')) {
    if (fits(ch)) {
      out += ch;
      continue;
    }
    const base = [...ch.normalize('NFKD')].filter((c) => fits(c) && !/\p{M}/u.test(c)).join('');
    out += base || '?';
  }
  return out;
}

/** Greedy word wrap; a word wider than the line (a user agent, a hash) is cut where it overflows. */
export function wrapText(text: string, font: TextMeasure, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** '2026-05-01 14:03 UTC': the stamp shows the minute; the certificate page carries the full ISO time. */
export function formatUtcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
