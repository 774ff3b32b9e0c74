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
export { DOCUMENTS_VIEWED, fetchDocument } from './documents.service.ts';
export { type DocumentRow, findDocumentById } from './documents.repository.ts';
