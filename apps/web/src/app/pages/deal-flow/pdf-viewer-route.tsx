import { PdfViewerPage } from '../../../features/pdf-viewer/components/pdf-viewer-page.tsx';

export { PdfViewerPage as Component };
