import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text.ts';

describe('storable text', () => {
  it('accepts emoji and other surrogate pairs, refuses NUL and lone surrogates', () => {
    expect(isStorableText('Bank 🏦 of the 🌍 — ü')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800')).toBe(false);
    expect(isStorableText('\udc00b')).toBe(false);
  });

  it('names the first bad field with a dotted path, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findUnstorableText({ 'k\u0000': 'v' })).toBe('(field name)');
    expect(findUnstorableText({ a: 1, b: null, c: true })).toBeUndefined();
    expect(findUnstorableText('\ud800')).toBe('');
  });

  it('does not walk buffers or objects that are not plain', () => {
    expect(findUnstorableText({ file: Buffer.from([0, 0xed, 0xa0, 0x80]) })).toBeUndefined();
  });
});
