// @vitest-environment node
import { INVESTOR_ROLES } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { investorRoutes } from './investor-routes.ts';
import type { RouteDef } from './route-def.ts';

const { INVESTOR: I, INVESTOR_ADMIN: IA, VIEWER: V } = INVESTOR_ROLES;

/** Every route of the table with its full path under the portal, title and role list. */
function flatten(defs: RouteDef[], base = ''): [string, string | undefined, readonly string[] | undefined][] {
  return defs.flatMap((def) => {
    const path = def.index ? base : `${base}/${def.path}`;
    if (def.redirect) return [];
    const own: [string, string | undefined, readonly string[] | undefined] = [path || '/', def.title, def.roles];
    return def.children ? [own, ...flatten(def.children, path)] : [own];
  });
}

/** Spec 2, "Login-required area at /": path, title, roles (undefined where the spec shows none). */
const SPEC_TABLE = [
  ['/', undefined, [I, IA]],
  ['/user-profile', undefined, [I, IA]],
  ['/my-profile', undefined, undefined],
  ['/my-profile/profile', undefined, [I, IA, V]],
  ['/my-profile/settings', undefined, [I, IA]],
  ['/my-profile/my-entities', undefined, [I, IA]],
  ['/my-profile/my-profile/:currentTab', undefined, [I, IA]],
  ['/my-profile/my-certificates', undefined, [I, IA]],
  ['/my-profile/forms', undefined, [I, IA]],
  ['/my-profile/authorized-parties', undefined, [I, IA]],
  ['/portfolios', 'Investment overview', undefined],
  ['/portfolios/positions-balances', undefined, undefined],
  ['/portfolios/trading-activity', undefined, undefined],
  ['/documents', 'Manage Documents', [I, IA]],
  ['/portfolio/:id', undefined, undefined],
  ['/portfolio/:id/documents', undefined, undefined],
  ['/portfolio-summary', undefined, undefined],
  ['/opportunities', 'Discover New Opportunities', undefined],
  ['/opportunity/:id', undefined, [I, IA]],
  ['/transact', 'Latest Transactions', undefined],
  ['/transact/:id', undefined, undefined],
  ['/trade', 'More Investment Opportunities', [I, IA, V]],
  ['/communicate', 'Ask questions regarding the Opportunities', undefined],
  ['/communicate/schedule-meetings', undefined, undefined],
  ['/system-notifications', undefined, [I, IA]],
  ['/notifications', 'Get notified about any actions and opportunities', undefined],
  ['/resources', undefined, undefined],
  ['/events', 'Find unique opportunities for investments', undefined],
  ['/service-request', 'Track and Manage Service Requests', undefined],
  ['/help-assistance', undefined, undefined],
];

/** Routes the spec's table does not list: the built-in signing ceremony (ADR 0006). */
const BEYOND_SPEC = ['/esign/:sessionId'];

describe('investor route table (spec 2)', () => {
  it('has exactly the paths, titles and role lists of the spec', () => {
    expect(flatten(investorRoutes).filter(([path]) => !BEYOND_SPEC.includes(path))).toEqual(SPEC_TABLE);
  });

  it('adds only the signing ceremony, for investors and investor admins', () => {
    expect(flatten(investorRoutes).filter(([path]) => BEYOND_SPEC.includes(path))).toEqual([
      ['/esign/:sessionId', 'Sign Document', [I, IA]],
    ]);
  });

  it('lets a viewer open only my-profile profile and Trade among the restricted routes (spec 6)', () => {
    const viewerRoutes = flatten(investorRoutes).filter(([, , roles]) => roles?.includes(V));
    expect(viewerRoutes.map(([path]) => path)).toEqual(['/my-profile/profile', '/trade']);
    const flagged = (defs: RouteDef[]): string[] =>
      defs.flatMap((d) => [...(d.viewerAllowed && d.path ? [d.path] : []), ...flagged(d.children ?? [])]);
    expect(flagged(investorRoutes)).toEqual(['profile', 'trade']);
  });

  it('redirects bare /my-profile to my-profile/{currentTab}, a viewer to profile', () => {
    const myProfile = investorRoutes.find((d) => d.path === 'my-profile');
    expect(myProfile?.children?.[0]?.redirect).toEqual({ to: 'my-profile/profile', viewerTo: 'profile' });
  });

  it('names every route; OpportunityDetail, Communication and the profile routes by the spec', () => {
    const names = (defs: RouteDef[]): [string, string][] =>
      defs.flatMap((d) => [
        ...(d.name ? [[d.name, d.path ?? ''] as [string, string]] : []),
        ...names(d.children ?? []),
      ]);
    expect(names(investorRoutes)).toEqual([
      ['Dashboard', ''],
      ['UserProfile', 'user-profile'],
      ['MyProfile.Profile', 'profile'],
      ['MyProfile.Settings', 'settings'],
      ['MyProfile.MyEntities', 'my-entities'],
      ['MyProfile', 'my-profile/:currentTab'],
      ['MyProfile.MyCertificates', 'my-certificates'],
      ['MyProfile.Forms', 'forms'],
      ['MyProfile.AuthorizedParties', 'authorized-parties'],
      ['Portfolios', 'portfolios'],
      ['Portfolios.PositionsBalances', 'portfolios/positions-balances'],
      ['Portfolios.TradingActivity', 'portfolios/trading-activity'],
      ['Documents', 'documents'],
      ['Portfolio', 'portfolio/:id'],
      ['Portfolio.Documents', 'portfolio/:id/documents'],
      ['PortfolioSummary', 'portfolio-summary'],
      ['Opportunities', 'opportunities'],
      ['OpportunityDetail', 'opportunity/:id'],
      ['Transactions', 'transact'],
      ['Transaction', 'transact/:id'],
      ['Trade', 'trade'],
      ['Communication', 'communicate'],
      ['ScheduleMeetings', 'communicate/schedule-meetings'],
      ['SystemNotifications', 'system-notifications'],
      ['Notifications', 'notifications'],
      ['Resources', 'resources'],
      ['Events', 'events'],
      ['ServiceRequest', 'service-request'],
      ['HelpAssistance', 'help-assistance'],
      ['Esign', 'esign/:sessionId'],
    ]);
  });
});
