// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  hrefFor,
  hrefForName,
  namedRoutes,
  type RouteName,
  type RouteParams,
  type RouteQuery,
} from './named-routes.ts';

describe('hrefFor builds the address of a named route', () => {
  it.each<[RouteName, RouteParams, RouteQuery, string]>([
    // Parameters filled and encoded.
    ['OpportunityDetail', { id: 'a/b c' }, {}, '/digital-locker/opportunity/a%2Fb%20c'],
    ['Transaction', { id: 7 }, {}, '/digital-locker/transact/7'],
    ['Portfolio.Documents', { id: 'op?1' }, {}, '/digital-locker/portfolio/op%3F1/documents'],
    ['Esign', { sessionId: 's#1' }, {}, '/digital-locker/esign/s%231'],
    ['DigitalRoadshow.Landing', { id: 'é' }, {}, '/digital-roadshow/%C3%A9'],
    // A parameter with a default may be left out.
    ['MyProfile', {}, {}, '/digital-locker/my-profile/my-profile/profile'],
    ['MyProfile', { currentTab: 'my-entities' }, {}, '/digital-locker/my-profile/my-profile/my-entities'],
    // Query appended, encoded, empty values left out.
    ['Opportunities', {}, { q: 'a&b', page: 2 }, '/digital-locker/opportunities?q=a%26b&page=2'],
    ['Communication', {}, { tab: '1', id: undefined, empty: '' }, '/digital-locker/communicate?tab=1'],
    ['Notifications', {}, { unread: true, none: null }, '/digital-locker/notifications?unread=true'],
    ['Login', {}, { redirect: '/digital-locker/trade' }, '/pages/login?redirect=%2Fdigital-locker%2Ftrade'],
    // An index route ends in a slash, like the portal's home.
    ['Dashboard', {}, {}, '/digital-locker/'],
    ['Portfolios.PositionsBalances', {}, {}, '/digital-locker/portfolios/positions-balances'],
  ])('%s %j %j -> %s', (name, params, query, expected) => {
    expect(hrefForName(name, params, query)).toBe(expected);
  });

  it.each<[RouteName, RouteParams, string]>([
    ['OpportunityDetail', {}, 'Route OpportunityDetail needs the parameter "id"'],
    ['Transaction', { id: '' }, 'Route Transaction needs the parameter "id"'],
    ['Portfolio', { opportunityId: 'x' }, 'Route Portfolio needs the parameter "id"'],
    ['Esign', { id: 'x' }, 'Route Esign needs the parameter "sessionId"'],
  ])('%s %j is refused: %s', (name, params, message) => {
    expect(() => hrefForName(name, params)).toThrow(message);
  });

  it('checks parameters against the path pattern at compile time', () => {
    expect(hrefFor('Portfolio', { id: 'x' }, { tab: 'documents' })).toBe('/digital-locker/portfolio/x?tab=documents');
    expect(hrefFor('Trade')).toBe('/digital-locker/trade');
    // @ts-expect-error: OpportunityDetail needs an id.
    expect(() => hrefFor('OpportunityDetail', {})).toThrow();
    // @ts-expect-error: Esign's parameter is sessionId.
    expect(() => hrefFor('Esign', { id: 'x' })).toThrow();
    // @ts-expect-error: no route has that name.
    expect(() => hrefFor('NoSuchRoute')).toThrow('No route is named NoSuchRoute');
  });

  it('knows every path pattern once, absolute', () => {
    const paths = Object.values(namedRoutes);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z]/);
  });
});
