import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { pdfjs } from 'react-pdf';

/**
 * pdf.js runs its parser in a worker served from our own assets (no CDN): Vite copies the worker
 * next to the chunks under /digital-locker/assets/, which the page's CSP (`default-src 'self'`) admits.
 */
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Options for every document. `isEvalSupported: false`: the CSP has no 'unsafe-eval', and pdf.js would
 * otherwise probe `new Function` (a CSP violation in the console) before falling back to the same path.
 * System fonts stand in for the standard 14 fonts, so no font data is fetched from elsewhere.
 */
export const PDF_OPTIONS = { isEvalSupported: false, useSystemFonts: true } as const;
