import type { Certificate, certificateBodySchema, ShareCertificate } from '@dl/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { roleOnEntity } from '../my-entities/index.ts';
import {
  deleteOwnCertificate,
  findCertificates,
  findOwnPdf,
  findShareCertificates,
  insertCertificate,
} from './certificates.repository.ts';

const PDF = 'application/pdf';

/** A create body, defaults applied (expires_on and entity_id may be null). */
export type CertificateInput = z.infer<typeof certificateBodySchema>;

interface Caller {
  fiduciaryId: string;
  userId: string;
}

/** The user's uploaded certificates, newest first, and the share certificates of their entities. */
export async function listCertificates(
  ctx: AppContext,
  caller: Caller,
): Promise<{ results: Certificate[]; share_certificates: ShareCertificate[] }> {
  const [results, share_certificates] = await Promise.all([
    findCertificates(ctx.db, caller),
    findShareCertificates(ctx.db, caller),
  ]);
  return { results, share_certificates };
}

/**
 * Adds a certificate: the file must be the user's own PDF upload, and a named entity one the user
 * holds a role on. Audited.
 */
export async function addCertificate(ctx: AppContext, caller: Caller, body: CertificateInput): Promise<Certificate> {
  const { fiduciaryId, userId } = caller;
  const file = await findOwnPdf(ctx.db, { fiduciaryId, userId, fileId: body.file_id });
  if (!file) throw new AppError('BAD_REQUEST', 'file_id: the uploaded file was not found.');
  if (file.mime_type !== PDF) throw new AppError('BAD_REQUEST', 'Please upload PDF files only');
  if (body.entity_id && !(await roleOnEntity(ctx.db, { fiduciaryId, userId, entityId: body.entity_id })))
    throw new AppError('BAD_REQUEST', 'entity_id: the entity was not found.');
  const id = await ctx.db.transaction().execute(async (trx) => {
    const certificateId = await insertCertificate(trx, {
      fiduciaryId,
      userId,
      entityId: body.entity_id,
      kind: body.kind,
      issuerName: body.issuer_name,
      issuedOn: body.issued_on,
      expiresOn: body.expires_on,
      fileId: file.id,
    });
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: userId,
      kind: 'certificate_added',
      subject: certificateId,
      data: { kind: body.kind },
    });
    return certificateId;
  });
  const [certificate] = await findCertificates(ctx.db, { fiduciaryId, userId, id });
  if (!certificate) throw notFound();
  return certificate;
}

/** Removes one of the user's certificates (404 for another user's) and audits it. */
export async function removeCertificate(ctx: AppContext, caller: Caller, certificateId: string): Promise<void> {
  const { fiduciaryId, userId } = caller;
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await deleteOwnCertificate(trx, { fiduciaryId, userId, id: certificateId }))) throw notFound();
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: userId,
      kind: 'certificate_removed',
      subject: certificateId,
    });
  });
}
