import type { MultipartFile } from '@fastify/multipart';
import {
  brandingImageRoute,
  buildPath,
  type Company,
  type CompanyImageKind,
  type companyBodySchema,
  type UploadResult,
} from '@dl/contracts';
import { LOGO_MAX_BYTES } from '@dl/domain';
import type { z } from 'zod';
import { AppError, FieldErrorsError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { type CompanyMemberships, type CompanyScope, companyCan } from '#api/plugins/guards/index.ts';
import { storeUpload } from '#api/modules/files/index.ts';
import { detailsAfter, isUploadedImage, toCompany } from './issuer-company.mapper.ts';
import { findCompanies, findCompany, insertCompanyImage, updateCompany } from './issuer-company.repository.ts';

type Body = z.output<typeof companyBodySchema>;

/** The refusal when a role without company.approval_rule changes the rule. */
const APPROVAL_RULE_REFUSED =
  "Your role does not allow changing whether the company's opportunities need its own approval.";

export async function listCompanies(
  ctx: AppContext,
  who: CompanyMemberships,
): Promise<{ results: Company[]; count: number }> {
  const rows = await findCompanies(ctx.db, who.fiduciaryId, [...who.rolesByIssuer.keys()]);
  const results = rows.map((row) => toCompany(row, who.rolesByIssuer.get(row.id) ?? []));
  return { results, count: results.length };
}

export async function getCompany(ctx: AppContext, who: CompanyScope): Promise<Company> {
  const row = await findCompany(ctx.db, who.fiduciaryId, who.issuerId);
  if (!row) throw notFound();
  return toCompany(row, who.roles);
}

const IMAGE_FIELDS = { logo: 'Logo', logo_small: 'Small Logo', background_image: 'Background Image' } as const;

/** Details, images and (company.approval_rule only) the approval rule, locked and audited. */
export async function saveCompany(ctx: AppContext, who: CompanyScope, body: Body): Promise<Company> {
  const wrongImages = Object.entries(IMAGE_FIELDS).filter(
    ([key]) => !isUploadedImage(body[key as keyof typeof IMAGE_FIELDS]),
  );
  if (wrongImages.length > 0)
    throw new FieldErrorsError(
      Object.fromEntries(wrongImages.map(([key, label]) => [key, `${label} should be an uploaded image`])),
    );
  await ctx.db.transaction().execute(async (trx) => {
    const current = await findCompany(trx, who.fiduciaryId, who.issuerId, true);
    if (!current) throw notFound();
    const rule = body.requires_internal_approval ?? current.requires_internal_approval;
    if (rule !== current.requires_internal_approval && !companyCan(who, 'company.approval_rule'))
      throw new AppError('FORBIDDEN', APPROVAL_RULE_REFUSED);
    await updateCompany(trx, who.fiduciaryId, who.issuerId, {
      name: body.name,
      stage: body.stage,
      market: body.market,
      details: detailsAfter(current.details, body),
      requires_internal_approval: rule,
    });
    await recordAudit(trx, {
      fiduciary_id: who.fiduciaryId,
      actor_user_id: who.userId,
      kind: 'issuer.company_updated',
      subject: who.issuerId,
      data: {
        name: body.name,
        ...(rule !== current.requires_internal_approval ? { requires_internal_approval: rule } : {}),
      },
    });
  });
  return getCompany(ctx, who);
}

/** The largest image of a kind: logos as the tenant's logo; a background up to the platform's upload limit. */
export function companyImageMaxBytes(ctx: AppContext, kind: CompanyImageKind): number {
  const limit = ctx.config.UPLOAD_MAX_BYTES;
  return kind === 'background' ? limit : Math.min(LOGO_MAX_BYTES, limit);
}

/**
 * Stores a company image as every upload is stored (streamed, PNG / JPEG / WebP judged by content,
 * size-limited, audited as `file_uploaded`) and marks it public: investors and public pages show it.
 */
export async function uploadCompanyImage(
  ctx: AppContext,
  who: CompanyScope,
  kind: CompanyImageKind,
  file: MultipartFile,
): Promise<UploadResult> {
  const result = await storeUpload({
    db: ctx.db,
    storage: ctx.storage,
    file,
    fiduciaryId: who.fiduciaryId,
    userId: who.userId,
    group: 'logo',
    maxBytes: companyImageMaxBytes(ctx, kind),
    urlFor: (fileId) => buildPath(brandingImageRoute.url, { fileId }),
  });
  await insertCompanyImage(ctx.db, { file_id: result.id, fiduciary_id: who.fiduciaryId });
  return result;
}
