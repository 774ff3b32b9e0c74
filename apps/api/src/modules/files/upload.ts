import { createHash, randomUUID } from 'node:crypto';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { UploadResult } from '@dl/contracts';
import { type FileTypeGroup, formatFileSize, isAllowedMimeType, wrongFileTypeMessage } from '@dl/domain';
import type { Db } from '#api/db/database.ts';
import { AppError } from '#api/lib/app-error.ts';
import type { FileStorage } from '#api/platform/storage.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { insertStoredFile } from './files.repository.ts';
import { ARCHIVE_TAIL_BYTES, judgeArchive, looksLikeZip } from './archive-check.ts';
import { sniffMimeType } from './sniff.ts';

const HEAD_BYTES = 64 * 1024;

/**
 * Counts, hashes and keeps the first bytes of a stream as it passes through, and its last bytes (a
 * ZIP's central directory is at its end), so the whole file is never held in memory.
 */
function inspector() {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let tail: Buffer[] = [];
  let tailLength = 0;
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      tail.push(chunk);
      tailLength += chunk.length;
      while (tail.length > 1 && tailLength - (tail[0]?.length ?? 0) >= ARCHIVE_TAIL_BYTES) {
        tailLength -= tail.shift()?.length ?? 0;
      }
      done(null, chunk);
    },
  });
  const result = () => {
    const last = Buffer.concat(tail);
    tail = [];
    return { sha256: hash.digest('hex'), size, head: Buffer.concat(head), tail: last.subarray(-ARCHIVE_TAIL_BYTES) };
  };
  return { stream, result };
}

/**
 * The name kept for an upload: its last path segment without control characters and without the
 * characters that reorder text (bidirectional overrides, isolates and marks), which could show
 * "invoice\u202Efdp.exe" as "invoiceexe.pdf".
 */
function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const printable = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .replace(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g, '');
  return printable.slice(0, 200) || 'file';
}

/** The type of an upload by content; a ZIP is judged by what it holds (an Office format or a plain ZIP). */
async function judgeType(args: { head: Buffer; tail: Buffer; size: number; name: string; read: () => Readable }) {
  if (!looksLikeZip(args.head)) return { mimeType: await sniffMimeType(args.head, args.name) };
  return judgeArchive({ tail: args.tail, size: args.size, fileName: args.name, read: args.read });
}

/**
 * Streams an upload into storage (never held whole in memory), then checks its real type by content
 * and its size; a refused file is removed and nothing is recorded.
 */
export async function storeUpload(args: {
  db: Db;
  storage: FileStorage;
  file: MultipartFile;
  fiduciaryId: string;
  userId: string;
  group: FileTypeGroup;
  maxBytes: number;
  urlFor: (id: string) => string;
}): Promise<UploadResult> {
  const { file, storage } = args;
  const id = randomUUID();
  const key = `${args.fiduciaryId}/${id}`;
  const probe = inspector();
  const passthrough = new PassThrough();
  const writing = storage.put(key, passthrough);
  await pipeline(file.file, probe.stream, passthrough);
  await writing;
  const { sha256, size, head, tail } = probe.result();
  const name = safeName(file.filename);
  const refuse = async (error: AppError) => {
    await storage.remove(key);
    throw error;
  };
  if (file.file.truncated || size > args.maxBytes) {
    return refuse(
      new AppError('PAYLOAD_TOO_LARGE', `The file is too large. The limit is ${formatFileSize(args.maxBytes)}.`),
    );
  }
  if (size === 0) return refuse(new AppError('BAD_REQUEST', 'The file is empty.'));
  // A failure while reading the stored file back must not leave it behind without its row.
  const judged = await judgeType({ head, tail, size, name, read: () => storage.read(key) }).catch(async (err) => {
    await storage.remove(key);
    throw err;
  });
  if ('refusal' in judged) return refuse(new AppError('BAD_REQUEST', judged.refusal));
  const { mimeType } = judged;
  if (!mimeType || !isAllowedMimeType(args.group, mimeType)) {
    return refuse(new AppError('BAD_REQUEST', wrongFileTypeMessage(args.group)));
  }
  await args.db.transaction().execute(async (trx) => {
    await insertStoredFile(trx, {
      id,
      fiduciary_id: args.fiduciaryId,
      uploaded_by: args.userId,
      name,
      mime_type: mimeType,
      size,
      sha256,
      storage_key: key,
    });
    await recordAudit(trx, {
      fiduciary_id: args.fiduciaryId,
      actor_user_id: args.userId,
      kind: 'file_uploaded',
      subject: id,
      data: { name, mime_type: mimeType, size, sha256 },
    });
  });
  return { url: args.urlFor(id), id, name, mime_type: mimeType, size, sha256 };
}
