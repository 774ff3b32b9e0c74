import { rolesFor } from '@dl/domain';
import { defineRoutes, type RouteDef } from './route-def.ts';
import { staffProfileRoute } from './staff-profile-route.ts';

/**
 * The cap-table portal's screens under /acap/ (issue 17, ADR 0032). Readers (admin, editor, viewer,
 * super admin, tapp_admin) see the ledger; editors draft; holders see only their own holdings.
 * The side navigation reads the same lists.
 */
const captableTable = defineRoutes([
  { index: true, label: 'Home', name: 'CapTable.Home', page: 'home' },
  {
    path: 'securities',
    title: 'Securities',
    label: 'Securities',
    name: 'CapTable.Securities',
    roles: rolesFor('captable.read'),
    page: 'captable-securities',
  },
  {
    path: 'securities/new',
    title: 'New Security',
    label: 'New security',
    name: 'CapTable.SecurityNew',
    roles: rolesFor('captable.securities.draft'),
    page: 'captable-security-new',
  },
  {
    path: 'securities/:securityId',
    label: 'Security',
    name: 'CapTable.Security',
    roles: rolesFor('captable.read'),
    page: 'captable-security',
  },
  {
    path: 'securities/:securityId/edit',
    label: 'Edit security',
    name: 'CapTable.SecurityEdit',
    roles: rolesFor('captable.securities.draft'),
    page: 'captable-security-edit',
  },
  {
    path: 'stakeholders',
    title: 'Stakeholders',
    label: 'Stakeholders',
    name: 'CapTable.Stakeholders',
    roles: rolesFor('captable.read'),
    page: 'captable-stakeholders',
  },
  {
    path: 'classes',
    title: 'Stock Classes and Terms',
    label: 'Classes and terms',
    name: 'CapTable.Classes',
    roles: rolesFor('captable.read'),
    page: 'captable-classes',
  },
  {
    path: 'plans',
    title: 'Equity Plans',
    label: 'Equity plans',
    name: 'CapTable.Plans',
    roles: rolesFor('captable.read'),
    page: 'captable-plans',
  },
  {
    path: 'plans/:planId',
    label: 'Equity plan',
    name: 'CapTable.Plan',
    roles: rolesFor('captable.read'),
    page: 'captable-plan',
  },
  {
    path: 'vesting',
    title: 'Vesting Schedules',
    label: 'Vesting',
    name: 'CapTable.Vesting',
    roles: rolesFor('captable.read'),
    page: 'captable-vesting',
  },
  {
    path: 'ledger',
    title: 'Transaction Ledger',
    label: 'Ledger',
    name: 'CapTable.Ledger',
    roles: rolesFor('captable.read'),
    page: 'captable-ledger',
  },
  {
    path: 'requests',
    title: 'Action Requests',
    label: 'Requests',
    name: 'CapTable.Requests',
    roles: rolesFor('captable.read'),
    page: 'captable-requests',
  },
  {
    path: 'scenarios',
    title: 'Scenarios',
    label: 'Scenarios',
    name: 'CapTable.Scenarios',
    roles: rolesFor('captable.read'),
    page: 'captable-scenarios',
  },
  {
    path: 'holders',
    title: 'Holders',
    label: 'Holders',
    name: 'CapTable.Holders',
    roles: rolesFor('captable.users.read'),
    page: 'captable-holders',
  },
  {
    path: 'import-export',
    title: 'Import and Export',
    label: 'Import and export',
    name: 'CapTable.Ocf',
    roles: rolesFor('captable.read'),
    page: 'captable-ocf',
  },
  {
    path: 'holdings',
    title: 'My Holdings',
    label: 'My holdings',
    name: 'CapTable.Holdings',
    roles: rolesFor('captable.holdings.own'),
    page: 'captable-holdings',
  },
  { ...staffProfileRoute, name: 'CapTable.MyProfile' },
]);

export type CaptableRouteTable = typeof captableTable;
export const captableRoutes: RouteDef[] = captableTable;
