import { PATHS } from '#web/config/paths.ts';

/** Spec 2: the viewer's `mode` query; fill-form is the default. */
const VIEWER_MODES = ['fill-form', 'view'] as const;
export type ViewerMode = (typeof VIEWER_MODES)[number];

export function viewerMode(value: string | null): ViewerMode {
  return value === 'view' ? 'view' : 'fill-form';
}

/** Where the viewer may read files from: our own short-lived signed links and stored files. */
const ALLOWED_PATH = /^\/api\/v1\/(signed-files|fid\/[0-9a-f-]{36}\/static-assets)\//;

/**
 * The `file` query (an encoded document address, spec 2) as a same-origin path, or null. A link to
 * another site is refused: the viewer would otherwise show any PDF from anywhere under our name.
 */
export function viewerFilePath(file: string | null, origin: string = window.location.origin): string | null {
  if (!file) return null;
  try {
    const url = new URL(file, origin);
    if (url.origin !== origin || !ALLOWED_PATH.test(url.pathname)) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** The viewer page's address for a file (opened in a new tab from a document row). */
export function viewerHref(file: string, mode: ViewerMode = 'view', name?: string): string {
  const query = new URLSearchParams({ file, mode, ...(name ? { name } : {}) });
  return `${PATHS.pdfViewer}?${query}`;
}
