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

/** Who sees a notice now: nobody (undefined: not live), every tenant (null), or these tenants. */
const liveAudience = (n: ProviderNotice) =>
  n.status !== 'LIVE' ? undefined : n.all_tenants ? null : n.tenants.map((t) => t.id);

/**
 * Pushes a saved notice to the sockets it concerns, each once: those who see it now get it, those who
 * saw it before and no longer do get a frame that drops it (the dispatcher decides per tenant, ADR
 * 0029). Then queues its start (scheduled) and its end's refresh.
 */
async function announce(db: Executor, after: ProviderNotice, before?: ProviderNotice) {
  const was = before ? liveAudience(before) : undefined;
  const now = liveAudience(after);
  if (now !== undefined) await updateNotice(db, after.id, { pushed_on: new Date() });
  if (was === null || now === null) {
    await pushNotice(db, after.id, null);
    if (was === null && now) await pushNotice(db, after.id, now);
  } else {
    const targets = [...new Set([...(was ?? []), ...(now ?? [])])];
    if (targets.length > 0) await pushNotice(db, after.id, targets);
  }
  if (after.status === 'SCHEDULED') await schedulePush(db, after.id, 'start', new Date(after.starts_on));
  if (after.ends_on && after.status !== 'ENDED') await schedulePush(db, after.id, 'end', new Date(after.ends_on));
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
    await announce(trx, after, before);
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
    const was = liveAudience(before);
    if (was !== undefined) await pushNotice(trx, id, was);
    await recordAudit(trx, {
      fiduciary_id: null,
      actor_user_id: userId,
      kind: 'system_notification.withdrawn',
      subject: id,
    });
    return noticeOrNotFound(trx, id);
  });
}
