import { createHash, randomUUID } from 'node:crypto';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { UploadResult } from '@dl/contracts';
import { type FileTypeGroup, formatFileSize, isAllowedMimeType, wrongFileTypeMessage } from '@dl/domain';
import type { Db } from '#api/db/database.ts';
import { AppError } from '#api/lib/app-error.ts';
import type { FileStorage } from '#api/platform/storage.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { insertStoredFile } from './files.repository.ts';
import { sniffMimeType } from './sniff.ts';

const HEAD_BYTES = 64 * 1024;

/** Counts, hashes and keeps the first bytes of a stream as it passes through. */
function inspector() {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest('hex'), size, head: Buffer.concat(head) }) };
}

function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const printable = [...base].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join('');
  return printable.slice(0, 200) || 'file';
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
  const { sha256, size, head } = probe.result();
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
  const mimeType = await sniffMimeType(head, name);
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
