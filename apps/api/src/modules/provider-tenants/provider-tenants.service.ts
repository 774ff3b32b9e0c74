import { randomUUID } from 'node:crypto';
import {
  type CreateTenantBody,
  HOST_TAKEN,
  SLUG_TAKEN,
  type TenantListQuery,
  type TenantRow,
  type UpdateTenantBody,
} from '@dl/contracts';
import { FIDUCIARY_ROLES } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { toTenantRow } from './provider-tenants.mapper.ts';
import {
  countsOf,
  deleteHost,
  findTenant,
  findUserIdByEmail,
  hostOwner,
  hostsOf,
  insertHosts,
  insertInvitedUser,
  insertMembership,
  insertTenant,
  issuersOf,
  listTenantRows,
  revokeTenantSessions,
  slugTaken,
  updateTenant,
} from './provider-tenants.repository.ts';
import { inviteTenantAdmin } from './tenant-admin-invite.ts';

type Actor = { userId: string };

export async function listTenants(
  ctx: AppContext,
  q: {
    search?: string | undefined;
    status?: TenantListQuery['status'];
    ordering?: string | undefined;
    page: number;
    limit: number;
  },
) {
  const { rows, count } = await listTenantRows(ctx.db, q);
  const ids = rows.map((r) => r.id);
  const [hosts, counts] = await Promise.all([hostsOf(ctx.db, ids), countsOf(ctx.db, ids)]);
  const results = rows.map((r) => toTenantRow(r, hosts.get(r.id) ?? [], counts.get(r.id)));
  return { count, results, next: q.page * q.limit < count ? String(q.page + 1) : null };
}

export async function getTenant(db: Executor, id: string): Promise<TenantRow> {
  const row = await findTenant(db, id);
  if (!row) throw notFound();
  const [hosts, counts] = await Promise.all([hostsOf(db, [id]), countsOf(db, [id])]);
  return toTenantRow(row, hosts.get(id) ?? [], counts.get(id));
}

async function requireFreeHosts(db: Executor, hosts: readonly string[]) {
  for (const host of hosts) {
    if (await hostOwner(db, host)) throw new AppError('CONFLICT', HOST_TAKEN, 'HOST_TAKEN');
  }
}

/**
 * Creates a tenant with its hosts and its first administrator (fiduciary_superadmin): a known e-mail
 * gets the membership, an unknown one an account without a password and a set-password link on the
 * tenant's first host (ADR 0029). No demo data. One transaction: a refused host or short name
 * leaves nothing behind.
 */
export async function createTenant(ctx: AppContext, actor: Actor, body: CreateTenantBody): Promise<TenantRow> {
  const hosts = [...new Set(body.hosts ?? [])];
  return ctx.db.transaction().execute(async (trx) => {
    if (await slugTaken(trx, body.slug)) throw new AppError('CONFLICT', SLUG_TAKEN, 'SLUG_TAKEN');
    await requireFreeHosts(trx, hosts);
    const { id } = await insertTenant(trx, { slug: body.slug, name: body.name, mpid: body.mpid || null });
    await insertHosts(trx, id, hosts);
    const known = await findUserIdByEmail(trx, body.admin.email);
    const adminId =
      known?.id ??
      (
        await insertInvitedUser(trx, {
          email: body.admin.email.toLowerCase(),
          first_name: body.admin.first_name,
          last_name: body.admin.last_name,
          trellis_uid: `USR-${randomUUID().slice(0, 13)}`,
        })
      ).id;
    await insertMembership(trx, { fiduciary_id: id, user_id: adminId, role: FIDUCIARY_ROLES.FIDUCIARY_SUPERADMIN });
    await inviteTenantAdmin(ctx, trx, {
      tenant: { id, name: body.name, host: hosts[0] ?? null },
      user: {
        id: adminId,
        email: body.admin.email,
        first_name: body.admin.first_name,
        hasPassword: Boolean(known?.password_hash),
      },
    });
    await recordAudit(trx, {
      fiduciary_id: id,
      actor_user_id: actor.userId,
      kind: 'tenant_created',
      subject: id,
      data: { name: body.name, slug: body.slug, hosts, admin_user_id: adminId },
    });
    return getTenant(trx, id);
  });
}

export async function editTenant(ctx: AppContext, actor: Actor, id: string, body: UpdateTenantBody) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await getTenant(trx, id);
    const patch = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.mpid !== undefined && { mpid: body.mpid || null }),
    };
    if (Object.keys(patch).length) await updateTenant(trx, id, patch);
    await recordAudit(trx, {
      fiduciary_id: id,
      actor_user_id: actor.userId,
      kind: 'tenant_updated',
      subject: id,
      data: { before: { name: before.name, mpid: before.mpid }, after: patch },
    });
    return getTenant(trx, id);
  });
}

export async function addHost(ctx: AppContext, actor: Actor, id: string, host: string) {
  return ctx.db.transaction().execute(async (trx) => {
    await getTenant(trx, id);
    await requireFreeHosts(trx, [host]);
    await insertHosts(trx, id, [host]);
    await recordAudit(trx, {
      fiduciary_id: id,
      actor_user_id: actor.userId,
      kind: 'tenant_host_added',
      subject: id,
      data: { host },
    });
    return getTenant(trx, id);
  });
}

export async function removeHost(ctx: AppContext, actor: Actor, id: string, host: string) {
  return ctx.db.transaction().execute(async (trx) => {
    await getTenant(trx, id);
    const removed = await deleteHost(trx, id, host.toLowerCase());
    if (!removed.numDeletedRows) throw notFound('This host does not belong to this tenant.');
    await recordAudit(trx, {
      fiduciary_id: id,
      actor_user_id: actor.userId,
      kind: 'tenant_host_removed',
      subject: id,
      data: { host },
    });
    return getTenant(trx, id);
  });
}

/**
 * Suspends a tenant: its memberships open nothing from the next request on (the membership cache
 * hears the change), its sessions end, its hosts show the notice; nothing is deleted.
 */
export async function suspendTenant(ctx: AppContext, actor: Actor, id: string, reason: string) {
  const tenant = await ctx.db.transaction().execute(async (trx) => {
    const tenant = await getTenant(trx, id);
    if (tenant.status === 'SUSPENDED') throw new AppError('CONFLICT', 'This tenant is already suspended.');
    await updateTenant(trx, id, { suspended_on: new Date(), suspended_by: actor.userId, suspend_reason: reason });
    await revokeTenantSessions(trx, id);
    await recordAudit(trx, {
      fiduciary_id: id,
      actor_user_id: actor.userId,
      kind: 'tenant_suspended',
      subject: id,
      data: { reason },
    });
    return getTenant(trx, id);
  });
  // At once in this process; other processes hear the trigger's notification.
  ctx.memberships.clear();
  return tenant;
}

export async function reactivateTenant(ctx: AppContext, actor: Actor, id: string) {
  const tenant = await ctx.db.transaction().execute(async (trx) => {
    const tenant = await getTenant(trx, id);
    if (tenant.status === 'ACTIVE') throw new AppError('CONFLICT', 'This tenant is active.');
    await updateTenant(trx, id, { suspended_on: null, suspended_by: null, suspend_reason: null });
    await recordAudit(trx, { fiduciary_id: id, actor_user_id: actor.userId, kind: 'tenant_reactivated', subject: id });
    return getTenant(trx, id);
  });
  ctx.memberships.clear();
  return tenant;
}

export async function tenantIssuers(ctx: AppContext, id: string) {
  await getTenant(ctx.db, id);
  return { results: await issuersOf(ctx.db, id) };
}
