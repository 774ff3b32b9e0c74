import { randomUUID } from 'node:crypto';
import { TEARSHEET_INVITE_SENT, type Tearsheet } from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { Executor } from '#api/db/database.ts';
import type { TenantScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { createPasswordToken } from '../auth/index.ts';
import { enqueueEmail } from '#api/platform/email/index.ts';
import { findTearsheetRow, findUserIdByEmail, insertInvitedInvestor } from './detail.repository.ts';

const obj = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The one-page summary (spec 2 tearsheet) of an opportunity investors can see; else 404. */
export async function getTearsheet(ctx: AppContext, fiduciaryId: string, opportunityId: string): Promise<Tearsheet> {
  const row = await findTearsheetRow(ctx.db, fiduciaryId, opportunityId);
  if (!row) throw notFound();
  const details = obj(row.details);
  const issuer = obj(row.issuer_details);
  const highlights = Array.isArray(details.highlights)
    ? details.highlights.filter((h): h is string => typeof h === 'string')
    : [];
  return {
    opp_id: row.id,
    name: row.name,
    short_desc: row.short_desc,
    issuer: {
      name: row.issuer_name,
      market: row.market,
      stage: row.stage,
      sector: str(issuer.sector),
      headquarters: str(issuer.headquarters),
      logo: str(issuer.logo) ?? str(obj(issuer.branding).logo),
    },
    size: row.size,
    minimum: row.minimum,
    start_date: row.start_date,
    end_date: row.end_date,
    highlights,
  };
}

const trellisUid = (prefix: string) => `${prefix}-${randomUUID().slice(0, 13)}`;

/** Roles that only look: they may read a tearsheet but not invite anyone. */
const LOOK_ONLY = /viewer$/;

export interface InviteInput {
  email: string;
  opportunity_id: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
}

/**
 * A member shares an opportunity with an e-mail address. An unknown address gets an account without
 * a password (an INDIVIDUAL investing entity and the fiduciary_investor role) and a set-password
 * link; a known one gets the tearsheet link. Both answer the same, so the call reveals no accounts.
 */
export async function inviteToTearsheet(
  ctx: AppContext,
  tenant: TenantScope,
  inviterId: string,
  input: InviteInput,
): Promise<{ detail: string }> {
  if (!tenant.roles.some((r) => !LOOK_ONLY.test(r)))
    throw new AppError('FORBIDDEN', 'You do not have permission to perform this action.');
  const opportunity = await findTearsheetRow(ctx.db, tenant.fiduciaryId, input.opportunity_id);
  if (!opportunity) throw notFound();
  const email = input.email.trim().toLowerCase();
  const tearsheetUrl = `${ctx.config.PUBLIC_URL}/digital-roadshow/pages/tearsheet/${opportunity.id}`;
  const known = await findUserIdByEmail(ctx.db, email);
  await ctx.db.transaction().execute(async (trx) => {
    const lines = [`You have been invited to look at "${opportunity.name}":`, tearsheetUrl, ''];
    if (!known) {
      const userId = await createInvitedInvestor(trx, tenant.fiduciaryId, { ...input, email });
      const token = await createPasswordToken(trx, userId, 'set');
      lines.push('To see it and more, choose a password for your account:');
      lines.push(`${ctx.config.PUBLIC_URL}/pages/set-password#token=${token}`);
    }
    await enqueueEmail(trx, {
      fiduciary_id: tenant.fiduciaryId,
      to_address: email,
      subject: `Investment opportunity: ${opportunity.name}`,
      kind: known ? 'tearsheet_share' : 'tearsheet_invite',
      body_text: [`Hello ${input.first_name || email},`, '', ...lines].join('\n'),
    });
    await recordAudit(trx, {
      fiduciary_id: tenant.fiduciaryId,
      actor_user_id: inviterId,
      kind: 'tearsheet invite',
      subject: opportunity.id,
      data: { created_account: !known },
    });
  });
  return { detail: TEARSHEET_INVITE_SENT };
}

async function createInvitedInvestor(trx: Executor, fiduciaryId: string, input: InviteInput): Promise<string> {
  const first = input.first_name ?? '';
  const last = input.last_name ?? '';
  return insertInvitedInvestor(trx, {
    fiduciaryId,
    role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR,
    user: { email: input.email, first_name: first, last_name: last, trellis_uid: trellisUid('USR') },
    entity: { name: `${first} ${last}`.trim() || input.email, trellis_uid: trellisUid('ENT') },
  });
}
