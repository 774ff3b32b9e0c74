import type { Db, Executor } from '#api/db/database.ts';
import { AppError } from '#api/lib/app-error.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { planImport, type ImportPlan } from '#api/platform/ocf/import-plan.ts';
import { readOcfZip, validateOcfPackage } from '#api/platform/ocf/index.ts';
import type { OcfProblem } from '#api/platform/ocf/types.ts';
import { appendLedgerTx, type LedgerScope, reserveIds } from '../captable-ledger/index.ts';
import {
  capTableInUse,
  insertStakeholders,
  lockCapTable,
  mergeSecurityDetails,
  setRoundingProfile,
} from './captable-ocf.repository.ts';
import { importExtras } from './ocf-import-extras.ts';

/**
 * `POST .../ocf/import` (issue 17 point 7): a package into an EMPTY cap table, all or nothing. The
 * ZIP is read (at most 50 MB unpacked) and validated (CAPTABLE 11.4: schema, hashes, references,
 * replay), mapped and replayed by the domain's reducer; then one database transaction writes the
 * stakeholders, terms, classes, plans and every transaction through the ledger store with the OCF
 * ids. Any refusal rolls everything back and lists every problem by file and object.
 */

export class OcfImportRefused extends Error {
  readonly problems: readonly OcfProblem[];
  constructor(detail: string, problems: readonly OcfProblem[]) {
    super(detail);
    this.problems = problems;
  }
}

export interface ImportScope extends LedgerScope {
  issuerId: string;
}

const REFUSED = 'The package was not imported: nothing was written. Each problem is listed by file and object.';

export async function importOcfZip(db: Db, scope: ImportScope, zip: Buffer): Promise<Record<string, number>> {
  let pkg: Awaited<ReturnType<typeof readOcfZip>>;
  try {
    pkg = await readOcfZip(zip);
  } catch (err) {
    const message =
      err instanceof Error && /50 MB/.test(err.message) ? err.message : 'The file is not a readable ZIP archive.';
    throw new AppError('BAD_REQUEST', message);
  }
  const report = validateOcfPackage(pkg);
  if (!report.valid) throw new OcfImportRefused(REFUSED, report.problems);
  const { plan, problems } = planImport(pkg);
  if (!plan) throw new OcfImportRefused(REFUSED, problems);
  await db.transaction().execute(async (trx) => {
    await requireEmpty(trx, scope.capTableId);
    await writePlan(trx, scope, plan);
  });
  return report.counts;
}

async function requireEmpty(trx: Executor, capTableId: string): Promise<void> {
  await lockCapTable(trx, capTableId);
  if (await capTableInUse(trx, capTableId))
    throw new AppError(
      'CONFLICT',
      'This cap table already has stakeholders, classes, terms or transactions. A package imports into an empty cap table only.',
    );
}

const BATCH = 500;

async function writePlan(trx: Executor, scope: ImportScope, plan: ImportPlan): Promise<void> {
  const ct = scope.capTableId;
  for (let i = 0; i < plan.stakeholders.length; i += BATCH) {
    const rows = plan.stakeholders.slice(i, i + BATCH).map((s) => ({
      cap_table_id: ct,
      id: s.id,
      name: s.name,
      stakeholder_type: s.stakeholder_type,
      email: s.email,
      relationship: s.relationship,
      details: JSON.stringify(s.details),
    }));
    await insertStakeholders(trx, rows);
  }
  if (plan.roundingProfile) await setRoundingProfile(trx, ct, plan.roundingProfile);
  // Ids the package gives are kept; the counters move past them so new ids never meet them.
  const given = [
    ...plan.stakeholders.map((s) => s.id),
    ...plan.steps.flatMap((s) => [s.txId, ...Object.values(s.tx).filter((v) => typeof v === 'string')]),
    ...plan.terms.map((t) => String(t.terms_id)),
    ...plan.drafts.map((d) => String(d.id)),
  ].filter((v): v is string => typeof v === 'string');
  await reserveIds(trx, ct, given);
  await importExtras.terms(trx, ct, plan.terms);

  for (const step of plan.steps) {
    try {
      await appendLedgerTx(trx, scope, step.tx, {
        ...(step.txId ? { txId: step.txId } : {}),
        ...('classFields' in step && step.classFields ? { classFields: step.classFields } : {}),
        ...('planFields' in step && step.planFields ? { planFields: step.planFields } : {}),
        ...('securityFields' in step && step.securityFields ? { securityFields: step.securityFields } : {}),
        audit: { ocf_import: true },
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      throw new OcfImportRefused(REFUSED, [
        { file: step.source.file, objectId: step.source.objectId, path: step.source.path, message: err.message },
      ]);
    }
    for (const patch of step.patches ?? []) await mergeSecurityDetails(trx, ct, patch.securityId, patch.details);
  }
  await importExtras.kept(trx, ct, plan.kept);
  await importExtras.drafts(trx, ct, plan.drafts);
  await importExtras.actionRequests(trx, ct, plan.actionRequests);
  await recordAudit(trx, {
    fiduciary_id: scope.fiduciaryId,
    actor_user_id: scope.userId,
    kind: 'captable_ocf_import',
    subject: ct,
    data: {
      stakeholders: plan.stakeholders.length,
      transactions: plan.steps.length,
      terms: plan.terms.length,
      kept_objects: plan.kept.length,
      drafts: plan.drafts.length,
      action_requests: plan.actionRequests.length,
      objects: plan.counts,
    },
  });
}
