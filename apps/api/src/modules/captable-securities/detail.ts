import type { CapVesting, SecurityDetail } from '@dl/contracts';
import { captable } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import { obj } from '#api/lib/json-details.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import { loadLedgerState } from '../captable-ledger/index.ts';
import { toSecurityRow } from './securities.mapper.ts';
import {
  ancestorIds,
  childIds,
  findSecurity,
  investmentFiles,
  type SecurityRecord,
  storedFileNames,
  termsVersion,
} from './securities.repository.ts';
import { accelerationsOf, scheduleOf, vestingQuantity } from './vesting.ts';

/** One security's page (issue 17 point 5): terms of its version, vesting, lineage, children, documents. */

const today = (): string => new Date().toISOString().slice(0, 10);

function scheduleView(r: SecurityRecord) {
  if (!r.vesting || r.quantity === null || captable.exact.isZero(r.quantity)) return { schedule: null, domain: null };
  try {
    const s = scheduleOf(r.vesting as CapVesting, vestingQuantity(r.quantity, r.details), accelerationsOf(r.details));
    return {
      domain: s,
      schedule: {
        installments: s.installments.map((i) => ({ date: i.date, amount: i.amount, vested: i.vested })),
        vested_today: { value: captable.vestedAt(s, today()), rounding: s.rounding },
        rounding: s.rounding,
      },
    };
  } catch {
    return { schedule: null, domain: null };
  }
}

/**
 * An iso_nso grant's split by the $100,000 rule (CAPTABLE 4.4), at the grant's fair market value
 * (`details.fmv`, else the exercise price); without vesting the whole grant is exercisable at once.
 */
function isoNsoSplit(r: SecurityRecord, schedule: captable.VestingSchedule | null) {
  if (r.option_kind !== 'iso_nso' || r.quantity === null || captable.exact.isZero(r.quantity)) return null;
  const d = obj(r.details);
  const fmv = typeof d.fmv === 'string' && captable.exact.isDec(d.fmv) ? d.fmv : r.price;
  const grantDate = r.issue_date ?? (typeof d.grant_date === 'string' ? d.grant_date : null);
  if (!fmv || captable.exact.isZero(fmv) || !grantDate) return null;
  const s = schedule ?? captable.customSchedule(r.quantity, [{ date: grantDate, amount: r.quantity }]);
  const split = captable.isoNsoSplit({ fmv, schedule: s, grantDate, earlyExercisable: d.early_exercisable === true });
  return {
    iso: split.iso,
    nso: split.nso,
    fmv,
    rounding: 'DL-DEFAULT R5',
    years: split.years.map((y) => ({
      year: y.year,
      exercisable: y.exercisable,
      iso: y.iso.value,
      nso: y.nso,
    })),
  };
}

async function documentsOf(db: Executor, scope: CapTableScope, r: SecurityRecord) {
  const docs: SecurityDetail['documents'] = [];
  const ids: { id: string; kind: string }[] = [];
  if (r.certificate_file_id) ids.push({ id: r.certificate_file_id, kind: 'certificate' });
  if (r.investment_id) {
    const inv = await investmentFiles(db, scope.fiduciaryId, r.investment_id);
    if (inv?.signed_file_id) ids.push({ id: inv.signed_file_id, kind: 'signed_deal_document' });
    if (inv?.countersigned_file_id) ids.push({ id: inv.countersigned_file_id, kind: 'countersigned_deal_document' });
  }
  if (ids.length === 0) return docs;
  const files = await storedFileNames(
    db,
    scope.fiduciaryId,
    ids.map((i) => i.id),
  );
  const names = new Map(files.map((f) => [f.id, f.name]));
  for (const i of ids) {
    const name = names.get(i.id);
    if (name) docs.push({ name, file_id: i.id, kind: i.kind });
  }
  return docs;
}

export async function securityDetail(db: Executor, scope: CapTableScope, id: string): Promise<SecurityDetail> {
  const r = await findSecurity(db, scope.capTableId, id);
  if (!r) throw notFound();
  const { schedule, domain } = scheduleView(r);
  const [terms, ancestors, children, documents] = await Promise.all([
    r.terms_id && r.terms_version !== null
      ? termsVersion(db, scope.capTableId, r.terms_id, r.terms_version)
      : Promise.resolve(undefined),
    r.status === 'draft' ? Promise.resolve([]) : ancestorIds(db, scope.capTableId, id),
    childIds(db, scope.capTableId, id),
    documentsOf(db, scope, r),
  ]);
  let lineage: SecurityDetail['lineage'] = [];
  if (r.status !== 'draft') {
    const state = await loadLedgerState(db, scope.capTableId, [id, ...ancestors]);
    lineage = captable.lineage(state, id).map((s) => ({
      security_id: s.securityId,
      quantity: s.quantity,
      stakeholder_id: s.stakeholderId,
      created_by: s.createdBy,
      ended_by: s.endedBy ?? null,
      transactions: s.transactions,
    }));
  }
  const split = isoNsoSplit(r, domain);
  return {
    ...toSecurityRow(scope, r),
    vesting: (r.vesting as CapVesting | null) ?? null,
    schedule,
    terms: terms ? { ...obj(terms.body), name: terms.name, type: terms.type, version: terms.version } : null,
    details: { ...obj(r.details), ...(split ? { iso_nso_split: split } : {}) },
    lineage,
    children,
    documents,
  };
}
