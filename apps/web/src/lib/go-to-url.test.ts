import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToUrl } from './go-to-url.ts';

const ORIGIN = 'https://portal.example';

describe('goToUrl (e-sign data.url)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('routes a path or a same-origin address inside the app', () => {
    const navigate = vi.fn();
    goToUrl('/digital-locker/esign/s1', navigate, ORIGIN);
    goToUrl(`${ORIGIN}/digital-locker/esign/s2?x=1`, navigate, ORIGIN);
    expect(navigate.mock.calls).toEqual([['/digital-locker/esign/s1'], ['/digital-locker/esign/s2?x=1']]);
  });

  it('loads another site as a full page', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const navigate = vi.fn();
    goToUrl('https://sign.example/ceremony/1', navigate, ORIGIN);
    expect(navigate).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('https://sign.example/ceremony/1');
  });
});
