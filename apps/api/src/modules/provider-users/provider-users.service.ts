import {
  type AddMembershipBody,
  LAST_SUPERADMIN,
  MEMBERSHIP_EXISTS,
  type ProviderUserDetail,
  USER_COUNT_CAP,
} from '@dl/contracts';
import { can, portalOfRole } from '@dl/domain';
import type { Executor, Trx } from '#api/db/database.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { ProviderScope } from '#api/plugins/guards/index.ts';
import { NOT_PERMITTED } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { checkGrant, isProviderRole, needsCompany, TENANT_ROLE_ONLY_IN_TENANT } from './membership-rules.ts';
import { toMembership, toUserRow } from './provider-users.mapper.ts';
import {
  countActiveSessions,
  deleteMembership,
  findIssuerOfTenant,
  findMembership,
  findTenantKind,
  findUserRow,
  insertMembership,
  listUserRows,
  membershipsOfUser,
  otherProviderSuperadmins,
  sameMembership,
  setMembershipRole,
  tenantsOfUsers,
} from './provider-users.repository.ts';
import { USER_SEARCH_NAMESPACE } from './provider-users.state.ts';

export async function listUsers(
  ctx: AppContext,
  q: { search?: string | undefined; tenant_id?: string | undefined; page: number; limit: number },
) {
  const key = JSON.stringify([q.search ?? '', q.tenant_id ?? '', q.page, q.limit]);
  return ctx.modules.providerUsers.pages.get(USER_SEARCH_NAMESPACE, key, () => readUsersPage(ctx, q));
}

async function readUsersPage(
  ctx: AppContext,
  q: { search?: string | undefined; tenant_id?: string | undefined; page: number; limit: number },
) {
  const { rows, count } = await listUserRows(ctx.db, {
    search: q.search,
    tenantId: q.tenant_id,
    page: q.page,
    limit: q.limit,
    cap: USER_COUNT_CAP,
  });
  const tenants = await tenantsOfUsers(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    count,
    count_capped: count > USER_COUNT_CAP,
    results: rows.map((r) => toUserRow(r, tenants.get(r.id))),
    next: q.page * q.limit < count ? String(q.page + 1) : null,
  };
}

export async function getUser(db: Executor, id: string): Promise<ProviderUserDetail> {
  const row = await findUserRow(db, id);
  if (!row) throw notFound();
  const [memberships, sessions] = await Promise.all([membershipsOfUser(db, id), countActiveSessions(db, id)]);
  const tenants = [...new Set(memberships.map((m) => m.tenant_name))].sort();
  return {
    ...toUserRow(row, { names: tenants.slice(0, 5), count: tenants.length }),
    memberships: memberships.map(toMembership),
    active_sessions: sessions,
  };
}

/** Runs a change of a user's memberships; once committed, this process drops the user's cached rows at once. */
async function afterCommit<T>(ctx: AppContext, userId: string, change: (trx: Trx) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction().execute(change);
  ctx.memberships.forgetUser(userId);
  ctx.modules.providerUsers.pages.reset();
  return result;
}

/** A provider role is granted, changed or taken only by `provider_staff.manage` (the superadmin). */
function requireStaffManager(who: ProviderScope, role: string) {
  if (isProviderRole(role) && !who.roles.some((r) => can(r, 'provider_staff.manage')))
    throw new AppError('FORBIDDEN', NOT_PERMITTED);
}

export async function addMembership(ctx: AppContext, who: ProviderScope, userId: string, body: AddMembershipBody) {
  return afterCommit(ctx, userId, async (trx) => {
    await getUser(trx, userId);
    const tenantId = isProviderRole(body.role) ? (body.tenant_id ?? who.homeId) : body.tenant_id;
    if (!tenantId) throw new AppError('BAD_REQUEST', TENANT_ROLE_ONLY_IN_TENANT);
    const tenant = await findTenantKind(trx, tenantId);
    if (!tenant) throw notFound('This tenant does not exist.');
    const issuerId = needsCompany(body.role) ? (body.issuer_id ?? null) : null;
    checkGrant({ role: body.role, atProviderHome: tenant.is_provider, issuerId });
    requireStaffManager(who, body.role);
    if (issuerId && !(await findIssuerOfTenant(trx, tenant.id, issuerId)))
      throw notFound('This company is not of this tenant.');
    const row = { user_id: userId, fiduciary_id: tenant.id, role: body.role, issuer_id: issuerId };
    if (await sameMembership(trx, row)) throw new AppError('CONFLICT', MEMBERSHIP_EXISTS, 'MEMBERSHIP_EXISTS');
    const { id } = await insertMembership(trx, row);
    await recordAudit(trx, {
      fiduciary_id: tenant.is_provider ? null : tenant.id,
      actor_user_id: who.userId,
      kind: 'membership_granted',
      subject: userId,
      data: { membership_id: id, role: body.role, issuer_id: issuerId, by_provider: true },
    });
    return getUser(trx, userId);
  });
}

async function requireChangeable(trx: Executor, who: ProviderScope, userId: string, membershipId: string) {
  const m = await findMembership(trx, userId, membershipId);
  if (!m) throw notFound();
  requireStaffManager(who, m.role);
  return m;
}

/** The last active provider superadmin keeps the role (someone must be able to manage the staff). */
async function keepOneSuperadmin(trx: Executor, m: { id: string; role: string }) {
  if (m.role === 'trellis_superadmin' && (await otherProviderSuperadmins(trx, m.id)) === 0)
    throw new AppError('CONFLICT', LAST_SUPERADMIN, 'LAST_PROVIDER_SUPERADMIN');
}

export async function changeMembershipRole(
  ctx: AppContext,
  who: ProviderScope,
  args: { userId: string; membershipId: string; role: string },
) {
  return afterCommit(ctx, args.userId, async (trx) => {
    const m = await requireChangeable(trx, who, args.userId, args.membershipId);
    if (m.entity_id || portalOfRole(m.role) !== portalOfRole(args.role))
      throw new AppError('BAD_REQUEST', 'A role changes only to another role of the same portal.');
    checkGrant({ role: args.role, atProviderHome: m.is_provider, issuerId: m.issuer_id });
    requireStaffManager(who, args.role);
    if (m.role === args.role) return getUser(trx, args.userId);
    await keepOneSuperadmin(trx, m);
    await setMembershipRole(trx, m.id, args.role);
    await recordAudit(trx, {
      fiduciary_id: m.is_provider ? null : m.fiduciary_id,
      actor_user_id: who.userId,
      kind: 'membership_role_changed',
      subject: args.userId,
      data: { membership_id: m.id, from: m.role, to: args.role, by_provider: true },
    });
    return getUser(trx, args.userId);
  });
}

export async function removeMembership(ctx: AppContext, who: ProviderScope, userId: string, membershipId: string) {
  return afterCommit(ctx, userId, async (trx) => {
    const m = await requireChangeable(trx, who, userId, membershipId);
    await keepOneSuperadmin(trx, m);
    await deleteMembership(trx, m.id);
    await recordAudit(trx, {
      fiduciary_id: m.is_provider ? null : m.fiduciary_id,
      actor_user_id: who.userId,
      kind: 'membership_removed',
      subject: userId,
      data: { membership_id: m.id, role: m.role, entity_id: m.entity_id, issuer_id: m.issuer_id, by_provider: true },
    });
    return getUser(trx, userId);
  });
}
