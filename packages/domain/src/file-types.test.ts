import { describe, expect, it } from 'vitest';
import { isAllowedMimeType, isFileTypeGroup, wrongFileTypeMessage } from './file-types.ts';

describe('file type groups (spec 5)', () => {
  it.each([
    ['document', 'Please upload PDF files only'],
    ['image', 'Please upload JPEG / PNG files only'],
    ['data', 'Please upload excel sheet / CSV files only'],
    ['zip', 'Please upload ZIP files only'],
    ['pdf_excel', 'Please upload PDF / excel files only'],
    ['logo', 'Please upload PNG / JPEG / WebP files only'],
  ] as const)('%s -> %s', (group, message) => {
    expect(wrongFileTypeMessage(group)).toBe(message);
  });

  it('uses the investor wording on the investor side', () => {
    expect(wrongFileTypeMessage('image', 'investor')).toBe(' upload JPEG / PNG files only');
  });

  it('checks MIME types per group', () => {
    expect(isAllowedMimeType('image', 'image/png')).toBe(true);
    expect(isAllowedMimeType('image', 'application/pdf')).toBe(false);
    expect(isFileTypeGroup('document')).toBe(true);
    expect(isFileTypeGroup('toString')).toBe(false);
  });
});
