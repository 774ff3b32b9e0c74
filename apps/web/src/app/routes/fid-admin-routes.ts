import { rolesFor } from '@dl/domain';
import { defineRoutes, type RouteDef } from './route-def.ts';
import { staffProfileRoute } from './staff-profile-route.ts';

/**
 * The fund-admin portal's screens under /fid-admin/ (issue 15). Each screen opens to the roles of
 * the action it is about (ADR 0026): the side navigation and the router read the same lists, so a
 * role never sees an item it may not open.
 */
const fidAdminTable = defineRoutes([
  {
    index: true,
    label: 'Dashboard',
    name: 'FidAdmin.Dashboard',
    roles: rolesFor('fid_admin.enter'),
    page: 'fid-dashboard',
  },
  {
    path: 'investors',
    title: 'Investors',
    label: 'Investors',
    name: 'FidAdmin.Investors',
    roles: rolesFor('investors.read'),
    page: 'fid-investors',
  },
  {
    path: 'investors/:id',
    label: 'Investor',
    name: 'FidAdmin.Investor',
    roles: rolesFor('investors.read'),
    page: 'fid-investor',
  },
  {
    path: 'kyc',
    title: 'KYC Review',
    label: 'KYC',
    name: 'FidAdmin.Kyc',
    roles: rolesFor('kyc.read_answers'),
    page: 'fid-kyc',
  },
  {
    path: 'kyc/:id',
    label: 'KYC Form',
    name: 'FidAdmin.KycReview',
    roles: rolesFor('kyc.read_answers'),
    page: 'fid-kyc-review',
  },
  {
    path: 'opportunities',
    title: 'Opportunity Approval',
    label: 'Opportunities',
    name: 'FidAdmin.Opportunities',
    roles: rolesFor('opportunities.read_admin'),
    page: 'fid-opportunities',
  },
  {
    path: 'opportunities/:id',
    label: 'Opportunity',
    name: 'FidAdmin.Opportunity',
    roles: rolesFor('opportunities.read_admin'),
    page: 'fid-opportunity',
  },
  {
    path: 'deals',
    title: 'Deal Execution',
    label: 'Deals',
    name: 'FidAdmin.Deals',
    roles: rolesFor('investments.read'),
    page: 'fid-deals',
  },
  { path: 'deals/:id', label: 'Deal', name: 'FidAdmin.Deal', roles: rolesFor('investments.read'), page: 'fid-deal' },
  {
    path: 'ndas',
    title: 'NDA Countersigning',
    label: 'NDAs',
    name: 'FidAdmin.Ndas',
    roles: rolesFor('nda.countersign_any'),
    page: 'fid-ndas',
  },
  {
    path: 'capital-calls',
    title: 'Capital Calls',
    label: 'Capital Calls',
    name: 'FidAdmin.CapitalCalls',
    roles: rolesFor('capital_calls.read'),
    page: 'fid-capital-calls',
  },
  {
    path: 'documents',
    title: 'Documents to Investors',
    label: 'Documents',
    name: 'FidAdmin.Documents',
    roles: rolesFor('documents.track'),
    page: 'fid-documents',
  },
  {
    path: 'communications',
    title: 'Investor Communication',
    label: 'Communications',
    // Spec 2: the popup's My Communications tab links to the Communication route with ?tab=1.
    name: 'FidAdmin.Communication',
    roles: rolesFor('qna.read_tenant'),
    page: 'fid-communications',
  },
  {
    path: 'service-requests',
    title: 'Service Requests',
    label: 'Service Requests',
    name: 'FidAdmin.ServiceRequests',
    roles: rolesFor('service_requests.read'),
    page: 'fid-service-requests',
  },
  {
    path: 'events-resources',
    title: 'Events and Resources',
    label: 'Events & Resources',
    name: 'FidAdmin.EventsResources',
    roles: rolesFor('content.manage_view'),
    page: 'fid-events-resources',
  },
  { ...staffProfileRoute, name: 'FidAdmin.MyProfile' },
]);

export type FidAdminRouteTable = typeof fidAdminTable;
export const fidAdminRoutes: RouteDef[] = fidAdminTable;
