import {
  type IssuerOpportunity,
  type IssuerOpportunityRow,
  type issuerOpportunityBodySchema,
  securityTermsSchema,
} from '@dl/contracts';
import {
  type Action,
  can,
  isEditableByIssuer,
  issuerOpportunityMachine,
  OPPORTUNITY_APPROVAL_LABELS,
} from '@dl/domain';
import type { z } from 'zod';
import { companyPermissions } from '#api/modules/issuer-company/index.ts';
import type { DraftColumns, OwnedOpportunityRow, OwnedRow } from './issuer-opportunities.repository.ts';
import { obj, str, strings } from '#api/lib/json-details.ts';

type Body = z.output<typeof issuerOpportunityBodySchema>;

const iso = (value: Date | string) => new Date(value).toISOString();
const decided: readonly string[] = ['APPROVED', 'REJECTED'];
const favoriteOf = (value: number): 1 | -1 | 0 => (value === 1 ? 1 : value === -1 ? -1 : 0);

export function toOwnerRow(row: OwnedRow): IssuerOpportunityRow {
  const d = obj(row.details);
  const favorite = favoriteOf(Number(row.favorite));
  return {
    id: row.id,
    name: row.name,
    short_desc: row.short_desc,
    opportunity_type: row.opportunity_type,
    type: row.type,
    status: row.status,
    issuer: { id: row.issuer_id, name: row.issuer_name },
    // As investors read them (opportunities/detail.mapper.ts): the opportunity's own, else the company's.
    market: str(d.market) ?? row.issuer_market,
    stage: str(d.stage) ?? row.issuer_stage,
    size: row.size,
    minimum: row.minimum,
    start_date: row.start_date,
    end_date: row.end_date,
    approval_status: row.approval_status,
    approval_label: OPPORTUNITY_APPROVAL_LABELS[row.approval_status],
    issuer_review: row.issuer_review,
    favorite,
    is_dismissed: favorite === -1,
    created_on: iso(row.created_on),
    modified_on: iso(row.modified_on),
  };
}

type IssuerAction = IssuerOpportunity['actions'][number];

/** What the caller may do now: their roles in the company, the status, and four eyes for an approval. */
function actionsFor(
  roles: readonly string[],
  status: OwnedOpportunityRow['status'],
  editedByMe: boolean,
): IssuerAction[] {
  const may = (action: Action) => roles.some((role) => can(role, action));
  const actions: IssuerAction[] = [];
  if (may('issuer_opportunities.write') && isEditableByIssuer(status)) actions.push('edit', 'send');
  if (may('issuer_opportunities.approve') && issuerOpportunityMachine.can(status, 'approve_internal')) {
    if (!editedByMe) actions.push('approve');
    actions.push('reject');
  }
  if (may('issuer_opportunities.close') && issuerOpportunityMachine.can(status, 'close')) actions.push('close');
  return actions;
}

export function toOwnerOpportunity(row: OwnedOpportunityRow, roles: readonly string[]): IssuerOpportunity {
  const d = obj(row.details);
  const terms = securityTermsSchema.safeParse(d.security_terms);
  const editedByMe = Boolean(row.edited_by_me);
  return {
    ...toOwnerRow(row),
    pre: row.pre,
    post: row.post,
    common_sector: strings(d.common_sector),
    common_industry: strings(d.common_industry),
    ticker: str(d.ticker),
    logo: str(d.logo),
    security_terms: terms.success ? terms.data : null,
    highlights: strings(d.highlights),
    issuer_review_detail: {
      status: row.issuer_review,
      reason: row.issuer_review_reason,
      reviewed_by: row.issuer_reviewed_by
        ? { id: row.issuer_reviewed_by, name: row.issuer_reviewer_name ?? 'Unknown user' }
        : null,
      reviewed_on: row.issuer_reviewed_on ? iso(row.issuer_reviewed_on) : null,
    },
    fiduciary_decision: {
      approval_status: row.approval_status,
      approval_label: OPPORTUNITY_APPROVAL_LABELS[row.approval_status],
      // The reason stands beside a rejection only; a later send asks the fiduciary anew.
      rejection_reason: row.approval_status === 'REJECTED' ? row.rejection_reason : null,
      reviewed_on: row.reviewed_on && decided.includes(row.approval_status) ? iso(row.reviewed_on) : null,
    },
    edited_by_me: editedByMe,
    requires_internal_approval: row.requires_internal_approval,
    actions: actionsFor(roles, row.status, editedByMe),
    permissions: companyPermissions(roles),
    tearsheet_public: row.tearsheet_public,
  };
}

/**
 * The columns of a draft from the body. The details keys are those investors' opportunity detail
 * reads (opportunities/detail.mapper.ts); other keys of the stored document (captable) are kept.
 */
export function draftColumns(body: Body, currentDetails: unknown = {}): DraftColumns {
  return {
    name: body.name,
    short_desc: body.short_desc,
    opportunity_type: body.opportunity_type,
    type: body.type,
    size: body.size,
    minimum: body.minimum,
    pre: body.pre,
    post: body.post,
    start_date: body.start_date,
    end_date: body.end_date,
    details: JSON.stringify({
      ...obj(currentDetails),
      market: body.market,
      stage: body.stage,
      common_sector: body.common_sector,
      common_industry: body.common_industry,
      ticker: body.ticker,
      logo: body.logo,
      security_terms: body.security_terms,
      highlights: body.highlights,
    }),
  };
}
