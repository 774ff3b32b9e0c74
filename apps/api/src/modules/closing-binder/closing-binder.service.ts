import type { Readable } from 'node:stream';
import { BINDER_FORMAT, BINDER_FORMAT_VERSION, type BinderManifest } from '@dl/contracts';
import { KYC_DECISION_EVENT, kycFormIdFor, type OnboardingEntityType } from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { StaffScope } from '#api/plugins/guards/index.ts';
import { type BinderEntry, binderStream } from './binder-archive.ts';
import {
  type BinderDocument,
  toAuditLines,
  toInvestmentRecord,
  toKycRecord,
  toPaymentsRecord,
} from './closing-binder.mapper.ts';
import {
  type BinderInvestmentRow,
  type BinderNdaRow,
  findAuditExcerpt,
  findBinderInvestment,
  findBinderNda,
  findCapitalCalls,
  findKycInvitation,
  findKycResponse,
  findPayments,
  findStoredFiles,
  findUserName,
} from './closing-binder.repository.ts';
import { signManifest } from './manifest-signature.ts';

const NOT_READY = 'The closing binder is available once the deal is executed.';
const KYC_DECISION_KINDS = Object.values(KYC_DECISION_EVENT).map((event) => `invitation_${event}`);

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The documents the binder carries: the NDA (executed copy when countersigned) and both subscriptions. */
function documentPlan(investment: BinderInvestmentRow, nda: BinderNdaRow | undefined) {
  const plan: { role: BinderDocument['role']; base: string; fileId: string | null }[] = [
    {
      role: 'nda',
      base: nda?.executed_file_id ? 'nda-executed' : 'nda-signed',
      fileId: nda?.executed_file_id ?? nda?.signed_file_id ?? null,
    },
    { role: 'subscription_signed', base: 'subscription-signed', fileId: investment.signed_file_id },
    {
      role: 'subscription_countersigned',
      base: 'subscription-countersigned',
      fileId: investment.countersigned_file_id,
    },
  ];
  return plan.filter((p): p is typeof p & { fileId: string } => p.fileId !== null);
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * `GET fid-admin/investments/:id/binder`: the closing binder of an executed investment as a ZIP
 * stream. The download is audited (`binder_downloaded`) before the excerpt is read, so the binder's
 * audit excerpt ends with its own making.
 */
export async function openBinder(
  ctx: AppContext,
  staff: StaffScope,
  id: string,
): Promise<{ filename: string; stream: Readable }> {
  const { fiduciaryId } = staff;
  const investment = await findBinderInvestment(ctx.db, fiduciaryId, id);
  if (!investment) throw notFound();
  if (investment.status !== 'DEAL_EXECUTED') throw new AppError('CONFLICT', NOT_READY, 'BINDER_NOT_READY');

  const [nda, invitation, calls, payments, generator] = await Promise.all([
    findBinderNda(ctx.db, fiduciaryId, investment.opportunity_id, investment.entity_id),
    findKycInvitation(ctx.db, fiduciaryId, investment.user_id, investment.entity_id),
    findCapitalCalls(ctx.db, fiduciaryId, id),
    findPayments(ctx.db, fiduciaryId, id),
    findUserName(ctx.db, staff.userId),
  ]);
  const formId = kycFormIdFor((invitation?.entity_type ?? investment.entity_type) as OnboardingEntityType);
  const [response, certificate] = await Promise.all([
    findKycResponse(ctx.db, fiduciaryId, investment.entity_id, formId),
    ctx.modules.closingBinder.certificate(),
  ]);
  const plan = documentPlan(investment, nda);
  const stored = await findStoredFiles(
    ctx.db,
    fiduciaryId,
    plan.map((p) => p.fileId),
  );
  const documents = plan.map((p) => {
    const file = stored.find((f) => f.id === p.fileId);
    if (!file) throw new Error(`stored file ${p.fileId} of investment ${id} is missing`);
    const extension = EXTENSIONS[file.mime_type] ?? file.name.split('.').pop() ?? 'bin';
    return { ...p, file, path: `documents/${p.base}.${extension}` };
  });

  const generatedOn = new Date();
  const callIds = calls.map((c) => c.id);
  const opportunityCallIds = [...new Set(calls.flatMap((c) => (c.opportunity_call_id ? [c.opportunity_call_id] : [])))];
  const subjects = [id, ...(nda ? [nda.id] : []), ...payments.map((p) => p.id), ...callIds, ...opportunityCallIds];
  const audit = await ctx.db.transaction().execute(async (trx) => {
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: staff.userId,
      kind: 'binder_downloaded',
      subject: id,
      data: { format_version: BINDER_FORMAT_VERSION, generated_on: generatedOn.toISOString() },
    });
    return findAuditExcerpt(trx, fiduciaryId, {
      subjects,
      kycSubject: invitation?.id ?? null,
      kycKinds: KYC_DECISION_KINDS,
    });
  });

  const entity = { id: investment.entity_id, name: investment.entity_name, type: investment.entity_type };
  const described: BinderDocument[] = documents.map((d) => ({
    path: d.path,
    role: d.role,
    file_id: d.file.id,
    name: d.file.name,
    mime_type: d.file.mime_type,
  }));
  const entries: BinderEntry[] = [
    ...documents.map((d) => ({
      path: d.path,
      open: () => ctx.storage.read(d.file.storage_key),
      expectedSha256: d.file.sha256,
    })),
    { path: 'records/investment.json', bytes: json(toInvestmentRecord(investment, described)) },
    { path: 'records/kyc-approval.json', bytes: json(toKycRecord(entity, invitation, response, formId)) },
    { path: 'records/payments.json', bytes: json(toPaymentsRecord(investment, calls, payments, audit)) },
    { path: 'records/audit-excerpt.jsonl', bytes: Buffer.from(toAuditLines(audit)) },
  ];
  const generatedBy = {
    user_id: staff.userId,
    name: `${generator?.first_name ?? ''} ${generator?.last_name ?? ''}`.trim(),
    email: generator?.email ?? '',
  };
  const stream = binderStream(
    entries,
    async (files) => {
      const manifest: BinderManifest = {
        format: BINDER_FORMAT,
        format_version: BINDER_FORMAT_VERSION,
        investment_id: id,
        generated_on: generatedOn.toISOString(),
        generated_by: generatedBy,
        certificate_sha256: certificate.fingerprintSha256,
        files,
      };
      const bytes = json(manifest);
      return { manifest: bytes, signature: await signManifest(certificate, bytes, generatedOn) };
    },
    generatedOn,
  );
  return { filename: `closing-binder-${id.slice(0, 8)}.zip`, stream };
}
