import { captable } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { capTableIdFor } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { nextIds } from '../captable-ledger/index.ts';
import {
  type DealRow,
  findClassFor,
  findDeal,
  findDraftOf,
  findEntityStakeholder,
  insertDraft,
  insertStakeholder,
} from './captable-deals.repository.ts';

/**
 * From deal to ledger (issue 17 point 8, ADR 0032): when the fiduciary executes an investment in an
 * opportunity whose share terms name a security (types 1-5), a draft issuance appears in the issuer's
 * cap table for the investor's entity, linked to the investment (whose signed documents the security
 * page lists). Shares = amount / price per share, rounded down by the profile (R5), the remainder
 * recorded as cash; the price is the terms' price per share, else the matching class's. The cap-table
 * admin issues it. Runs in the execution's transaction: an investment is drafted once (unique index).
 */

/** The exemption a fiduciary's private placement relies on, prefilled so that the admin only confirms it. */
export const DEAL_EXEMPTION = { description: 'Regulation D, Rule 506(b)', jurisdiction: 'US' } as const;

/** The stakeholder standing for the investor's entity, created on first use. */
async function stakeholderFor(trx: Executor, capTableId: string, deal: DealRow): Promise<string> {
  const found = await findEntityStakeholder(trx, capTableId, deal.entity_id);
  if (found) return found.id;
  const [id] = await nextIds(trx, capTableId, 'SH');
  await insertStakeholder(trx, {
    cap_table_id: capTableId,
    id: id as string,
    name: deal.entity_name,
    stakeholder_type: deal.entity_type === 'ENTITY' ? 'INSTITUTION' : 'INDIVIDUAL',
    email: null,
    relationship: 'investor',
    user_id: null,
    entity_id: deal.entity_id,
  });
  return id as string;
}

const priceOf = (terms: DealRow['terms']): string | null =>
  typeof terms?.pricePerShare === 'string' && captable.exact.isDec(terms.pricePerShare) ? terms.pricePerShare : null;

/**
 * Drafts the issuance of an executed investment; answers the draft's security id, or null when the
 * terms make no cap-table entry or the investment has one already.
 */
export async function draftIssuanceForInvestment(
  trx: Executor,
  who: { fiduciaryId: string; userId: string | null; investmentId: string },
): Promise<string | null> {
  const deal = await findDeal(trx, who.fiduciaryId, who.investmentId);
  const kind = captable.dealSecurityKind(typeof deal?.terms?.type === 'number' ? deal.terms.type : null);
  if (!deal || !kind) return null;
  const drafted = await findDraftOf(trx, who.investmentId);
  if (drafted) return null;
  const capTableId = await capTableIdFor(trx, who.fiduciaryId, deal.issuer_id);
  const stakeholderId = await stakeholderFor(trx, capTableId, deal);
  const cls = kind === 'CS' || kind === 'PS' ? await findClassFor(trx, capTableId, kind) : undefined;
  const issuance = captable.dealIssuance(kind, deal.amount, priceOf(deal.terms) ?? cls?.price_per_share ?? null);
  if (!issuance) return null;
  const [securityId] = await nextIds(trx, capTableId, kind);
  const shares = issuance.kind === 'CS' || issuance.kind === 'PS';
  await insertDraft(trx, {
    cap_table_id: capTableId,
    id: securityId as string,
    kind,
    status: 'draft',
    stakeholder_id: stakeholderId,
    class_id: cls?.id ?? null,
    plan_id: null,
    // A SAFE's or note's quantity is the money invested (its purchase amount or principal).
    quantity: shares ? (issuance.quantity?.value ?? null) : deal.amount,
    price: issuance.price,
    terms_id: null,
    terms_version: null,
    option_kind: null,
    issue_date: deal.executed_on,
    parent_id: null,
    created_by_tx: null,
    ended_by_tx: null,
    vesting_started_on: null,
    vesting: null,
    details: {
      source: 'investment',
      amount: deal.amount,
      ...(issuance.cash ? { cash_in_lieu: issuance.cash } : {}),
      ...(shares ? { legends_none: true } : {}),
      security_law_exemptions: [DEAL_EXEMPTION],
    },
    investment_id: who.investmentId,
    certificate_file_id: null,
    created_by: who.userId,
  });
  await recordAudit(trx, {
    fiduciary_id: who.fiduciaryId,
    actor_user_id: who.userId,
    kind: 'captable_deal_drafted',
    subject: capTableId,
    data: {
      security_id: securityId,
      investment_id: who.investmentId,
      kind,
      quantity: issuance.quantity?.value ?? null,
    },
  });
  return securityId as string;
}
