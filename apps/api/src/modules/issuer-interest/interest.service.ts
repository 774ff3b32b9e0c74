import type { Interest, InterestInvestor } from '@dl/contracts';
import { furthestInterestStep, type InterestFunnelStep, interestFunnel, reachedInterestStep } from '@dl/domain';
import type { INTEREST_ORDERINGS } from '@dl/contracts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { CompanyMemberships } from '#api/plugins/guards/index.ts';
import { companyScope } from '#api/plugins/guards/index.ts';
import { findInterestRows, findTenantOpportunity, type InterestRow } from './interest.repository.ts';

type Ordering = (typeof INTEREST_ORDERINGS)[number];

export interface InterestQuery {
  page: number;
  limit: number;
  ordering?: Ordering | undefined;
  step?: InterestFunnelStep | undefined;
  name?: string | undefined;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

/** The opportunity of one of the caller's companies, read with `issuer.enter` (else 404 / 403). */
export async function requireCompanyOpportunity(ctx: AppContext, memberships: CompanyMemberships, id: string) {
  const opportunity = await findTenantOpportunity(ctx.db, memberships.fiduciaryId, id);
  if (!opportunity) throw notFound();
  companyScope(memberships, opportunity.issuer_id, 'issuer.enter');
  return opportunity;
}

/**
 * Any trace means the entity saw the opportunity (its NDA, data room and deal are reached only from
 * it), so it counts as viewed whether or not its view was recorded.
 */
function stepOf(row: InterestRow): InterestFunnelStep {
  return (
    furthestInterestStep({
      viewed: true,
      ndaStatus: row.nda_status,
      ndaSignedOn: row.nda_signed_on,
      dataRoomEntered: row.data_room_entered_on !== null,
      investmentStatus: row.investment_status,
      dealSignedOn: row.deal_signed_on,
    }) ?? 'viewed'
  );
}

function toInvestor(row: InterestRow, step: InterestFunnelStep): InterestInvestor {
  return {
    entity: { id: row.entity_id, name: row.entity_name, type: row.entity_type },
    step,
    first_viewed_on: iso(row.first_viewed_on),
    nda:
      row.nda_id && row.nda_status
        ? {
            id: row.nda_id,
            status: row.nda_status,
            signed_on: iso(row.nda_signed_on),
            countersigned_on: iso(row.nda_countersigned_on),
          }
        : null,
    data_room_entered_on: iso(row.data_room_entered_on),
    investment:
      row.investment_id && row.investment_status && row.investment_amount
        ? { id: row.investment_id, status: row.investment_status, amount: row.investment_amount }
        : null,
  };
}

const byName = (a: InterestRow, b: InterestRow) =>
  a.entity_name.localeCompare(b.entity_name) || (a.entity_id < b.entity_id ? -1 : 1);
const viewedTime = (r: InterestRow) => (r.first_viewed_on ? new Date(r.first_viewed_on).getTime() : null);

function compare(ordering: Ordering) {
  const desc = ordering.startsWith('-');
  if (ordering.endsWith('name')) return (a: InterestRow, b: InterestRow) => (desc ? -byName(a, b) : byName(a, b));
  return (a: InterestRow, b: InterestRow) => {
    const [x, y] = [viewedTime(a), viewedTime(b)];
    if (x === y) return byName(a, b);
    if (x === null) return 1; // never viewed: last either way
    if (y === null) return -1;
    return desc ? y - x : x - y;
  };
}

/**
 * `GET issuers/opportunities/:id/interest`: the funnel over every entity with a trace (not only the
 * page), and the page of those entities, filtered by name and by a step reached (the list then
 * counts what the funnel's bar shows), newest first view first unless asked otherwise. The furthest
 * step comes from the domain's one definition, so the step is known only once all facts are read:
 * one compact row per traced entity, then the page.
 */
export async function getOpportunityInterest(
  ctx: AppContext,
  memberships: CompanyMemberships,
  opportunityId: string,
  query: InterestQuery,
): Promise<Interest> {
  await requireCompanyOpportunity(ctx, memberships, opportunityId);
  const rows = await findInterestRows(ctx.db, memberships.fiduciaryId, opportunityId);
  const steps = new Map(rows.map((r) => [r.entity_id, stepOf(r)]));
  const funnel = interestFunnel([...steps.values()]);
  const name = query.name?.toLocaleLowerCase();
  const matching = rows
    .filter((r) => !name || r.entity_name.toLocaleLowerCase().includes(name))
    .filter((r) => !query.step || reachedInterestStep(steps.get(r.entity_id) ?? null, query.step))
    .sort(compare(query.ordering ?? '-first_viewed_on'));
  const start = (query.page - 1) * query.limit;
  const results = matching
    .slice(start, start + query.limit)
    .map((r) => toInvestor(r, steps.get(r.entity_id) as InterestFunnelStep));
  return { count: matching.length, results, next: null, funnel };
}
