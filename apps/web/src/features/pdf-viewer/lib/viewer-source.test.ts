// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { viewerFilePath, viewerHref, viewerMode } from './viewer-source.ts';

const ORIGIN = 'https://portal.example';
const LINK = '/api/v1/signed-files/11111111-2222-4333-8444-555555555555?expires=1&signature=abc';

describe('PDF viewer source (spec 2)', () => {
  it('takes our own signed links, relative or absolute on this origin', () => {
    expect(viewerFilePath(LINK, ORIGIN)).toBe(LINK);
    expect(viewerFilePath(`${ORIGIN}${LINK}`, ORIGIN)).toBe(LINK);
  });

  it('refuses other sites and other paths', () => {
    expect(viewerFilePath(`https://evil.example${LINK}`, ORIGIN)).toBeNull();
    expect(viewerFilePath('/api/v1/fid/x/profile', ORIGIN)).toBeNull();
    expect(viewerFilePath('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(viewerFilePath(null, ORIGIN)).toBeNull();
  });

  it('defaults the mode to fill-form', () => {
    expect(viewerMode(null)).toBe('fill-form');
    expect(viewerMode('view')).toBe('view');
  });

  it('builds the viewer address with the link encoded', () => {
    const href = viewerHref(LINK, 'view', 'Deck.pdf');
    const url = new URL(href, ORIGIN);
    expect(url.pathname).toBe('/digital-locker/pdf/web/viewer.html');
    expect(url.searchParams.get('file')).toBe(LINK);
    expect(url.searchParams.get('mode')).toBe('view');
    expect(url.searchParams.get('name')).toBe('Deck.pdf');
  });
});
