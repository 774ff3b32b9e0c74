import { z } from 'zod';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { defineJob, PermanentJobError } from '#api/platform/jobs/index.ts';
import { loadPdf } from '#api/platform/signing/load-pdf.ts';
import { readStoredBytes } from '../ceremony/index.ts';
import { readFormFields } from './digitize.ts';
import { finishDigitization, startDigitization } from './issuer-documents-writes.repository.ts';

/** Reads a new NDA or subscription template's form fields (spec 4 "Document digitization"). */
export const DIGITIZE_JOB_KIND = 'issuer_document.digitize';

/**
 * CREATED -> PENDING_DIGITIZATION, then the PDF's AcroForm fields are read: with fields the document
 * is DIGITIZED; without any it waits in PENDING_DIGITIZATION for the issuer's signature area. The
 * job names the file it was queued for: once a newer version replaced it, the job does nothing.
 */
async function digitize(ctx: AppContext, fiduciaryId: string, documentId: string, fileId: string): Promise<void> {
  const started = await ctx.db.transaction().execute((trx) => startDigitization(trx, fiduciaryId, documentId, fileId));
  if (!started) return;
  const source = await readStoredBytes(ctx.db, ctx.storage, fiduciaryId, fileId);
  if (!source) throw new PermanentJobError('The document file is missing.');
  let fields: ReturnType<typeof readFormFields>;
  try {
    fields = readFormFields(await loadPdf(source.bytes));
  } catch (err) {
    throw new PermanentJobError('The document is not a readable PDF.', { cause: err });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const done = await finishDigitization(trx, { fiduciaryId, documentId, fileId }, fields);
    if (!done) return;
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: null,
      kind: fields.length > 0 ? 'document_digitized' : 'document_awaits_signature_area',
      subject: documentId,
      data: { file_id: fileId, fields: fields.map((f) => f.name) },
    });
  });
}

export function digitizeJob(ctx: AppContext) {
  return defineJob({
    kind: DIGITIZE_JOB_KIND,
    payload: z.object({ document_id: z.uuid(), file_id: z.uuid() }),
    retry: { attempts: 3, delaySeconds: 5, backoff: true },
    timeoutSeconds: 120,
    async run(job) {
      if (!job.fiduciaryId) throw new PermanentJobError('A digitization job names its fiduciary.');
      await digitize(ctx, job.fiduciaryId, job.payload.document_id, job.payload.file_id);
    },
  });
}
