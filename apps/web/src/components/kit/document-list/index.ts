export { buildCategoryTree, type CategoryNode } from './category-tree.ts';
export {
  type DocumentActionButtonsProps,
  type DocumentActionHandlers,
  DocumentActionButtons,
} from './document-action-buttons.tsx';
export {
  canSign,
  canView,
  canViewSigned,
  DOCUMENT_ACTION_LABELS,
  DOCUMENT_ACTIONS,
  type DocumentAction,
  documentActions,
  documentTitle,
  hasOpportunityLink,
  isFiduciaryDocument,
} from './document-actions.ts';
export { DocumentCard, type DocumentCardProps } from './document-card.tsx';
export { type DocumentColumnsOptions, documentColumns } from './document-columns.tsx';
export {
  DOCUMENT_ACTION_REQUIRED,
  type DocumentActionRequired,
  type DocumentEntity,
  type DocumentItem,
  type FiduciaryDocumentDetails,
} from './document-item.ts';
export { DOCUMENT_LAYOUTS, type DocumentLayout, DocumentList, type DocumentListProps } from './document-list.tsx';
export { DocumentName, defaultOpportunityHref, type OpportunityHref } from './document-name.tsx';
