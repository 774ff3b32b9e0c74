import type { MultipartFile } from '@fastify/multipart';
import {
  buildPath,
  getStaticAssetRoute,
  ISSUER_DOCUMENT_GROUPS,
  type IssuerDocument,
  type IssuerDocumentClass,
  type UploadResult,
} from '@dl/contracts';
import type { FastifyRequest } from 'fastify';
import type { Trx } from '#api/db/database.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { enqueueJob } from '#api/platform/jobs/index.ts';
import { storeUpload } from '../files/index.ts';
import { type OpportunityScope, requireOpportunityScope } from './issuer-documents.access.ts';
import { toIssuerDocument } from './issuer-documents.mapper.ts';
import { findIssuerDocument, insertVersion, lockDocument } from './issuer-documents.repository.ts';
import {
  findFirstOfClass,
  hasVersions,
  insertDocument,
  lockTemplateSlot,
  updateDocument,
} from './issuer-documents-writes.repository.ts';
import { DIGITIZE_JOB_KIND } from './digitize-job.ts';
import { parseUploadFields, refuseUpload } from './upload-fields.ts';
import { requireWritable } from './write-rules.ts';

const DOCUMENT_TYPES: Record<IssuerDocumentClass, string> = {
  NDA: 'NDA',
  DEAL: 'Subscription Agreement',
  DATA_ROOM: 'OPPORTUNITY_DOCUMENT',
};
const isTemplate = (docClass: string) => docClass === 'NDA' || docClass === 'DEAL';

/** The multipart's one file (fields before it are read with it); anything else: 400. */
async function requireFilePart(req: FastifyRequest): Promise<MultipartFile> {
  if (!req.isMultipart())
    throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data in the field "file".');
  // Up to five category levels plus doc_class, name and description come before the file.
  const file = await req.file({ limits: { fields: 10, parts: 11 } });
  if (!file) throw new AppError('BAD_REQUEST', 'Choose a file to upload.');
  if (file.fieldname !== 'file') refuseUpload(file, new AppError('BAD_REQUEST', 'Choose a file to upload.'));
  return file;
}

/** Streams the bytes into storage, judged by content against the class's types (spec 5 messages). */
function storeFile(ctx: AppContext, scope: OpportunityScope, file: MultipartFile, docClass: IssuerDocumentClass) {
  return storeUpload({
    db: ctx.db,
    storage: ctx.storage,
    file,
    fiduciaryId: scope.fiduciaryId,
    userId: scope.userId,
    group: ISSUER_DOCUMENT_GROUPS[docClass],
    maxBytes: ctx.config.UPLOAD_MAX_BYTES,
    urlFor: (fileId) => buildPath(getStaticAssetRoute.url, { fidId: scope.fiduciaryId, fileId }),
  });
}

async function queueDigitization(trx: Trx, scope: OpportunityScope, documentId: string, fileId: string) {
  await enqueueJob(trx, {
    kind: DIGITIZE_JOB_KIND,
    fiduciary_id: scope.fiduciaryId,
    payload: { document_id: documentId, file_id: fileId },
  });
}

/** Makes `upload` the document's current version, keeping the old ones; a template is read again. */
async function addVersion(trx: Trx, scope: OpportunityScope, documentId: string, upload: UploadResult) {
  const doc = await lockDocument(trx, scope.fiduciaryId, documentId);
  if (!doc) throw notFound();
  if (!(await hasVersions(trx, doc.id))) {
    await insertVersion(trx, {
      fiduciary_id: scope.fiduciaryId,
      document_id: doc.id,
      file_id: doc.file_id,
      uploaded_by: null,
    });
  }
  const version = await insertVersion(trx, {
    fiduciary_id: scope.fiduciaryId,
    document_id: doc.id,
    file_id: upload.id,
    uploaded_by: scope.userId,
  });
  const template = isTemplate(doc.doc_class);
  await updateDocument(trx, doc.id, {
    file_id: upload.id,
    modified_on: new Date(),
    // The new file's fields and layout are its own: read again, the old signature area dropped.
    ...(template ? { digitization_status: 'CREATED' as const, fields: '[]', signature_area: null } : {}),
  });
  await recordAudit(trx, {
    fiduciary_id: scope.fiduciaryId,
    actor_user_id: scope.userId,
    kind: 'issuer_document_version_added',
    subject: doc.id,
    data: { opportunity_id: scope.opportunity.id, version, file_id: upload.id, previous_file_id: doc.file_id },
  });
  if (template) await queueDigitization(trx, scope, doc.id, upload.id);
}

async function answer(ctx: AppContext, scope: OpportunityScope, documentId: string): Promise<IssuerDocument> {
  const row = await findIssuerDocument(ctx.db, scope.fiduciaryId, scope.opportunity.id, documentId);
  if (!row) throw notFound();
  return toIssuerDocument(row);
}

/**
 * `POST .../documents`: a new NDA template, subscription agreement or data-room file. A second NDA
 * or subscription becomes the existing one's new version (one of each per opportunity).
 */
export async function uploadIssuerDocument(ctx: AppContext, req: FastifyRequest, opportunityId: string) {
  const scope = await requireOpportunityScope(ctx, req, opportunityId, 'issuer_opportunities.write');
  const file = await requireFilePart(req);
  const fields = parseUploadFields(file);
  try {
    requireWritable(scope.opportunity.status, fields.doc_class);
  } catch (error) {
    refuseUpload(file, error as AppError);
  }
  const upload = await storeFile(ctx, scope, file, fields.doc_class);
  const documentId = await ctx.db.transaction().execute(async (trx) => {
    const template = isTemplate(fields.doc_class);
    if (template) {
      // One NDA and one subscription per opportunity, even for two uploads at once.
      await lockTemplateSlot(trx, opportunityId, fields.doc_class);
      const existing = await findFirstOfClass(trx, scope.fiduciaryId, opportunityId, fields.doc_class);
      if (existing) {
        await addVersion(trx, scope, existing.id, upload);
        return existing.id;
      }
    }
    const doc = await insertDocument(trx, {
      fiduciary_id: scope.fiduciaryId,
      opportunity_id: opportunityId,
      doc_class: fields.doc_class,
      document_type: DOCUMENT_TYPES[fields.doc_class],
      name: fields.name || upload.name.replace(/\.[^.]+$/, '') || upload.name,
      description: fields.description,
      category: fields.doc_class === 'DATA_ROOM' ? fields.category : [],
      file_id: upload.id,
      action_required: template ? 'SIGNATURE_REQUIRED' : null,
    });
    await insertVersion(trx, {
      fiduciary_id: scope.fiduciaryId,
      document_id: doc.id,
      file_id: upload.id,
      uploaded_by: scope.userId,
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'issuer_document_uploaded',
      subject: doc.id,
      data: {
        opportunity_id: opportunityId,
        doc_class: fields.doc_class,
        file_id: upload.id,
        category: fields.doc_class === 'DATA_ROOM' ? fields.category : [],
      },
    });
    if (template) await queueDigitization(trx, scope, doc.id, upload.id);
    return doc.id;
  });
  return answer(ctx, scope, documentId);
}

/** `POST .../documents/:docId/versions`: the document's new file; the old one is kept. */
export async function uploadIssuerDocumentVersion(
  ctx: AppContext,
  req: FastifyRequest,
  opportunityId: string,
  docId: string,
) {
  const scope = await requireOpportunityScope(ctx, req, opportunityId, 'issuer_opportunities.write');
  const current = await findIssuerDocument(ctx.db, scope.fiduciaryId, opportunityId, docId);
  if (!current) throw notFound();
  const docClass = current.doc_class as IssuerDocumentClass;
  requireWritable(scope.opportunity.status, docClass);
  const file = await requireFilePart(req);
  const upload = await storeFile(ctx, scope, file, docClass);
  await ctx.db.transaction().execute((trx) => addVersion(trx, scope, docId, upload));
  return answer(ctx, scope, docId);
}
