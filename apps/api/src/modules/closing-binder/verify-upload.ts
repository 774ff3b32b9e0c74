import type { MultipartFile } from '@fastify/multipart';
import type { BinderVerification } from '@dl/contracts';
import { formatFileSize, wrongFileTypeMessage } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { looksLikeZip, NotABinderError, verifyBinder } from './verify-binder.ts';

/**
 * `POST fid-admin/binders/verify`: the uploaded binder checked against this platform's certificate.
 * The upload is held in memory (the ZIP's directory sits at its end) up to the upload limit; it is
 * judged by its content, never its name.
 */
export async function verifyUploadedBinder(ctx: AppContext, file: MultipartFile): Promise<BinderVerification> {
  const limit = ctx.config.UPLOAD_MAX_BYTES;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  if (file.file.truncated || size > limit) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The file is too large. The limit is ${formatFileSize(limit)}.`);
  }
  if (size === 0) throw new AppError('BAD_REQUEST', 'The file is empty.');
  const zip = Buffer.concat(chunks);
  if (!looksLikeZip(zip)) throw new AppError('BAD_REQUEST', wrongFileTypeMessage('zip'));
  const certificate = await ctx.modules.closingBinder.certificate();
  try {
    return await verifyBinder(zip, certificate.certificatePem);
  } catch (err) {
    if (err instanceof NotABinderError) throw new AppError('BAD_REQUEST', err.message);
    throw err;
  }
}
