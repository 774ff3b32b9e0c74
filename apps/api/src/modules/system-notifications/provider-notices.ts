import {
  NOTICE_END_BEFORE_START,
  NOTICE_WITHDRAWN,
  type ProviderNotice,
  type PublishSystemNotificationBody,
  type UpdateSystemNotificationBody,
} from '@dl/contracts';
import type { Executor } from '#api/db/database.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { pushNotice, schedulePush } from './notice-push.ts';
import { toProviderNotice } from './system-notifications.mapper.ts';
import {
  audienceOf,
  countTenants,
  findProviderNotice,
  insertSystemNotification,
  listProviderNoticeRows,
  setAudience,
  updateNotice,
} from './system-notifications.repository.ts';

type Query = Parameters<typeof listProviderNoticeRows>[1];

export async function listProviderNotices(ctx: AppContext, q: Query) {
  const { rows, count } = await listProviderNoticeRows(ctx.db, q);
  const audience = await audienceOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { count, results: rows.map((r) => toProviderNotice(r, audience.get(r.id) ?? [])) };
}

async function noticeOrNotFound(db: Executor, id: string): Promise<ProviderNotice> {
  const row = await findProviderNotice(db, id);
  if (!row) throw notFound();
  return toProviderNotice(row, (await audienceOf(db, [id])).get(id) ?? []);
}

/** The tenants a notice goes to, or null for every tenant. */
export async function noticeAudience(db: Executor, id: string): Promise<string[] | null> {
  const notice = await noticeOrNotFound(db, id);
  return notice.all_tenants ? null : notice.tenants.map((t) => t.id);
}

async function requireTenants(db: Executor, ids: readonly string[]) {
  if ((await countTenants(db, ids)) !== new Set(ids).size) throw notFound('A chosen tenant does not exist.');
}

/** Pushes now if live, else queues the start; queues the end's refresh when it has one. */
async function announce(db: Executor, notice: ProviderNotice) {
  const starts = new Date(notice.starts_on);
  if (notice.status === 'LIVE') {
    await updateNotice(db, notice.id, { pushed_on: new Date() });
    await pushNotice(db, notice.id, notice.all_tenants ? null : notice.tenants.map((t) => t.id));
  } else if (notice.status === 'SCHEDULED') await schedulePush(db, notice.id, 'start', starts);
  if (notice.ends_on && notice.status !== 'ENDED') await schedulePush(db, notice.id, 'end', new Date(notice.ends_on));
}

/** Stores a notice for every tenant or the chosen ones; live now (pushed at commit) or scheduled. */
export async function publishNotice(ctx: AppContext, userId: string, body: PublishSystemNotificationBody) {
  return ctx.db.transaction().execute(async (trx) => {
    const tenantIds = [...new Set(body.tenant_ids)];
    await requireTenants(trx, tenantIds);
    const { id } = await insertSystemNotification(trx, {
      all_tenants: tenantIds.length === 0,
      title: body.title,
      kind: body.kind,
      severity: body.severity,
      message_details: JSON.stringify({ details: body.message_details.details }),
      created_by: userId,
      starts_on: body.starts_on ? new Date(body.starts_on) : null,
      ends_on: body.ends_on ? new Date(body.ends_on) : null,
    });
    await setAudience(trx, id, tenantIds);
    const notice = await noticeOrNotFound(trx, id);
    await announce(trx, notice);
    await recordAudit(trx, {
      fiduciary_id: null,
      actor_user_id: userId,
      kind: 'system_notification.published',
      subject: id,
      data: {
        kind: body.kind,
        severity: body.severity,
        tenants: tenantIds,
        starts_on: notice.starts_on,
        ends_on: notice.ends_on,
      },
    });
    return notice;
  });
}

/**
 * Edits a notice that is not withdrawn. A live one is pushed again with its new text (and to a new
 * audience); a changed schedule queues its start and end again (older jobs find nothing to do).
 */
export async function editNotice(ctx: AppContext, userId: string, id: string, body: UpdateSystemNotificationBody) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await noticeOrNotFound(trx, id);
    if (before.status === 'WITHDRAWN') throw new AppError('CONFLICT', NOTICE_WITHDRAWN);
    // A start given as null means now; absent keeps the current one.
    const starts =
      body.starts_on === undefined ? new Date(before.starts_on) : body.starts_on ? new Date(body.starts_on) : null;
    const ends =
      body.ends_on === undefined
        ? before.ends_on
          ? new Date(before.ends_on)
          : null
        : body.ends_on
          ? new Date(body.ends_on)
          : null;
    if (ends && ends <= (starts ?? new Date())) throw new AppError('BAD_REQUEST', NOTICE_END_BEFORE_START);
    if (body.tenant_ids) await requireTenants(trx, body.tenant_ids);
    await updateNotice(trx, id, {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.kind !== undefined && { kind: body.kind }),
      ...(body.severity !== undefined && { severity: body.severity }),
      ...(body.message_details && { message_details: JSON.stringify({ details: body.message_details.details }) }),
      ...(body.tenant_ids && { all_tenants: body.tenant_ids.length === 0 }),
      ...(body.starts_on !== undefined && { starts_on: starts }),
      ends_on: ends,
      // A notice that starts again later is pushed again when it does.
      ...(starts && starts > new Date() && { pushed_on: null }),
      updated_on: new Date(),
      updated_by: userId,
    });
    if (body.tenant_ids) await setAudience(trx, id, [...new Set(body.tenant_ids)]);
    const after = await noticeOrNotFound(trx, id);
    // Sockets of tenants it no longer reaches refresh their lists too.
    if (before.status === 'LIVE' && !before.all_tenants)
      await pushNotice(
        trx,
        id,
        before.tenants.map((t) => t.id),
      );
    await announce(trx, after);
    await recordAudit(trx, {
      fiduciary_id: null,
      actor_user_id: userId,
      kind: 'system_notification.updated',
      subject: id,
      data: { changes: body },
    });
    return after;
  });
}

/** Withdraws a notice: it leaves every tenant's list at once (a frame without text refreshes open panels). */
export async function withdrawNotice(ctx: AppContext, userId: string, id: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await noticeOrNotFound(trx, id);
    if (before.status === 'WITHDRAWN') throw new AppError('CONFLICT', NOTICE_WITHDRAWN);
    await updateNotice(trx, id, { withdrawn_on: new Date(), withdrawn_by: userId });
    if (before.status === 'LIVE')
      await pushNotice(trx, id, before.all_tenants ? null : before.tenants.map((t) => t.id));
    await recordAudit(trx, {
      fiduciary_id: null,
      actor_user_id: userId,
      kind: 'system_notification.withdrawn',
      subject: id,
    });
    return noticeOrNotFound(trx, id);
  });
}
