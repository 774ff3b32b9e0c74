// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatStorage } from './storage-size.ts';

describe('formatStorage (spec 9 sizes, exact with BigInt)', () => {
  it.each([
    ['0', '0 Bytes'],
    ['1', '1 Bytes'],
    ['1023', '1,023 Bytes'],
    ['1024', '1 Kb'],
    ['1536', '1.5 Kb'],
    ['1572864', '1.5 Mb'],
    ['1073741824', '1 Gb'],
    ['5368709120', '5 Gb'],
    ['1099511627776', '1 Tb'],
    // Just over 1.005 Mb: rounded to 1.01 by integer arithmetic, no float in between.
    ['1053819', '1.01 Mb'],
    // Beyond Number.MAX_SAFE_INTEGER: 2^60 bytes is exactly 1,048,576 Tb.
    ['1152921504606846976', '1,048,576 Tb'],
    ['1152921504606846977', '1,048,576 Tb'],
  ])('%s bytes is %s', (bytes, text) => {
    expect(formatStorage(bytes)).toBe(text);
  });

  it('shows a dash for what is not a count of bytes', () => {
    expect(formatStorage('')).toBe('—');
    expect(formatStorage('-1')).toBe('—');
    expect(formatStorage('1.5')).toBe('—');
  });
});
