// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginPath, portalOfPath, postLoginTarget, sanitizeRedirect } from './redirect.ts';

describe('sanitizeRedirect', () => {
  it.each([
    ['/digital-locker/', '/digital-locker/'],
    ['/issuers/captable?tab=2#top', '/issuers/captable?tab=2#top'],
    ['/a/../fid-admin/', '/fid-admin/'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(sanitizeRedirect(input)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['digital-locker/'],
    ['https://evil.example/'],
    ['//evil.example/'],
    ['/\\evil.example/'],
    ['/\tevil'],
    ['javascript:alert(1)'],
    [' /digital-locker/'],
  ])('drops %j', (input) => {
    expect(sanitizeRedirect(input)).toBeNull();
  });
});

describe('loginPath', () => {
  it('carries the path and query back', () => {
    expect(loginPath('/digital-locker/?x=1')).toBe('/pages/login?redirect=%2Fdigital-locker%2F%3Fx%3D1');
  });

  it('leaves out a useless or unsafe redirect', () => {
    expect(loginPath('/')).toBe('/pages/login');
    expect(loginPath('/pages/logout')).toBe('/pages/login');
    expect(loginPath('//evil.example')).toBe('/pages/login');
    expect(loginPath(null)).toBe('/pages/login');
  });
});

describe('postLoginTarget', () => {
  it('lands on a safe redirect inside the role portal', () => {
    expect(postLoginTarget('/digital-locker/?tab=1', 'fiduciary_investor')).toBe('/digital-locker/?tab=1');
  });

  it('goes to the portal home of the role without a redirect', () => {
    expect(postLoginTarget(null, 'fiduciary_investor-admin')).toBe('/digital-locker/');
    expect(postLoginTarget(null, 'issuer_admin')).toBe('/issuers/');
    expect(postLoginTarget(null, 'fiduciary_admin')).toBe('/fid-admin/');
    expect(postLoginTarget(null, 'trellis_admin')).toBe('/trellis-admin/');
    expect(postLoginTarget(null, 'captable_admin')).toBe('/acap/');
  });

  it('ignores open redirects, login pages and other portals', () => {
    expect(postLoginTarget('https://evil.example/', 'issuer_admin')).toBe('/issuers/');
    expect(postLoginTarget('//evil.example/', 'issuer_admin')).toBe('/issuers/');
    expect(postLoginTarget('/pages/login?redirect=/x', 'issuer_admin')).toBe('/issuers/');
    expect(postLoginTarget('/digital-locker/', 'issuer_admin')).toBe('/issuers/');
  });
});

describe('portalOfPath', () => {
  it('reads the first segment', () => {
    expect(portalOfPath('/acap/x')).toBe('acap');
    expect(portalOfPath('/pages/login')).toBeNull();
  });
});
