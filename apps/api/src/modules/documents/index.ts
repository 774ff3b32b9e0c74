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
export { getDocumentRow } from './document-lookup.ts';
export type { DocumentRow } from './documents.types.ts';
export { DOCUMENT_ROW_COLUMNS } from './document-columns.ts';
export { myDocumentRoutes } from './my-documents.routes.ts';
export { toDocumentRecord } from './documents.mapper.ts';
