import { TEARSHEET_INVITE_SENT, type Tearsheet } from '@dl/contracts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { StaffScope } from '#api/plugins/guards/index.ts';
import { shareOpportunity } from '../invitations/index.ts';
import { findTearsheetRow, type TearsheetRow } from './detail.repository.ts';

const obj = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The one-page summary (spec 2 tearsheet) of an opportunity investors can see; else 404. */
export async function getTearsheet(ctx: AppContext, fiduciaryId: string, opportunityId: string): Promise<Tearsheet> {
  const row = await findTearsheetRow(ctx.db, fiduciaryId, opportunityId);
  if (!row) throw notFound();
  return toTearsheet(row);
}

/** The summary's fields, the same for the signed-in and the public read. */
export function toTearsheet(row: TearsheetRow): Tearsheet {
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

export interface InviteInput {
  email: string;
  opportunity_id: string;
}

/**
 * Onboarding staff (`tearsheet.invite`) share an opportunity investors can see with an e-mail
 * address: a member gets the tearsheet link, anyone else an onboarding invitation (KYC first, no
 * account made here); the invitations module words the e-mail and counts the inviter's limit.
 * Known and unknown addresses get the same answer, so the call reveals no accounts.
 */
export async function inviteToTearsheet(
  ctx: AppContext,
  who: StaffScope,
  input: InviteInput & { ip: string },
): Promise<{ detail: string }> {
  const opportunity = await findTearsheetRow(ctx.db, who.fiduciaryId, input.opportunity_id);
  if (!opportunity) throw notFound();
  await shareOpportunity(ctx, {
    fiduciaryId: who.fiduciaryId,
    inviterId: who.userId,
    ip: input.ip,
    email: input.email,
    opportunity: { id: opportunity.id, name: opportunity.name },
  });
  return { detail: TEARSHEET_INVITE_SENT };
}
