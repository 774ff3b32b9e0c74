export { documentRoutes } from './documents.routes.ts';
export { decideDocumentAccess, type DocumentAccess } from './document-access.ts';
export {
  canActFor,
  DISCOVERABLE_STATUS,
  findDiscoverableOpportunity,
  findNda,
  type InvestorEntity,
  investorEntities,
} from './investor-access.ts';
