import type { Multipart, MultipartFile } from '@fastify/multipart';
import { type IssuerDocumentUploadFields, issuerDocumentUploadFieldsSchema } from '@dl/contracts';
import { AppError } from '#api/lib/app-error.ts';

/** The text fields sent before the file, as strings (a repeated field as a list). */
function fieldValues(file: MultipartFile): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    if (name === 'file' || value === undefined) continue;
    const parts = (Array.isArray(value) ? value : [value]) as Multipart[];
    const texts = parts.flatMap((p) => (p.type === 'field' ? [String(p.value)] : []));
    if (texts.length === 0) continue;
    out[name] = name === 'category' ? texts : (texts[0] as string);
  }
  return out;
}

/** Drains the file part (nothing is stored) and refuses with a message in words. */
export function refuseUpload(file: MultipartFile, error: AppError): never {
  file.file.resume();
  throw error;
}

/** The upload's fields checked by the contract, or 400 with the first message. */
export function parseUploadFields(file: MultipartFile) {
  const parsed = issuerDocumentUploadFieldsSchema.safeParse(fieldValues(file) as IssuerDocumentUploadFields);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'The upload is not valid.';
    refuseUpload(file, new AppError('BAD_REQUEST', message));
  }
  return parsed.data;
}
