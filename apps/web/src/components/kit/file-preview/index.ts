export { downloadFile } from './download-file.ts';
export { FilePreviewModal, type FilePreviewModalProps, type PreviewFile } from './file-preview-modal.tsx';
export { type PreviewKind, previewKind } from './preview-kind.ts';
export { useObjectUrl } from './use-object-url.ts';
