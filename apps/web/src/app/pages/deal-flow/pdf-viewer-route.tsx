import { PdfViewerPage } from '#web/features/pdf-viewer/components/pdf-viewer-page.tsx';

export { PdfViewerPage as Component };
