// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href.ts';

describe('safeHref', () => {
  it.each([
    'https://example.com/join?id=1',
    'http://localhost:5173/a',
    'mailto:help@harbor.example',
    '/api/v1/signed-files/5a1b2c3d?expires=1&signature=x',
  ])('keeps %j', (value) => {
    expect(safeHref(value)).toBe(value);
  });

  it.each([
    'javascript:alert(document.cookie)',
    '  JavaScript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
    'relative/path',
    '',
    null,
    undefined,
  ])('drops %j', (value) => {
    expect(safeHref(value)).toBeUndefined();
  });
});
