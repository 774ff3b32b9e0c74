export { ConfirmDialogExample, EsignDialogExample, ReasonDialogExample } from './dialog-examples.tsx';
export { DataTableExample } from './data-table-example.tsx';
export { DocumentListExample } from './document-list-example.tsx';
export { FilePreviewExample } from './file-preview-example.tsx';
export { FilterHeaderExample } from './filter-header-example.tsx';
export { ImageCropperExample } from './image-cropper-example.tsx';
export { LineItemListExample, LongChecklistExample, SideModalExample } from './panel-examples.tsx';
export { ManagedTableExample } from './managed-table-example.tsx';
