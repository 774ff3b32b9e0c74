import type { Readable } from 'node:stream';
import { constants, inflateRawSync } from 'node:zlib';
import yauzl from 'yauzl';

/**
 * Judges a ZIP upload by its central directory (issue 13 point 10, ASVS 5.0 V5.2): which Office
 * format it is (by the parts that format must hold, never by the name or the first bytes), and
 * whether any entry is a program, by its name or by its first bytes (MZ, ELF). Nothing is
 * extracted to disk: the central directory is read from the last bytes the upload kept, and each
 * entry's first bytes from one more pass over the stored file.
 */

const ZIP_MIME = 'application/zip';

/** How many bytes at the end of an upload are kept to read the ZIP's central directory from. */
export const ARCHIVE_TAIL_BYTES = 1024 * 1024;

const OFFICE_FORMATS = [
  {
    part: 'word/document.xml',
    extension: '.docx',
    label: 'a Word document',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  {
    part: 'xl/workbook.xml',
    extension: '.xlsx',
    label: 'an Excel workbook',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    part: 'ppt/presentation.xml',
    extension: '.pptx',
    label: 'a PowerPoint presentation',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
] as const;

const CONTENT_TYPES_PART = '[Content_Types].xml';

/** Entry names that run as programs on a desktop when opened. */
const PROGRAM_EXTENSIONS = [
  '.exe',
  '.dll',
  '.bat',
  '.cmd',
  '.com',
  '.msi',
  '.scr',
  '.ps1',
  '.vbs',
  '.js',
  '.jar',
  '.sh',
];

/** How many compressed bytes of an entry are read to learn its first bytes. */
const ENTRY_HEAD_BYTES = 1024;
/** The local header, with a name and extra field of at most this many bytes, must precede them. */
const LOCAL_HEADER_ROOM = 30 + 2 * 1024;

export type ArchiveVerdict = { mimeType: string } | { refusal: string };

const ARCHIVE_MESSAGES = {
  unreadable: 'The archive cannot be read. Upload it again, or save it again from the program that made it.',
  tooManyFiles: 'The archive holds too many files to be checked. Split it into smaller archives.',
  encrypted: 'The archive is protected with a password, so its files cannot be checked. Upload it without a password.',
  program: (name: string) => `The archive holds a program (${name}). Programs cannot be uploaded.`,
  notOffice: (extension: string, label: string) =>
    `The file is named ${extension} but does not hold ${label}. Save it again from the program that made it.`,
} as const;

/** Whether the first bytes are a ZIP's (a local file header, or an empty archive's end record). */
export function looksLikeZip(head: Buffer): boolean {
  if (head.length < 4) return false;
  const signature = head.readUInt32LE(0);
  return signature === 0x04034b50 || signature === 0x06054b50;
}

interface EntryInfo {
  name: string;
  offset: number;
  compressedSize: number;
  method: number;
}

/** Serves yauzl's reads from the kept tail; a read before it means the directory is too large. */
class TailReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly tail: Buffer,
    private readonly start: number,
  ) {
    super();
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (err: Error | null) => void,
  ): void {
    if (position < this.start) {
      callback(new TooLargeDirectory());
      return;
    }
    this.tail.copy(buffer, offset, position - this.start, position - this.start + length);
    callback(null);
  }
}

class TooLargeDirectory extends Error {}

async function readDirectory(tail: Buffer, size: number): Promise<EntryInfo[] | { refusal: string }> {
  try {
    const zip = await yauzl.fromRandomAccessReaderPromise(new TailReader(tail, size - tail.length), size, {
      decodeStrings: true,
      validateEntrySizes: false,
    });
    const entries: EntryInfo[] = [];
    for await (const entry of zip.eachEntry()) {
      if (entry.isEncrypted()) return { refusal: ARCHIVE_MESSAGES.encrypted };
      entries.push({
        name: entry.fileName,
        offset: entry.relativeOffsetOfLocalHeader,
        compressedSize: entry.compressedSize,
        method: entry.compressionMethod,
      });
    }
    return entries;
  } catch (err) {
    return { refusal: err instanceof TooLargeDirectory ? ARCHIVE_MESSAGES.tooManyFiles : ARCHIVE_MESSAGES.unreadable };
  }
}

/** "setup.exe" for "tools/setup.exe. " (Windows ignores trailing dots and spaces). */
function isProgramName(name: string): boolean {
  const base = name.toLowerCase().replace(/[. ]+$/, '');
  return PROGRAM_EXTENSIONS.some((ext) => base.endsWith(ext));
}

function isProgramHead(bytes: Buffer): boolean {
  if (bytes.length >= 2 && bytes[0] === 0x4d && bytes[1] === 0x5a) return true; // MZ: Windows
  return bytes.length >= 4 && bytes.readUInt32BE(0) === 0x7f454c46; // \x7fELF: Linux
}

/** The first bytes of an entry's content, from its local header onwards; null when they cannot be read. */
function entryHead(window: Buffer, entry: EntryInfo): Buffer | null {
  if (window.length < 30 || window.readUInt32LE(0) !== 0x04034b50) return null;
  const dataStart = 30 + window.readUInt16LE(26) + window.readUInt16LE(28);
  const data = window.subarray(dataStart, dataStart + Math.min(entry.compressedSize, ENTRY_HEAD_BYTES));
  if (entry.compressedSize === 0) return Buffer.alloc(0);
  if (data.length === 0) return null;
  if (entry.method === 0) return data;
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
  } catch {
    return null;
  }
}

/**
 * One pass over the stored file: each entry's window from its local header (in file order) goes to
 * `inspect` as soon as it has arrived; only the bytes still needed are held. The first refusal wins.
 */
async function firstRefusal(
  source: Readable,
  entries: EntryInfo[],
  inspect: (entry: EntryInfo, window: Buffer) => string | null,
): Promise<string | null> {
  const queue = [...entries].sort((a, b) => a.offset - b.offset);
  const windowEnd = (e: EntryInfo) => e.offset + LOCAL_HEADER_ROOM + Math.min(e.compressedSize, ENTRY_HEAD_BYTES);
  let held: Buffer = Buffer.alloc(0);
  let heldStart = 0;
  const settle = (final: boolean): string | null => {
    const end = heldStart + held.length;
    for (let next = queue[0]; next && (final || windowEnd(next) <= end); next = queue[0]) {
      queue.shift();
      const from = next.offset - heldStart;
      const window = from < 0 ? Buffer.alloc(0) : held.subarray(from, from + windowEnd(next) - next.offset);
      const refusal = inspect(next, window);
      if (refusal) return refusal;
    }
    const keepFrom = Math.min(queue[0]?.offset ?? end, end);
    if (keepFrom > heldStart) {
      held = held.subarray(keepFrom - heldStart);
      heldStart = keepFrom;
    }
    return null;
  };
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      held = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      const refusal = settle(false);
      if (refusal) return refusal;
    }
    return settle(true);
  } finally {
    source.destroy();
  }
}

/**
 * The verdict on a ZIP upload: its Office type when it holds that format's parts, else a ZIP;
 * refused when it holds a program, cannot be read or checked, or is named as an Office document
 * it is not.
 */
export async function judgeArchive(args: {
  tail: Buffer;
  size: number;
  fileName: string;
  read: () => Readable;
}): Promise<ArchiveVerdict> {
  const entries = await readDirectory(args.tail, args.size);
  if ('refusal' in entries) return entries;
  const program = entries.find((e) => isProgramName(e.name));
  if (program) return { refusal: ARCHIVE_MESSAGES.program(program.name) };
  const refusal = await firstRefusal(args.read(), entries, (entry, window) => {
    const head = entryHead(window, entry);
    if (head === null) return ARCHIVE_MESSAGES.unreadable;
    return isProgramHead(head) ? ARCHIVE_MESSAGES.program(entry.name) : null;
  });
  if (refusal) return { refusal };
  const names = new Set(entries.map((e) => e.name));
  const office = OFFICE_FORMATS.find((f) => names.has(CONTENT_TYPES_PART) && names.has(f.part));
  const claimed = OFFICE_FORMATS.find((f) => args.fileName.toLowerCase().endsWith(f.extension));
  if (claimed && claimed !== office) return { refusal: ARCHIVE_MESSAGES.notOffice(claimed.extension, claimed.label) };
  return { mimeType: office?.mime ?? ZIP_MIME };
}
