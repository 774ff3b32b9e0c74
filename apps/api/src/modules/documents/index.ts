export { documentRoutes } from './documents.routes.ts';
export { decideDocumentAccess } from './document-access.ts';
export { readDocumentAccess } from './document-access-read.ts';
export {
  canActFor,
  DISCOVERABLE_STATUS,
  findDiscoverableOpportunity,
  findNda,
  investorEntities,
} from './investor-access.ts';
export { fetchDocument } from './documents.service.ts';
export { getDocumentRow } from './document-lookup.ts';
export { DOCUMENT_ROW_COLUMNS } from './document-columns.ts';
export { myDocumentRoutes } from './my-documents.routes.ts';
export { findDocumentsAwaitingSignature } from './my-documents.service.ts';
export { toDocumentRecord } from './documents.mapper.ts';
