import { fileTypeFromBuffer } from 'file-type';

/**
 * The MIME type of a file judged by its first bytes, never by the name or the client's claim.
 * Plain text has no signature: UTF-8 without NUL bytes counts as text, CSV when named .csv. A ZIP
 * (Office documents too) never comes here: judgeArchive reads what it holds.
 */
export async function sniffMimeType(head: Buffer, fileName: string): Promise<string | null> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    if (detected.mime === 'application/x-cfb') {
      // Legacy Office (OLE) files share one signature; the extension picks among them.
      if (/\.doc$/i.test(fileName)) return 'application/msword';
      if (/\.xls$/i.test(fileName)) return 'application/vnd.ms-excel';
    }
    return detected.mime;
  }
  if (head.length > 0 && !head.includes(0) && isUtf8(head)) return /\.csv$/i.test(fileName) ? 'text/csv' : 'text/plain';
  return null;
}

function isUtf8(buffer: Buffer): boolean {
  // The head may end inside a multi-byte character: ignore the last 3 bytes when they are partial.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(buffer.subarray(0, Math.max(0, buffer.length - 3)));
  return !text.includes('\uFFFD');
}
