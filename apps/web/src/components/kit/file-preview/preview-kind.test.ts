// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { previewKind } from './preview-kind.ts';

describe('previewKind', () => {
  it.each([
    ['image/png', 'logo.png', 'image'],
    ['image/jpeg', 'photo', 'image'],
    ['application/pdf', 'Subscription Agreement.pdf', 'pdf'],
    ['application/pdf; charset=binary', 'x', 'pdf'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'cap-table.xlsx', 'none'],
    ['text/csv', 'investors.pdf', 'none'],
    [null, 'Term Sheet.PDF', 'pdf'],
    ['', 'headshot.JPG', 'image'],
    ['application/octet-stream', 'deck.pdf', 'pdf'],
    [undefined, 'archive.zip', 'none'],
    [undefined, 'README', 'none'],
  ])('%s %s -> %s', (type, name, expected) => {
    expect(previewKind(type, name)).toBe(expected);
  });
});
