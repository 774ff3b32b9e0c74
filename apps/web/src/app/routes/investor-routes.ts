import { INVESTOR_ADMIN_OR_VIEWER, INVESTOR_OR_ADMIN } from '@dl/domain';
import { defineRoutes, type RouteDef } from './route-def.ts';

const IA = INVESTOR_OR_ADMIN;

/** The default tab of My Profile (spec 2: bare /my-profile redirects to my-profile/{currentTab}). */
export const DEFAULT_PROFILE_TAB = 'profile';

/**
 * The investor portal's login-required area (spec 2 table), under /digital-locker/ (ADR 0004). Paths,
 * titles and role lists are the spec's; a "not shown" role list is no list (any logged-in role).
 */
const investorTable = defineRoutes([
  {
    index: true,
    label: 'Dashboard',
    name: 'Dashboard',
    roles: IA,
    page: 'dashboard',
    // The dashboard is not a viewer route; a viewer's landing page is Trade (spec 6).
    viewerRedirect: 'trade',
  },
  {
    path: 'user-profile',
    name: 'UserProfile',
    label: 'User Profile',
    roles: IA,
    summary: 'Your name, photo and contact details.',
    page: 'user-profile',
  },
  {
    path: 'my-profile',
    label: 'My Profile',
    children: [
      // Spec 2: bare /my-profile redirects to my-profile/{currentTab}; a viewer may open only profile.
      { index: true, label: 'My Profile', redirect: { to: `my-profile/${DEFAULT_PROFILE_TAB}`, viewerTo: 'profile' } },
      {
        path: 'profile',
        label: 'Profile',
        roles: INVESTOR_ADMIN_OR_VIEWER,
        viewerAllowed: true,
        name: 'MyProfile.Profile',
        summary: 'Your personal details as the fiduciary holds them.',
        page: 'my-profile-profile',
      },
      {
        path: 'settings',
        name: 'MyProfile.Settings',
        label: 'Settings',
        roles: IA,
        summary: 'Password, sign-in and notification settings.',
        page: 'my-profile-settings',
      },
      {
        path: 'my-entities',
        name: 'MyProfile.MyEntities',
        label: 'My Entities',
        roles: IA,
        summary: 'The entities you invest through, with their KYC status.',
        page: 'my-entities',
      },
      {
        path: 'my-profile/:currentTab',
        label: 'My Profile',
        roles: IA,
        name: 'MyProfile',
        summary: 'Profile, settings, entities, certificates, forms and authorized parties in one place.',
        page: 'my-profile-tabs',
      },
      {
        path: 'my-certificates',
        name: 'MyProfile.MyCertificates',
        label: 'My Certificates',
        roles: IA,
        summary: 'Accreditation and share certificates you hold.',
        page: 'my-certificates',
      },
      {
        path: 'forms',
        name: 'MyProfile.Forms',
        label: 'Forms',
        roles: IA,
        page: 'profile-forms',
        summary: 'KYC, tax and bank forms to fill in or review.',
      },
      {
        path: 'authorized-parties',
        name: 'MyProfile.AuthorizedParties',
        label: 'Authorized Parties',
        roles: IA,
        summary: 'People allowed to act for you or your entities.',
        page: 'authorized-parties',
      },
    ],
  },
  {
    path: 'portfolios',
    name: 'Portfolios',
    title: 'Investment overview',
    label: 'Portfolios',
    summary: 'Your positions and their value across every opportunity.',
    page: 'portfolios',
  },
  {
    path: 'portfolios/positions-balances',
    name: 'Portfolios.PositionsBalances',
    label: 'Positions & Balances',
    summary: 'Positions and cash balances.',
    page: 'positions',
  },
  {
    path: 'portfolios/trading-activity',
    name: 'Portfolios.TradingActivity',
    label: 'Trading Activity',
    summary: 'Buys, sells and transfers over time.',
    page: 'trading-activity',
  },
  {
    path: 'documents',
    name: 'Documents',
    title: 'Manage Documents',
    label: 'Documents',
    roles: IA,
    summary: 'Every NDA, deal document and statement, signed or waiting for you.',
    page: 'documents',
  },
  {
    path: 'portfolio/:id',
    name: 'Portfolio',
    label: 'Portfolio',
    summary: 'One investment with its terms and history.',
    page: 'position',
  },
  {
    path: 'portfolio/:id/documents',
    name: 'Portfolio.Documents',
    label: 'Portfolio Documents',
    summary: 'The documents of one investment.',
    page: 'position',
  },
  {
    path: 'portfolio-summary',
    name: 'PortfolioSummary',
    label: 'Portfolio Summary',
    summary: 'Totals of your portfolio by sector and stage.',
    page: 'portfolio-summary',
  },
  {
    path: 'opportunities',
    name: 'Opportunities',
    title: 'Discover New Opportunities',
    label: 'Opportunities',
    summary: 'Primary and secondary opportunities open to you, with filters and favorites.',
    page: 'opportunities',
  },
  {
    path: 'opportunity/:id',
    label: 'Opportunity',
    roles: IA,
    name: 'OpportunityDetail',
    summary: 'The opportunity, its NDA, data room and deal documents.',
    page: 'opportunity',
  },
  {
    path: 'transact',
    name: 'Transactions',
    title: 'Latest Transactions',
    label: 'Transactions',
    summary: 'Your deals in progress and their next steps.',
    page: 'transactions',
  },
  {
    path: 'transact/:id',
    name: 'Transaction',
    label: 'Transaction',
    summary: 'One deal: signatures, approval and payment.',
    page: 'transaction',
  },
  {
    path: 'trade',
    name: 'Trade',
    title: 'More Investment Opportunities',
    label: 'Trade',
    roles: INVESTOR_ADMIN_OR_VIEWER,
    viewerAllowed: true,
    summary: 'Secondary opportunities to buy into.',
    page: 'trade',
  },
  {
    path: 'communicate',
    page: 'communicate',
    title: 'Ask questions regarding the Opportunities',
    label: 'Communicate',
    name: 'Communication',
    summary: 'Your questions to issuers and their answers.',
  },
  {
    path: 'communicate/schedule-meetings',
    name: 'ScheduleMeetings',
    page: 'schedule-meetings',
    label: 'Schedule Meetings',
    summary: 'Book a meeting with an issuer or your fiduciary.',
  },
  {
    path: 'system-notifications',
    name: 'SystemNotifications',
    label: 'System Notifications',
    roles: IA,
    summary: 'Announcements, incidents and maintenance windows.',
    page: 'system-notifications',
  },
  {
    path: 'notifications',
    name: 'Notifications',
    title: 'Get notified about any actions and opportunities',
    label: 'Notifications',
    summary: 'Actions waiting for you and news about your opportunities.',
    page: 'notifications',
  },
  {
    path: 'resources',
    name: 'Resources',
    label: 'Resources',
    summary: 'Guides and material from your fiduciary.',
    page: 'resources',
  },
  {
    path: 'events',
    name: 'Events',
    page: 'events',
    title: 'Find unique opportunities for investments',
    label: 'Events',
    summary: 'Roadshows and investor events.',
  },
  {
    path: 'service-request',
    name: 'ServiceRequest',
    page: 'service-request',
    title: 'Track and Manage Service Requests',
    label: 'Service Requests',
    summary: 'Requests to your fiduciary and where they stand.',
  },
  {
    path: 'help-assistance',
    name: 'HelpAssistance',
    label: 'Help & Assistance',
    summary: 'Answers to common questions and how to reach us.',
    page: 'help-assistance',
  },
  /*
   * Beyond the spec's table: the built-in signing ceremony that `GET .../esign` sends the browser to
   * (ADR 0006). It needs the signer's own login; viewers may not sign.
   */
  {
    path: 'esign/:sessionId',
    name: 'Esign',
    title: 'Sign Document',
    label: 'Sign Document',
    roles: IA,
    page: 'esign',
  },
]);

/** The table's literal type: names and path patterns, read by the route registry (named-routes). */
export type InvestorRouteTable = typeof investorTable;

export const investorRoutes: RouteDef[] = investorTable;
