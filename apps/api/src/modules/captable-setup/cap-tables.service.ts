import type { CapTable, CapTablePermissions } from '@dl/contracts';
import { type Action, can } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import { notFound } from '#api/lib/app-error.ts';
import { type CapTableMemberships, type CapTableScope, capTableIdFor } from '#api/plugins/guards/index.ts';
import { findCompanies, findRoundingProfile } from './setup.repository.ts';

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
function capTablePermissions(roles: readonly string[]): CapTablePermissions {
  const entries = Object.entries(PERMISSION_ACTIONS).map(([key, action]) => [
    key,
    roles.some((role) => can(role, action)),
  ]);
  return Object.fromEntries(entries) as CapTablePermissions;
}

/** The companies whose cap table the caller is a member of, by name (a member's few companies). */
export async function listCapTables(ctx: AppContext, who: CapTableMemberships) {
  const rows = await findCompanies(ctx.db, who.fiduciaryId, [...who.rolesByIssuer.keys()]);
  const results: CapTable[] = [];
  for (const row of rows) {
    const roles = who.rolesByIssuer.get(row.id) ?? [];
    // A cap table is made on first use: a company new to it gets one with the default profile.
    const id = row.cap_table_id ?? (await capTableIdFor(ctx.db, who.fiduciaryId, row.id));
    results.push(
      toCapTable(id, row, row.rounding_profile ?? (await findRoundingProfile(ctx.db, id)).rounding_profile, roles),
    );
  }
  return { results, count: results.length };
}

function toCapTable(
  id: string,
  company: { id: string; name: string },
  profile: string,
  roles: readonly string[],
): CapTable {
  return {
    id,
    issuer_id: company.id,
    company_name: company.name,
    rounding_profile: profile,
    my_roles: [...roles].sort(),
    permissions: capTablePermissions(roles),
  };
}

export async function getCapTable(ctx: AppContext, who: CapTableScope): Promise<CapTable> {
  const company = (await findCompanies(ctx.db, who.fiduciaryId, [who.issuerId]))[0];
  if (!company) throw notFound();
  const profile = company.rounding_profile ?? (await findRoundingProfile(ctx.db, who.capTableId)).rounding_profile;
  return toCapTable(who.capTableId, company, profile, who.roles);
}
