import {
  type IssuerDocumentClass,
  type IssuerDocumentUpdate,
  type IssuerDocuments,
  SIGNATURE_AREA_NOT_READY,
  type SignatureArea,
  TEMPLATE_NOT_DELETED,
} from '@dl/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { loadPdf } from '#api/platform/signing/load-pdf.ts';
import { readStoredBytes } from '../ceremony/index.ts';
import { sendStoredFile } from '../files/index.ts';
import { pageSizes } from './digitize.ts';
import { requireIssuerCompanies } from '#api/plugins/guards/index.ts';
import { canWrite, type OpportunityScope, requireOpportunityScope } from './issuer-documents.access.ts';
import { toCompanyDocument, toIssuerDocument, toVersion } from './issuer-documents.mapper.ts';
import {
  findCategoryNames,
  findCompanyDocuments,
  findDataRoomPage,
  findIssuerDocument,
  findTemplates,
  findVersions,
  lockDocument,
} from './issuer-documents.repository.ts';
import {
  deleteDocument,
  findVersionFile,
  setSignatureArea,
  updateDocument,
} from './issuer-documents-writes.repository.ts';
import { dataRoomWritable, requireWritable, templatesWritable } from './write-rules.ts';

const read = (ctx: AppContext, req: FastifyRequest, id: string) =>
  requireOpportunityScope(ctx, req, id, 'issuer.enter');
const write = (ctx: AppContext, req: FastifyRequest, id: string) =>
  requireOpportunityScope(ctx, req, id, 'issuer_opportunities.write');

async function documentOf(ctx: AppContext, scope: OpportunityScope, docId: string) {
  const row = await findIssuerDocument(ctx.db, scope.fiduciaryId, scope.opportunity.id, docId);
  if (!row) throw notFound();
  return row;
}

/** `GET .../documents`: the templates and one page of the data room, with what the caller may change. */
export async function listIssuerDocuments(
  ctx: AppContext,
  req: FastifyRequest,
  id: string,
  page: { page: number; limit: number },
): Promise<IssuerDocuments> {
  const scope = await read(ctx, req, id);
  const [templates, dataRoom] = await Promise.all([
    findTemplates(ctx.db, scope.fiduciaryId, id),
    findDataRoomPage(ctx.db, scope.fiduciaryId, id, page),
  ]);
  const first = (docClass: string) => templates.find((t) => t.doc_class === docClass);
  const nda = first('NDA');
  const subscription = first('DEAL');
  const writer = canWrite(scope);
  return {
    opportunity: scope.opportunity,
    can_write_templates: writer && templatesWritable(scope.opportunity.status),
    can_write_data_room: writer && dataRoomWritable(scope.opportunity.status),
    nda: nda ? toIssuerDocument(nda) : null,
    subscription: subscription ? toIssuerDocument(subscription) : null,
    data_room: { count: dataRoom.count, results: dataRoom.rows.map(toIssuerDocument) },
  };
}

/** `GET .../documents/:docId/versions`: newest first; a document from before versions shows one. */
export async function listIssuerDocumentVersions(ctx: AppContext, req: FastifyRequest, id: string, docId: string) {
  const scope = await read(ctx, req, id);
  const doc = await documentOf(ctx, scope, docId);
  const rows = await findVersions(ctx.db, scope.fiduciaryId, docId);
  if (rows.length > 0) return { results: rows.map((row) => toVersion(row, doc.file_id)) };
  const current = toIssuerDocument(doc);
  return {
    results: [
      { id: doc.id, version: 1, file: current.file, uploaded_by: null, created_on: current.created_on, current: true },
    ],
  };
}

/** `GET .../versions/:versionId/file`: the bytes of any version, for the company's members. */
export async function sendIssuerDocumentVersion(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  params: { id: string; docId: string; versionId: string },
) {
  const scope = await read(ctx, req, params.id);
  const doc = await documentOf(ctx, scope, params.docId);
  const version = await findVersionFile(ctx.db, scope.fiduciaryId, doc.id, params.versionId);
  // The synthetic version 1 of a document from before versions carries the document's id.
  const fileId = version?.file_id ?? (params.versionId === doc.id ? doc.file_id : null);
  if (!fileId) throw notFound();
  return sendStoredFile(ctx.db, ctx.storage, reply, { fileId, fiduciaryId: scope.fiduciaryId });
}

/** `PATCH .../documents/:docId`: a data-room file's name, description and category path. */
export async function updateIssuerDocument(
  ctx: AppContext,
  req: FastifyRequest,
  id: string,
  docId: string,
  body: Required<IssuerDocumentUpdate>,
) {
  const scope = await write(ctx, req, id);
  const before = await documentOf(ctx, scope, docId);
  requireWritable(scope.opportunity.status, before.doc_class);
  await ctx.db.transaction().execute(async (trx) => {
    await updateDocument(trx, docId, {
      name: body.name,
      description: body.description,
      ...(before.doc_class === 'DATA_ROOM' ? { category: body.category } : {}),
      modified_on: new Date(),
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'issuer_document_updated',
      subject: docId,
      data: {
        opportunity_id: id,
        before: { name: before.name, description: before.description, category: before.category },
        after: body,
      },
    });
  });
  return { data: toIssuerDocument(await documentOf(ctx, scope, docId)) };
}

/** `DELETE .../documents/:docId`: a data-room file goes (its versions' bytes stay, named in the audit). */
export async function deleteIssuerDocument(ctx: AppContext, req: FastifyRequest, id: string, docId: string) {
  const scope = await write(ctx, req, id);
  const doc = await documentOf(ctx, scope, docId);
  if (doc.doc_class !== 'DATA_ROOM') throw new AppError('CONFLICT', TEMPLATE_NOT_DELETED);
  requireWritable(scope.opportunity.status, doc.doc_class);
  await ctx.db.transaction().execute(async (trx) => {
    const versions = await findVersions(trx, scope.fiduciaryId, docId);
    await deleteDocument(trx, docId);
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'issuer_document_deleted',
      subject: docId,
      data: {
        opportunity_id: id,
        name: doc.name,
        category: doc.category,
        file_ids: versions.length > 0 ? versions.map((v) => v.file_id) : [doc.file_id],
      },
    });
  });
}

/**
 * `PUT .../documents/:docId/signature-area`: where the mark goes on an NDA or subscription PDF;
 * the document is then DIGITIZED. The area must lie on one of the PDF's pages.
 */
export async function putSignatureArea(
  ctx: AppContext,
  req: FastifyRequest,
  id: string,
  docId: string,
  area: SignatureArea,
) {
  const scope = await write(ctx, req, id);
  const doc = await documentOf(ctx, scope, docId);
  if (doc.doc_class === 'DATA_ROOM') throw notFound();
  requireWritable(scope.opportunity.status, doc.doc_class);
  if (doc.digitization_status === 'CREATED') throw new AppError('CONFLICT', SIGNATURE_AREA_NOT_READY);
  const source = await readStoredBytes(ctx.db, ctx.storage, scope.fiduciaryId, doc.file_id);
  if (!source) throw notFound();
  const pages = pageSizes(await loadPdf(source.bytes));
  const page = pages[area.page - 1];
  if (!page) throw new AppError('BAD_REQUEST', `Page should be between 1 and ${pages.length}`);
  if (area.x + area.width > page.width || area.y + area.height > page.height) {
    const size = `${Math.round(page.width)} x ${Math.round(page.height)}`;
    throw new AppError('BAD_REQUEST', `The signature area should lie within page ${area.page} (${size} points)`);
  }
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockDocument(trx, scope.fiduciaryId, docId);
    // A new version uploaded meanwhile: the area was drawn on the old file.
    if (!locked || locked.file_id !== doc.file_id) throw new AppError('CONFLICT', SIGNATURE_AREA_NOT_READY);
    await setSignatureArea(trx, docId, area);
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'issuer_document_signature_area_set',
      subject: docId,
      data: { opportunity_id: id, file_id: doc.file_id, area, previous: doc.signature_area ?? null },
    });
  });
  return { data: toIssuerDocument(await documentOf(ctx, scope, docId)) };
}

/** `GET .../documents/categories?path=`: names at the next level in the company's data rooms. */
export async function issuerDocumentCategories(ctx: AppContext, req: FastifyRequest, id: string, path: string[]) {
  const scope = await read(ctx, req, id);
  const trimmed = path.map((level) => level.trim());
  return { results: await findCategoryNames(ctx.db, scope.fiduciaryId, scope.issuerId, trimmed) };
}

/** `GET issuers/documents`: every document of the caller's companies (the Documents page). */
export async function listCompanyDocuments(
  ctx: AppContext,
  req: FastifyRequest,
  query: { page: number; limit: number; opportunity_id?: string; doc_class?: IssuerDocumentClass },
) {
  const { fiduciaryId, rolesByIssuer } = await requireIssuerCompanies(ctx, req);
  const { rows, count } = await findCompanyDocuments(ctx.db, fiduciaryId, {
    issuerIds: [...rolesByIssuer.keys()],
    opportunityId: query.opportunity_id,
    docClass: query.doc_class,
    page: query.page,
    limit: query.limit,
  });
  return { count, results: rows.map(toCompanyDocument) };
}
