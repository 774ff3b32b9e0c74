import type { NavigateTarget, NotificationEvent, NotificationKind } from '@dl/domain';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { publish } from '#api/platform/notification-channel.ts';
import { findEntitiesMemberIds, findEntityMemberIds, insertNotifications } from './notifications.repository.ts';

export interface NotificationInput {
  fiduciaryId: string;
  /** ACTION when the user must act (sign, pay, answer), else NOTIFICATION. */
  kind: NotificationKind;
  event: NotificationEvent;
  /** The snackbar / panel text, one sentence. */
  message: string;
  navigateTo?: NavigateTarget;
}

/** Members acting for an entity receive its notifications; viewers never do (spec 6). */
const ACTING_ROLES = [INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR, INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR_ADMIN];

/**
 * One stored row per recipient: the investor / investor-admin members acting for the entity.
 * Call with the transaction of the change: the rows commit with it, and the push (pg_notify) is
 * delivered only on commit.
 */
export async function notifyEntity(db: Executor, n: NotificationInput & { entityId: string }): Promise<void> {
  const userIds = await findEntityMemberIds(db, {
    fiduciaryId: n.fiduciaryId,
    entityId: n.entityId,
    roles: ACTING_ROLES,
  });
  await store(db, n, userIds);
}

/**
 * `notifyEntity` for many entities at once (a document sent to every investor): one row per
 * distinct acting member, stored a thousand rows per statement.
 */
export async function notifyEntities(db: Executor, n: NotificationInput & { entityIds: string[] }): Promise<void> {
  const userIds = await findEntitiesMemberIds(db, {
    fiduciaryId: n.fiduciaryId,
    entityIds: n.entityIds,
    roles: ACTING_ROLES,
  });
  for (let i = 0; i < userIds.length; i += 1000) await store(db, n, userIds.slice(i, i + 1000));
}

/** One stored row per listed user (an audience the caller found in one query), a thousand per statement. */
export async function notifyUsers(db: Executor, n: NotificationInput & { userIds: readonly string[] }): Promise<void> {
  for (let i = 0; i < n.userIds.length; i += 1000) await store(db, n, n.userIds.slice(i, i + 1000));
}

/** One stored row for one user (issuers, fiduciary staff, a single investor). */
export async function notifyUser(db: Executor, n: NotificationInput & { userId: string }): Promise<void> {
  await store(db, n, [n.userId]);
}

async function store(db: Executor, n: NotificationInput, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await insertNotifications(
    db,
    userIds.map((userId) => ({
      fiduciary_id: n.fiduciaryId,
      user_id: userId,
      kind: n.kind,
      event: n.event,
      message: n.message,
      navigate_to: n.navigateTo?.name ?? null,
      resource_id: n.navigateTo?.resource_id ?? null,
      query: n.navigateTo?.query ? JSON.stringify(n.navigateTo.query) : null,
    })),
  );
  // Chunks keep each payload far below pg_notify's 8,000 bytes (~80 bytes a pair).
  for (let i = 0; i < rows.length; i += 50) {
    const chunk = rows.slice(i, i + 50);
    await publish(db, { t: 'n', f: n.fiduciaryId, r: chunk.map((r) => [r.user_id, r.id] as [string, string]) });
  }
}
