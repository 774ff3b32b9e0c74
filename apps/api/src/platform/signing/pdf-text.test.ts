import { describe, expect, it } from 'vitest';
import { formatUtcMinute, printable, wrapText } from './pdf-text.ts';

const ASCII = Array.from({ length: 95 }, (_, i) => 0x20 + i);
const LATIN = [...ASCII, 0xe9, 0xeb];
const oneUnitPerChar = { widthOfTextAtSize: (text: string, size: number) => text.length * size };

describe('printable', () => {
  it.each([
    ['Ada Lovelace', ASCII, 'Ada Lovelace'],
    ['Zoë', LATIN, 'Zoë'],
    ['Zoë Brontë', ASCII, 'Zoe Bronte'],
    ['Ωmega 李', ASCII, '?mega ?'],
    ['two\nlines\tand tab', ASCII, 'two lines and tab'],
    ['ﬁle', ASCII, 'file'],
  ])('%j -> %j', (text, charset, expected) => {
    expect(printable(text, charset)).toBe(expected);
  });
});

describe('wrapText', () => {
  it('breaks between words within the width', () => {
    expect(wrapText('aa bb cc dd', oneUnitPerChar, 1, 5)).toEqual(['aa bb', 'cc dd']);
  });

  it('cuts a word longer than the line', () => {
    expect(wrapText('x abcdefghij', oneUnitPerChar, 1, 4)).toEqual(['x', 'abcd', 'efgh', 'ij']);
  });
});

describe('formatUtcMinute', () => {
  it('shows the UTC minute whatever the local zone', () => {
    expect(formatUtcMinute(new Date('2026-05-01T23:59:59+02:00'))).toBe('2026-05-01 21:59 UTC');
  });
});
