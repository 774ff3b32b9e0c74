import type { CapVesting } from '@dl/contracts';
import { captable } from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { obj } from '#api/lib/json-details.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import { appendLedgerTx, type LedgerTxInput } from '../captable-ledger/index.ts';
import { certifyShares, removeWritten } from './certificates.ts';
import { readinessOf } from './readiness.ts';
import {
  currentTermsVersion,
  findSecurity,
  lockCapTable,
  mergeSecurityDetails,
  type SecurityRecord,
} from './securities.repository.ts';

/**
 * Issuing drafts (spec 4), one or many, all or none: each must be 'Ready to be issued'; each becomes an
 * issuance in the ledger (and a vesting start when it vests); shares get a certificate PDF. A security
 * takes the current version of its terms when issued and keeps it.
 */

type Behavior = Exclude<captable.CancellationBehavior, 'DEFINED_PER_PLAN_SECURITY'>;
const BEHAVIORS: readonly string[] = ['RETURN_TO_POOL', 'RETIRE', 'HOLD_AS_CAPITAL_STOCK'];

function issuanceOf(r: SecurityRecord): LedgerTxInput {
  const d = obj(r.details);
  const behavior = d.cancellation_behavior ?? d.cancellationBehavior;
  return {
    type: 'issuance',
    date: r.issue_date as string,
    securityId: r.id,
    kind: r.kind,
    stakeholderId: r.stakeholder_id as string,
    quantity: captable.exact.norm(r.quantity as string),
    ...(r.class_id ? { classId: r.class_id } : {}),
    ...(r.plan_id ? { planId: r.plan_id } : {}),
    ...(r.price !== null ? { price: captable.exact.norm(r.price) } : {}),
    ...(typeof behavior === 'string' && BEHAVIORS.includes(behavior)
      ? { cancellationBehavior: behavior as Behavior }
      : {}),
  };
}

/** The date a vesting schedule starts: the time-based start, or the first custom date. */
export function vestingStart(v: CapVesting): string {
  if (v.type === 'time') return v.start_date;
  return [...v.rows].sort((a, b) => (a.date < b.date ? -1 : 1))[0]?.date as string;
}

function notReadySentence(drafts: { id: string; missing: string[] }[]): string {
  const parts = drafts.map((d) => `${d.id} is missing ${d.missing.join(', ')}`);
  return `Nothing was issued: not every draft is ready to be issued. ${parts.join('; ')}.`;
}

export async function issueSecurities(ctx: AppContext, scope: CapTableScope, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const written: string[] = [];
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await lockCapTable(trx, scope.capTableId);
      const rows: SecurityRecord[] = [];
      for (const id of unique) {
        const row = await findSecurity(trx, scope.capTableId, id, true);
        if (!row) throw notFound(`There is no security ${id} in this cap table.`);
        if (row.status !== 'draft') throw new AppError('CONFLICT', `${id} has already been issued.`);
        rows.push(row);
      }
      const notReady = rows
        .map((r) => ({
          id: r.id,
          readiness: readinessOf({
            ...r,
            details: obj(r.details),
            plan_windows: (r.plan_windows ?? null) as Record<string, unknown> | null,
          }),
        }))
        .filter((r) => !r.readiness.ready)
        .map((r) => ({ id: r.id, missing: r.readiness.missing.map((m) => m.label) }));
      if (notReady.length > 0) throw new AppError('CONFLICT', notReadySentence(notReady));

      const ledgerScope = { capTableId: scope.capTableId, fiduciaryId: scope.fiduciaryId, userId: scope.userId };
      for (const r of rows) {
        // The terms version in force now is the one the security keeps.
        const terms = r.terms_id ? await currentTermsVersion(trx, scope.capTableId, r.terms_id) : undefined;
        if (r.terms_id && !terms)
          throw new AppError('CONFLICT', `The security terms of ${r.id} no longer exist; choose other terms.`);
        await appendLedgerTx(trx, ledgerScope, issuanceOf(r), { audit: { action: 'issue' } });
        const extra = r.vesting ? { vesting_quantity: captable.exact.norm(r.quantity as string) } : {};
        await mergeSecurityDetails(trx, scope.capTableId, r.id, extra, { terms_version: terms?.version ?? null });
        if (r.vesting)
          await appendLedgerTx(trx, ledgerScope, {
            type: 'vesting_start',
            date: vestingStart(r.vesting as CapVesting),
            securityId: r.id,
          });
      }
      await certifyShares(
        trx,
        ctx.storage,
        scope,
        rows.map((r) => r.id),
        written,
      );
      await recordAudit(trx, {
        fiduciary_id: scope.fiduciaryId,
        actor_user_id: scope.userId,
        kind: 'captable.securities_issued',
        subject: scope.capTableId,
        data: { security_ids: unique },
      });
      return unique;
    });
  } catch (err) {
    await removeWritten(ctx.storage, written);
    throw err;
  }
}
