import type { CapTable, CapTablePermissions } from '@dl/contracts';
import { type Action, can } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import { notFound } from '#api/lib/app-error.ts';
import { type CapTableMemberships, type CapTableScope, capTableIdFor } from '#api/plugins/guards/index.ts';

/** Each permission the portal shows or hides, and the action of the permission map behind it (spec 6). */
const PERMISSION_ACTIONS: Record<keyof CapTablePermissions, Action> = {
  read: 'captable.read',
  write_terms: 'captable.terms.write',
  write_plans: 'captable.plans.write',
  draft_securities: 'captable.securities.draft',
  write_vesting: 'captable.vesting.write',
  write_scenarios: 'captable.scenarios.write',
  raise_requests: 'captable.action_requests.raise',
  issue_securities: 'captable.securities.issue',
  manage_holders: 'captable.holders.manage',
  act_on_requests: 'captable.service_requests.act',
  manage_users: 'captable.users.manage',
  read_users: 'captable.users.read',
  own_holdings: 'captable.holdings.own',
};

/** What the caller may do in a cap table: any of their roles in that company allows the action. */
export function capTablePermissions(roles: readonly string[]): CapTablePermissions {
  const entries = Object.entries(PERMISSION_ACTIONS).map(([key, action]) => [
    key,
    roles.some((role) => can(role, action)),
  ]);
  return Object.fromEntries(entries) as CapTablePermissions;
}

interface Row {
  id: string;
  name: string;
}

async function toCapTable(ctx: AppContext, fiduciaryId: string, company: Row, roles: readonly string[]) {
  const capTableId = await capTableIdFor(ctx.db, fiduciaryId, company.id);
  const row = await ctx.db
    .selectFrom('cap_table')
    .select('rounding_profile')
    .where('id', '=', capTableId)
    .executeTakeFirstOrThrow();
  return {
    id: capTableId,
    issuer_id: company.id,
    company_name: company.name,
    rounding_profile: row.rounding_profile,
    my_roles: [...roles].sort(),
    permissions: capTablePermissions(roles),
  } satisfies CapTable;
}

/** The companies whose cap table the caller is a member of, by name (a member's few companies). */
export async function listCapTables(ctx: AppContext, who: CapTableMemberships) {
  const companies = await ctx.db
    .selectFrom('issuer')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', who.fiduciaryId)
    .where('id', 'in', [...who.rolesByIssuer.keys()])
    .orderBy('name')
    .orderBy('id')
    .execute();
  const results: CapTable[] = [];
  for (const c of companies) results.push(await toCapTable(ctx, who.fiduciaryId, c, who.rolesByIssuer.get(c.id) ?? []));
  return { results, count: results.length };
}

export async function getCapTable(ctx: AppContext, who: CapTableScope): Promise<CapTable> {
  const company = await ctx.db
    .selectFrom('issuer')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', who.fiduciaryId)
    .where('id', '=', who.issuerId)
    .executeTakeFirst();
  if (!company) throw notFound();
  return toCapTable(ctx, who.fiduciaryId, company, who.roles);
}
