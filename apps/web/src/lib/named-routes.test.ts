// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hrefFor } from './named-routes.ts';

describe('hrefFor', () => {
  it.each([
    ['DigitalRoadshow.Landing', { id: 'op 1' }, { mode: 'presentation' }, '/digital-roadshow/op%201?mode=presentation'],
    ['OpportunityDetail', { id: 42 }, {}, '/digital-locker/opportunity/42'],
    ['Login', {}, { redirect: '/digital-locker/' }, '/pages/login?redirect=%2Fdigital-locker%2F'],
    ['Communication', {}, { tab: 1 }, '/digital-locker/communicate?tab=1'],
    ['MyProfile', {}, {}, '/digital-locker/my-profile/my-profile/profile'],
    ['MyProfile', { currentTab: 'settings' }, {}, '/digital-locker/my-profile/my-profile/settings'],
    ['MyProfile.Profile', {}, {}, '/digital-locker/my-profile/profile'],
  ] as const)('%s %j %j -> %s', (name, params, query, expected) => {
    expect(hrefFor(name, params, query)).toBe(expected);
  });

  it('leaves out empty query values', () => {
    expect(hrefFor('DigitalRoadshow.Landing', { id: 'x' }, { mode: undefined, q: '', n: null })).toBe(
      '/digital-roadshow/x',
    );
  });

  it('refuses a missing path parameter', () => {
    // @ts-expect-error: the type refuses it too; the check at run time is for names known only then.
    expect(() => hrefFor('OpportunityDetail')).toThrow('Route OpportunityDetail needs the parameter "id"');
  });
});
