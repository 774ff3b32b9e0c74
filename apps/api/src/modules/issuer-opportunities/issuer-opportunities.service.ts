import type {
  IssuerOpportunity,
  IssuerOpportunityRow,
  issuerOpportunityBodySchema,
  issuerOpportunityListQuerySchema,
} from '@dl/contracts';
import { DEFAULT_ISSUER_OPPORTUNITY_ORDERING } from '@dl/contracts';
import { isEditableByIssuer } from '@dl/domain';
import type { z } from 'zod';
import { AppError, FieldErrorsError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { type CompanyMemberships, type CompanyScope, companyScope } from '#api/plugins/guards/index.ts';
import { isUploadedImage } from '#api/modules/issuer-company/index.ts';
import { dropOpportunityLists } from '#api/modules/opportunities/index.ts';
import { draftColumns, toOwnerOpportunity, toOwnerRow } from './issuer-opportunities.mapper.ts';
import {
  countOwned,
  findOpportunityState,
  findOwnedOpportunity,
  findMarks,
  findOwnedPage,
  insertDraft,
  type OwnerListPage,
  recordEditor,
  updateDraft,
} from './issuer-opportunities.repository.ts';

type ListQuery = z.output<typeof issuerOpportunityListQuerySchema>;
type Body = z.output<typeof issuerOpportunityBodySchema>;

/** Spec 7's owner-side list over the caller's companies, newest change first by default. */
export async function listOwnedOpportunities(
  ctx: AppContext,
  who: CompanyMemberships,
  q: ListQuery,
): Promise<{ count: number; results: IssuerOpportunityRow[]; next: null }> {
  const ordering = q.ordering ?? DEFAULT_ISSUER_OPPORTUNITY_ORDERING;
  const descending = ordering.startsWith('-');
  const page: OwnerListPage = {
    field: (descending ? ordering.slice(1) : ordering) as OwnerListPage['field'],
    descending,
    limit: q.itemsPerPage,
    offset: (q.page - 1) * q.itemsPerPage,
  };
  const filters = {
    fiduciaryId: who.fiduciaryId,
    userId: who.userId,
    issuerIds: [...who.rolesByIssuer.keys()],
    opportunityName: q.opportunity_name,
    issuerName: q.issuer_name,
    isPrimary: q.is_primary,
    status: q.status,
    favorite: q.favorite,
    minimumGte: q.minimum_gte,
    minimumLte: q.minimum_lte,
    isDismissed: q.is_dismissed,
    market: q.issuer_market_id,
    stage: q.issuer_stage_id,
    structure: q.opportunity_type_id,
  };
  // A filter on the caller's marks reads the database; other pages are shared by the company's
  // members and kept per process until the tenant's opportunities or companies change (ADR 0030).
  if (q.favorite !== undefined || q.is_dismissed !== undefined) {
    const [count, rows] = await Promise.all([countOwned(ctx.db, filters), findOwnedPage(ctx.db, filters, page)]);
    return { count, results: rows.map(toOwnerRow), next: null };
  }
  const shared = { ...filters, userId: null };
  const key = JSON.stringify(['owner', [...shared.issuerIds].sort(), shared, page]);
  const { count, rows } = await ctx.modules.opportunities.lists.pages.get(who.fiduciaryId, key, async () => {
    const [n, r] = await Promise.all([countOwned(ctx.db, shared), findOwnedPage(ctx.db, shared, page)]);
    return { count: n, rows: r };
  });
  const marks = new Map(
    (
      await findMarks(
        ctx.db,
        who.userId,
        rows.map((r) => r.id),
      )
    ).map((m) => [m.opportunity_id, m.favorite]),
  );
  return { count, results: rows.map((r) => toOwnerRow({ ...r, favorite: marks.get(r.id) ?? 0 })), next: null };
}

/**
 * The caller's scope for one opportunity: unknown, another tenant's, or a company the caller is
 * not a member of answer 404; a role without `action` 403.
 */
export async function opportunityScope(
  ctx: AppContext,
  who: CompanyMemberships,
  id: string,
  action?: Parameters<typeof companyScope>[2],
): Promise<CompanyScope> {
  const state = await findOpportunityState(ctx.db, who.fiduciaryId, id);
  if (!state) throw notFound();
  return companyScope(who, state.issuer_id, action);
}

export async function getOwnedOpportunity(ctx: AppContext, who: CompanyScope, id: string): Promise<IssuerOpportunity> {
  const row = await findOwnedOpportunity(ctx.db, who.fiduciaryId, who.userId, id);
  if (!row || row.issuer_id !== who.issuerId) throw notFound();
  return toOwnerOpportunity(row, who.roles);
}

function checkLogo(body: Body): void {
  if (!isUploadedImage(body.logo)) throw new FieldErrorsError({ logo: 'Logo should be an uploaded image' });
}

/** A draft (Created, approval NA, no internal review) of the caller's company; its maker is recorded. */
export async function createDraft(ctx: AppContext, who: CompanyScope, body: Body): Promise<IssuerOpportunity> {
  checkLogo(body);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertDraft(trx, {
      ...draftColumns(body),
      fiduciary_id: who.fiduciaryId,
      issuer_id: who.issuerId,
    });
    await recordEditor(trx, who.fiduciaryId, created, who.userId);
    await recordAudit(trx, {
      fiduciary_id: who.fiduciaryId,
      actor_user_id: who.userId,
      kind: 'issuer.opportunity_created',
      subject: created,
      data: { issuer_id: who.issuerId, name: body.name, size: body.size, minimum: body.minimum },
    });
    return created;
  });
  return getOwnedOpportunity(ctx, who, id);
}

const COMPANY_CHANGE_REFUSED = 'The company of an opportunity cannot be changed.';
const notEditableMessage = (status: string) => `Only a draft can be edited; this opportunity is ${status}.`;

/** Drafts only (409 otherwise, with the status in words); the editor is recorded for four eyes. */
export async function updateOwnedDraft(
  ctx: AppContext,
  who: CompanyScope,
  id: string,
  body: Body,
): Promise<IssuerOpportunity> {
  if (body.issuer_id !== who.issuerId) throw new FieldErrorsError({ issuer_id: COMPANY_CHANGE_REFUSED });
  checkLogo(body);
  await ctx.db.transaction().execute(async (trx) => {
    const current = await findOpportunityState(trx, who.fiduciaryId, id, true);
    if (!current || current.issuer_id !== who.issuerId) throw notFound();
    if (!isEditableByIssuer(current.status))
      throw new AppError('CONFLICT', notEditableMessage(current.status), 'TRANSITION_REFUSED');
    await updateDraft(trx, who.fiduciaryId, id, draftColumns(body, current.details));
    await recordEditor(trx, who.fiduciaryId, id, who.userId);
    await recordAudit(trx, {
      fiduciary_id: who.fiduciaryId,
      actor_user_id: who.userId,
      kind: 'issuer.opportunity_updated',
      subject: id,
      data: { name: body.name, size: body.size, minimum: body.minimum },
    });
  });
  dropOpportunityLists(ctx, who.fiduciaryId);
  return getOwnedOpportunity(ctx, who, id);
}
