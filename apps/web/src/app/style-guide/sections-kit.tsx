import {
  ConfirmDialogExample,
  DataTableExample,
  DocumentListExample,
  EsignDialogExample,
  FilePreviewExample,
  FilterHeaderExample,
  ImageCropperExample,
  LineItemListExample,
  LongChecklistExample,
  ManagedTableExample,
  ReasonDialogExample,
  SideModalExample,
} from './examples/kit/index.ts';
import type { StyleGuideSection } from './section.ts';

/** Style-guide sections of the components in components/kit. */
export const kitSections: StyleGuideSection[] = [
  {
    id: 'kit-filter-header',
    title: 'Filter header and filter dialog',
    description:
      'Title, chips of the filters in force, and a Filter button opening a dialog with Apply, Reset and Close.',
    Example: FilterHeaderExample,
  },
  {
    id: 'kit-data-table',
    title: 'Paginated data table',
    description:
      'Controlled for server paging: rows per page 5, 10, 50 or All, at most 5 page buttons, sortable headers, No data.',
    Example: DataTableExample,
  },
  {
    id: 'kit-managed-table',
    title: 'Managed table',
    description:
      'A paged table whose rows are added, edited (in the side modal) and deleted (after a confirm) by a role that may.',
    Example: ManagedTableExample,
  },
  {
    id: 'kit-document-list',
    title: 'Document list',
    description: 'Card, table and tree layouts with View, View Signed and Sign; the tree groups by category path.',
    Example: DocumentListExample,
  },
  {
    id: 'kit-file-preview',
    title: 'File preview modal',
    description: 'Images and PDFs are shown; other files offer a download.',
    Example: FilePreviewExample,
  },
  {
    id: 'kit-image-cropper',
    title: 'Image cropper',
    description: 'Crop or Do not crop, with the minimum size of each image kind; smaller images are refused.',
    Example: ImageCropperExample,
  },
  {
    id: 'kit-confirm-dialog',
    title: 'Confirm dialog',
    description: 'A component, and useConfirm() for promise-style questions.',
    Example: ConfirmDialogExample,
  },
  {
    id: 'kit-reason-dialog',
    title: 'Reason dialog',
    description: 'Ok is enabled only when a Reason is given.',
    Example: ReasonDialogExample,
  },
  {
    id: 'kit-esign-dialog',
    title: 'E-sign dialog',
    description: "Consent, then Sign; failures show the server's detail or 'Failed to sign document'.",
    Example: EsignDialogExample,
  },
  {
    id: 'kit-side-modal',
    title: 'Side modal',
    description: 'Opens from the right, controlled from outside or by itself; full screen on small screens.',
    Example: SideModalExample,
  },
  {
    id: 'kit-long-checklist',
    title: 'Long checklist',
    description: '2,000 investors sorted by name: filter, then Select All or Deselect All of what is shown.',
    Example: LongChecklistExample,
  },
  {
    id: 'kit-line-item-list',
    title: 'Line-item list input',
    description: 'Numbered lines added with Enter or +, each checked against its rules.',
    Example: LineItemListExample,
  },
];
