/**
 * File type groups of spec 5 and 9, with the label used in the "Please upload {types} files only"
 * message. Types are checked by content (magic bytes) on the server; the browser's check by MIME
 * type and extension is only a convenience.
 */

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLS = 'application/vnd.ms-excel';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const CSV = 'text/csv';
const ZIP = 'application/zip';
const JPEG = 'image/jpeg';
const PNG = 'image/png';
const WEBP = 'image/webp';
const MP4 = 'video/mp4';
const TEXT = 'text/plain';

export const FILE_TYPE_GROUPS = {
  document: { label: 'PDF', mimeTypes: [PDF, DOC, DOCX], extensions: ['.pdf', '.doc', '.docx'] },
  /** Documents that are signed or stamped (NDA and subscription templates, issue 16): PDF only. */
  pdf: { label: 'PDF', mimeTypes: [PDF], extensions: ['.pdf'] },
  image: { label: 'JPEG / PNG', mimeTypes: [JPEG, PNG], extensions: ['.jpg', '.jpeg', '.png'] },
  /** A tenant's logos (issue 18 point 3): served to anyone, so raster images only, never SVG. */
  logo: { label: 'PNG / JPEG / WebP', mimeTypes: [PNG, JPEG, WEBP], extensions: ['.png', '.jpg', '.jpeg', '.webp'] },
  data: { label: 'excel sheet / CSV', mimeTypes: [XLSX, XLS, CSV], extensions: ['.xlsx', '.xls', '.csv'] },
  csv: { label: 'CSV', mimeTypes: [CSV], extensions: ['.csv'] },
  zip: { label: 'ZIP', mimeTypes: [ZIP], extensions: ['.zip'] },
  pdf_image: { label: 'PDF / JPEG / PNG', mimeTypes: [PDF, JPEG, PNG], extensions: ['.pdf', '.jpg', '.jpeg', '.png'] },
  pdf_excel: { label: 'PDF / excel', mimeTypes: [PDF, XLSX, XLS], extensions: ['.pdf', '.xlsx', '.xls'] },
  all_docs: {
    label: 'PDF / excel',
    mimeTypes: [PDF, DOC, DOCX, XLS, XLSX, PPTX, CSV, TEXT, MP4, JPEG, PNG, ZIP],
    extensions: [
      '.pdf',
      '.doc',
      '.docx',
      '.xls',
      '.xlsx',
      '.pptx',
      '.csv',
      '.txt',
      '.mp4',
      '.jpg',
      '.jpeg',
      '.png',
      '.zip',
    ],
  },
} as const;

export type FileTypeGroup = keyof typeof FILE_TYPE_GROUPS;

export function isFileTypeGroup(value: string): value is FileTypeGroup {
  return Object.hasOwn(FILE_TYPE_GROUPS, value);
}

/** Spec 5: 'Please upload {types} files only'; the investor side says ' upload {type} files only'. */
export function wrongFileTypeMessage(group: FileTypeGroup, side: 'default' | 'investor' = 'default'): string {
  const { label } = FILE_TYPE_GROUPS[group];
  return side === 'investor' ? ` upload ${label} files only` : `Please upload ${label} files only`;
}

export function isAllowedMimeType(group: FileTypeGroup, mimeType: string): boolean {
  return (FILE_TYPE_GROUPS[group].mimeTypes as readonly string[]).includes(mimeType);
}

/** Largest accepted upload (spec: not shown; 50 MiB covers data-room PDFs and short videos). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Largest tenant logo (issue 18 point 3): a cropped 144 × 48 logo is a few KB; 2 MiB leaves room for a large one. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Spec 5 cropper minimums, in pixels. */
export const CROP_MINIMUMS = {
  logo: { width: 144, height: 48 },
  logo_small: { width: 48, height: 48 },
  background: { width: 1200, height: 600 },
  profile: { width: 144, height: 0 },
  default: { width: 200, height: 200 },
} as const;
