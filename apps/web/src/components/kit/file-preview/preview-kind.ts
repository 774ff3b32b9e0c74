export type PreviewKind = 'image' | 'pdf' | 'none';

/** Types the browser shows safely in an <img> (SVG there cannot run scripts). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml']);
const EXTENSIONS: Record<string, PreviewKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  pdf: 'pdf',
};

/** How a file can be previewed, from its MIME type, else from its name's extension. */
export function previewKind(type: string | null | undefined, name: string): PreviewKind {
  const mime = (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (IMAGE_TYPES.has(mime)) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  if (mime && mime !== 'application/octet-stream') return 'none';
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? 'none';
}
