// @vitest-environment node
import { colorContrast, WHITE_TEXT } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { contrastText } from './contrast-view.ts';

describe('contrast text of a colour field', () => {
  it.each([
    ['#009F46', WHITE_TEXT, { text: '3.4:1 — below 4.5:1', passes: false, suggestion: '#00893c' }],
    ['#0075A1', WHITE_TEXT, { text: '5.1:1 AA', passes: true, suggestion: null }],
    ['#000000', WHITE_TEXT, { text: '21:1 AA', passes: true, suggestion: null }],
    ['#f4f4f4', '#000000', { text: '19:1 AA', passes: true, suggestion: null }],
  ])('%s under %s', (background, text, expected) => {
    expect(contrastText(colorContrast('primary', background, text))).toEqual(expected);
  });

  it('says nothing while the colour is not a hex value yet', () => {
    expect(contrastText(colorContrast('primary', '#00', WHITE_TEXT))).toBeNull();
  });
});
