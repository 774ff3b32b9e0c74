import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

describe('formatBytes', () => {
  it.each([
    ['0', '0 B'],
    ['1023', '1023 B'],
    ['1024', '1.0 KB'],
    ['1536', '1.5 KB'],
    ['10485760', '10.0 MB'],
    ['1099511627776', '1.0 TB'],
    ['9007199254740993000', '8192000.0 TB'],
  ])('%s bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
