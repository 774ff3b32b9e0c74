import { randomUUID } from 'node:crypto';
import type { Session } from '@dl/contracts';
import { TENANT_SUSPENDED } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import type { AppContext } from '#api/lib/context.ts';
import { AppError } from '#api/lib/app-error.ts';
import {
  findMembershipsOfUser,
  hasSuspendedMembership,
  insertRefreshToken,
  type MembershipRow,
  type RefreshContext,
} from './auth.repository.ts';
import { buildPermissions } from './permissions.ts';
import { newOpaqueToken, signAccessToken } from '#api/platform/tokens/tokens.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** An access token of a session (refresh-token family): it stops working when the session ends. */
export function accessFor(ctx: AppContext, userId: string, tenant: string, context: RefreshContext, sessionId: string) {
  return signAccessToken(
    ctx.keys,
    {
      sub: userId,
      tenant,
      current_fiduciary_id: context.fiduciary_id,
      current_entity_id: context.entity_id,
      current_role: context.role,
    },
    sessionId,
  );
}

/** Issues a refresh token of a given family (a new one at login, the same one on rotation). */
export async function issueRefresh(
  db: Executor,
  args: { userId: string; familyId: string; familyCreatedOn: Date; context: RefreshContext; client: ClientInfo },
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await insertRefreshToken(db, {
    ...args.context,
    family_id: args.familyId,
    user_id: args.userId,
    token_hash: hash,
    family_created_on: args.familyCreatedOn,
    user_agent: args.client.userAgent?.slice(0, 300) ?? null,
    ip: args.client.ip,
  });
  return token;
}

/** Spec 4: auto login takes the first permission's fiduciary and its first role as current. */
function defaultContext(rows: readonly MembershipRow[]): MembershipRow | undefined {
  return rows[0];
}

/** Opens a session for a user whose identity is proven: tokens, user and permissions. */
export async function openSession(
  ctx: AppContext,
  user: { id: string; email: string; first_name: string; last_name: string; trellis_uid: string },
  client: ClientInfo,
): Promise<Session> {
  const rows = await findMembershipsOfUser(ctx.db, user.id);
  const current = defaultContext(rows);
  if (!current) {
    if (await hasSuspendedMembership(ctx.db, user.id))
      throw new AppError('FORBIDDEN', TENANT_SUSPENDED, 'TENANT_SUSPENDED');
    throw new AppError('UNAUTHORIZED', 'Your account has no access to any fiduciary yet.');
  }
  const context = { fiduciary_id: current.fiduciary_id, role: current.role, entity_id: current.entity_id };
  const familyId = randomUUID();
  const refresh = await issueRefresh(ctx.db, {
    userId: user.id,
    familyId,
    familyCreatedOn: new Date(),
    context,
    client,
  });
  return {
    access: await accessFor(ctx, user.id, current.tenant, context, familyId),
    refresh,
    user: {
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      trellis_uid: user.trellis_uid,
    },
    permissions: buildPermissions(rows),
  };
}
