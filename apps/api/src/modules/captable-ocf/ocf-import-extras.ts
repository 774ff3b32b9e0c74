import type { Executor } from '#api/db/database.ts';
import type { Details, KeptObject } from '#api/platform/ocf/import-plan.ts';
import {
  insertActionRequest,
  insertKeptObjects,
  insertSecurity,
  insertTerms,
  linkableInvestment,
} from './captable-ocf.repository.ts';

/** The rows an import writes beside the ledger: terms, kept OCF objects, drafts and action requests. */

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const json = (v: unknown): string => JSON.stringify(v ?? {});

async function terms(trx: Executor, ct: string, rows: readonly Details[]): Promise<void> {
  for (const t of rows) {
    await insertTerms(
      trx,
      {
        cap_table_id: ct,
        terms_id: String(t.terms_id),
        version: Number(t.version),
        type: Number(t.type),
        name: String(t.name),
        body: json(t.body),
        created_by: null,
      },
      Boolean(t.deleted),
    );
  }
}

async function kept(trx: Executor, ct: string, rows: readonly KeptObject[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await insertKeptObjects(trx, ct, rows.slice(i, i + 500));
  }
}

/**
 * A draft keeps its link to an investment only when that investment is in an opportunity of this same
 * company and no other security is linked to it (an import into another company starts unlinked).
 */
async function linkable(trx: Executor, ct: string, investmentId: unknown): Promise<string | null> {
  if (typeof investmentId !== 'string' || !/^[0-9a-f-]{36}$/i.test(investmentId)) return null;
  return linkableInvestment(trx, ct, investmentId);
}

async function drafts(trx: Executor, ct: string, rows: readonly Details[]): Promise<void> {
  for (const d of rows) {
    await insertSecurity(trx, {
      cap_table_id: ct,
      id: String(d.id),
      kind: d.kind as 'CS',
      status: 'draft',
      stakeholder_id: str(d.stakeholder_id),
      class_id: str(d.class_id),
      plan_id: str(d.plan_id),
      quantity: str(d.quantity),
      price: str(d.price),
      terms_id: str(d.terms_id),
      terms_version: typeof d.terms_version === 'number' ? d.terms_version : null,
      option_kind: str(d.option_kind) as 'iso' | null,
      issue_date: str(d.issue_date),
      vesting: d.vesting === null || d.vesting === undefined ? null : json(d.vesting),
      details: json(d.details),
      investment_id: await linkable(trx, ct, d.investment_id),
    });
  }
}

async function actionRequests(trx: Executor, ct: string, rows: readonly Details[]): Promise<void> {
  for (const r of rows) {
    await insertActionRequest(trx, {
      cap_table_id: ct,
      security_id: String(r.security_id),
      action: String(r.action),
      body: json(r.body),
      status: (str(r.status) ?? 'pending') as 'pending',
      reason: str(r.reason),
      requested_by: null,
      requested_on: str(r.requested_on) ?? new Date().toISOString(),
      decided_by: null,
      decided_on: str(r.decided_on),
    });
  }
}

export const importExtras = { terms, kept, drafts, actionRequests };
