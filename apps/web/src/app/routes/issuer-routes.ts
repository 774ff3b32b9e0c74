import { rolesFor } from '@dl/domain';
import { defineRoutes, type RouteDef } from './route-def.ts';
import { staffProfileRoute } from './staff-profile-route.ts';

/**
 * The issuer portal's screens under /issuers/ (issue 16, ADR 0030). Every issuer role reads the
 * company and its opportunities; creating and editing drafts opens only to the roles that write them.
 * The side navigation reads the same lists.
 */
const issuerTable = defineRoutes([
  { index: true, label: 'Home', name: 'Issuer.Home', roles: rolesFor('issuer.enter'), page: 'home' },
  {
    path: 'opportunities',
    title: 'My Opportunities',
    label: 'Opportunities',
    name: 'Issuer.Opportunities',
    roles: rolesFor('issuer.enter'),
    page: 'issuer-opportunities',
  },
  {
    path: 'opportunities/new',
    title: 'New Opportunity',
    label: 'New opportunity',
    name: 'Issuer.OpportunityNew',
    roles: rolesFor('issuer_opportunities.write'),
    page: 'issuer-opportunity-new',
  },
  {
    path: 'opportunities/:id',
    label: 'Opportunity',
    name: 'Issuer.Opportunity',
    roles: rolesFor('issuer.enter'),
    page: 'issuer-opportunity',
  },
  {
    path: 'opportunities/:id/edit',
    label: 'Edit opportunity',
    name: 'Issuer.OpportunityEdit',
    roles: rolesFor('issuer_opportunities.write'),
    page: 'issuer-opportunity-edit',
  },
  {
    path: 'company',
    title: 'Company Details',
    label: 'Company',
    name: 'Issuer.Company',
    roles: rolesFor('issuer.enter'),
    page: 'issuer-company',
  },
  {
    path: 'documents',
    title: 'Documents',
    label: 'Documents',
    name: 'Issuer.Documents',
    roles: rolesFor('issuer.enter'),
    page: 'issuer-documents',
  },
  {
    path: 'ndas',
    title: 'NDA Countersigning',
    label: 'NDAs',
    name: 'Issuer.Ndas',
    roles: rolesFor('nda.countersign_issuer'),
    page: 'issuer-ndas',
  },
  {
    path: 'questions',
    title: 'Questions',
    label: 'Questions',
    name: 'Issuer.Questions',
    roles: rolesFor('qna.read_issuer'),
    page: 'issuer-questions',
  },
  {
    path: 'captable',
    title: 'Cap Table',
    label: 'Cap Table',
    name: 'Issuer.CapTable',
    roles: rolesFor('issuer.enter'),
    page: 'issuer-captable',
  },
  { ...staffProfileRoute, name: 'Issuer.MyProfile' },
]);

export type IssuerRouteTable = typeof issuerTable;
export const issuerRoutes: RouteDef[] = issuerTable;
