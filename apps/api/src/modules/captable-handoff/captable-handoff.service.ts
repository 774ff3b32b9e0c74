import { randomUUID } from 'node:crypto';
import { SSO_TOKEN_INVALID } from '@dl/contracts';
import { CAPTABLE_ROLES } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { accessFor, type ClientInfo, issueRefresh } from '../auth/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '#api/platform/tokens/tokens.ts';
import { claimSsoToken, insertSsoToken } from './captable-handoff.repository.ts';

/** A hand-off token lives one minute and opens one session (ADR 0013). */
const SSO_TOKEN_TTL_SECONDS = 60;

/** Where the cap-table portal takes the token (spec 2: {origin}/acap). */
const CAPTABLE_SSO_PATH = '/acap/sso';

/** `POST investor/captable/sso-token`: a single-use token for the caller's holder view. Only its hash is stored. */
export async function createSsoToken(ctx: AppContext, scope: InvestorScope, now = new Date()) {
  const { token, hash } = newOpaqueToken();
  const expires = new Date(now.getTime() + SSO_TOKEN_TTL_SECONDS * 1000);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await insertSsoToken(trx, {
      token_hash: hash,
      fiduciary_id: scope.fiduciaryId,
      user_id: scope.userId,
      entity_id: scope.entityId,
      expires_on: expires,
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'captable_sso_token_issued',
      subject: row.id,
      data: { entity_id: scope.entityId },
    });
  });
  return {
    data: {
      token,
      url: `${CAPTABLE_SSO_PATH}?token=${encodeURIComponent(token)}`,
      expires_on: expires.toISOString(),
    },
  };
}

/**
 * `POST acap/sso/exchange`: claims the token (one UPDATE, so two racing uses cannot both win) and
 * opens a session whose current role is the cap-table holder role for the same fiduciary and entity.
 * Unknown, used or expired tokens all answer 401 with the same sentence.
 */
export async function exchangeSsoToken(ctx: AppContext, token: string, client: ClientInfo) {
  const claimed = await claimSsoToken(ctx.db, hashOpaqueToken(token));
  if (!claimed) throw new AppError('UNAUTHORIZED', SSO_TOKEN_INVALID);
  const context = { fiduciary_id: claimed.fiduciary_id, role: CAPTABLE_ROLES.HOLDER, entity_id: claimed.entity_id };
  const familyId = randomUUID();
  const refresh = await ctx.db.transaction().execute(async (trx) => {
    await recordAudit(trx, {
      fiduciary_id: claimed.fiduciary_id,
      actor_user_id: claimed.user_id,
      kind: 'captable_sso_token_exchanged',
      subject: claimed.id,
      data: { entity_id: claimed.entity_id },
    });
    return issueRefresh(trx, {
      userId: claimed.user_id,
      familyId,
      familyCreatedOn: new Date(),
      context,
      client,
    });
  });
  const access = await accessFor(ctx, claimed.user_id, claimed.slug, context, familyId);
  return { access, refresh, current_role: CAPTABLE_ROLES.HOLDER };
}
