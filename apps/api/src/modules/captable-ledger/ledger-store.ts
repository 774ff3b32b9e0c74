import { captable } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import { obj } from '#api/lib/json-details.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { nextIds } from './ids.ts';
import {
  findSecurities,
  insertClass,
  insertPlan,
  insertSecurity,
  insertTx,
  lockCapTable,
  type SecurityRow,
  stakeholderExists,
  txExists,
  updateClassNumbers,
  updatePlanNumbers,
  updateSecurity,
} from './ledger.repository.ts';
import { holdingColumns, holdingOf, loadClassesAndPlans } from './rows.ts';

/**
 * The ledger store (ADR 0032): every change of holdings, classes and plans is one transaction
 * appended to `cap_tx`, checked by the domain's reducer against the part of the state it touches,
 * and written to the projection rows in the same database transaction, audited.
 */

export interface LedgerScope {
  capTableId: string;
  fiduciaryId: string;
  userId: string | null;
}

/** A ledger transaction as a caller writes it: the store gives it its id. */
export type LedgerTxInput = captable.LedgerTxBody & { date: string };

/** The descriptive columns of a new stock class (the ledger keeps only its numbers). */
interface ClassFields {
  name: string;
  price_per_share?: string | null;
  votes_per_share?: string;
  seniority?: number;
  terms_id?: string | null;
  board_approval_date?: string | null;
  details?: Record<string, unknown>;
}

interface PlanFields {
  name: string;
  exercise_windows?: Record<string, unknown>;
  board_approval_date?: string | null;
  details?: Record<string, unknown>;
}

/** The columns of a security issued without a draft row (an import, a deal's issuance). */
interface SecurityFields {
  terms_id?: string | null;
  terms_version?: number | null;
  option_kind?: 'iso' | 'nso' | 'iso_nso' | null;
  vesting?: unknown;
  details?: Record<string, unknown>;
  investment_id?: string | null;
}

export interface AppendOptions {
  /** A given transaction id (an import keeps the OCF ids); otherwise 'TX-n'. */
  txId?: string;
  classFields?: ClassFields;
  planFields?: PlanFields;
  securityFields?: SecurityFields;
  /** More data for the audit row. */
  audit?: Record<string, unknown>;
}

export interface AppendResult {
  tx: captable.LedgerTx;
  /** The partial state after the transaction: every class and plan, the securities it touched. */
  state: captable.LedgerState;
}

type Tx = captable.LedgerTx;
const field = (tx: Tx, key: 'securityId' | 'resultingId' | 'balanceId'): string | undefined =>
  (tx as Partial<Record<typeof key, string>>)[key];

/** The securities a transaction names (acted on, resulting, balance). */
const securitiesNamed = (tx: Tx): string[] =>
  [field(tx, 'securityId'), field(tx, 'resultingId'), field(tx, 'balanceId')].filter(
    (id): id is string => id !== undefined,
  );

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The holder an issuance or a transfer names must be a stakeholder of this cap table. */
async function checkStakeholder(trx: Executor, capTableId: string, tx: Tx): Promise<void> {
  const id = tx.type === 'issuance' ? tx.stakeholderId : tx.type === 'transfer' ? tx.toStakeholderId : undefined;
  if (id === undefined) return;
  if (!(await stakeholderExists(trx, capTableId, id)))
    throw new AppError('CONFLICT', `There is no stakeholder ${id} in this cap table.`);
}

/**
 * Appends one transaction to the cap table's ledger, in the caller's database transaction: locks the
 * cap table (appends to one cap table run one after another), runs the reducer, writes the changed
 * rows, the cap_tx row and the audit row. A refusal answers 409 with the reducer's sentence and
 * writes nothing.
 */
export async function appendLedgerTx(
  trx: Executor,
  scope: LedgerScope,
  body: LedgerTxInput,
  opts: AppendOptions = {},
): Promise<AppendResult> {
  const locked = await lockCapTable(trx, scope.capTableId);
  if (!locked) throw notFound();
  const id = opts.txId ?? ((await nextIds(trx, scope.capTableId, 'TX')) as [string])[0];
  if (opts.txId !== undefined && (await txExists(trx, scope.capTableId, id)))
    throw new AppError('CONFLICT', `Transaction ${id} is already in the ledger.`);
  const tx = { ...body, id } as Tx;
  const rows = new Map((await findSecurities(trx, scope.capTableId, securitiesNamed(tx))).map((r) => [r.id, r]));
  const before = await loadClassesAndPlans(trx, scope.capTableId);
  for (const row of rows.values()) {
    const h = holdingOf(row);
    if (h) before.securities[h.securityId] = h;
  }
  for (const newId of [field(tx, 'resultingId'), field(tx, 'balanceId')])
    if (newId && rows.has(newId)) throw new AppError('CONFLICT', `A security with the id ${newId} already exists.`);

  await checkStakeholder(trx, scope.capTableId, tx);
  const result = captable.applyTx(before, tx);
  if (!result.ok) throw new AppError('CONFLICT', result.error);
  const after = result.state;

  await writeClasses(trx, scope.capTableId, before, after, opts.classFields);
  await writePlans(trx, scope.capTableId, before, after, opts.planFields);
  await writeSecurities(trx, scope, tx, { before, after, rows, fields: opts.securityFields });
  await insertTx(trx, {
    cap_table_id: scope.capTableId,
    seq: String(BigInt(locked.tx_seq) + 1n),
    id,
    type: tx.type,
    date: tx.date,
    security_id: field(tx, 'securityId') ?? null,
    body: JSON.stringify(tx),
    actor_user_id: scope.userId,
  });
  await recordAudit(trx, {
    fiduciary_id: scope.fiduciaryId,
    actor_user_id: scope.userId,
    kind: 'captable_tx',
    subject: scope.capTableId,
    data: { tx_id: id, type: tx.type, security_id: field(tx, 'securityId') ?? null, ...opts.audit },
  });
  return { tx, state: after };
}

type State = captable.LedgerState;

async function writeClasses(trx: Executor, capTableId: string, before: State, after: State, fields?: ClassFields) {
  for (const c of Object.values(after.classes)) {
    const old = before.classes[c.classId];
    const numbers = { authorized: c.authorized, issued: c.issued, treasury: c.treasury };
    if (!old)
      await insertClass(trx, {
        cap_table_id: capTableId,
        id: c.classId,
        name: fields?.name ?? c.classId,
        kind: c.kind,
        ...numbers,
        conversion_ratio: c.conversionRatio,
        price_per_share: fields?.price_per_share ?? null,
        ...(fields?.votes_per_share === undefined ? {} : { votes_per_share: fields.votes_per_share }),
        ...(fields?.seniority === undefined ? {} : { seniority: fields.seniority }),
        terms_id: fields?.terms_id ?? null,
        board_approval_date: fields?.board_approval_date ?? null,
        details: JSON.stringify(fields?.details ?? {}),
      });
    else if (!same(numbers, { authorized: old.authorized, issued: old.issued, treasury: old.treasury }))
      await updateClassNumbers(trx, capTableId, c.classId, numbers);
  }
}

async function writePlans(trx: Executor, capTableId: string, before: State, after: State, fields?: PlanFields) {
  for (const p of Object.values(after.plans)) {
    const old = before.plans[p.planId];
    const numbers = {
      reserved: p.reserved,
      outstanding_awards: p.outstandingAwards,
      issued_from_plan: p.issuedFromPlan,
    };
    if (!old)
      await insertPlan(trx, {
        cap_table_id: capTableId,
        id: p.planId,
        name: fields?.name ?? p.planId,
        class_id: p.classId,
        ...numbers,
        cancellation_behavior: p.cancellationBehavior,
        exercise_windows: JSON.stringify(fields?.exercise_windows ?? {}),
        board_approval_date: fields?.board_approval_date ?? null,
        details: JSON.stringify(fields?.details ?? {}),
      });
    else if (
      !same(numbers, {
        reserved: old.reserved,
        outstanding_awards: old.outstandingAwards,
        issued_from_plan: old.issuedFromPlan,
      })
    )
      await updatePlanNumbers(trx, capTableId, p.planId, numbers);
  }
}

/** `details` with the grant's own cancellation behaviour, when it has one. */
function detailsWith(details: unknown, h: captable.Holding): string {
  const d = obj(details);
  return JSON.stringify(h.cancellationBehavior ? { ...d, cancellationBehavior: h.cancellationBehavior } : d);
}

interface Change {
  before: State;
  after: State;
  rows: Map<string, SecurityRow>;
  fields: SecurityFields | undefined;
}

/** What a new security carries beside its holding: its parent's when of the parent's kind, else the given fields. */
function carried(parent: SecurityRow | undefined, h: captable.Holding, fields: SecurityFields | undefined) {
  if (parent && parent.kind === h.kind)
    return {
      terms_id: parent.terms_id,
      terms_version: parent.terms_version,
      option_kind: parent.option_kind,
      vesting: parent.vesting === null ? null : JSON.stringify(parent.vesting),
      details: parent.details as unknown,
    };
  return {
    terms_id: fields?.terms_id ?? null,
    terms_version: fields?.terms_version ?? null,
    option_kind: fields?.option_kind ?? null,
    vesting: fields?.vesting === undefined || fields.vesting === null ? null : JSON.stringify(fields.vesting),
    details: parent ? {} : (fields?.details ?? {}),
  };
}

async function writeSecurities(trx: Executor, scope: LedgerScope, tx: Tx, { before, after, rows, fields }: Change) {
  const capTableId = scope.capTableId;
  for (const h of Object.values(after.securities)) {
    const old = before.securities[h.securityId];
    const columns = holdingColumns(h);
    if (old) {
      if (!same(columns, holdingColumns(old))) await updateSecurity(trx, capTableId, h.securityId, columns);
      continue;
    }
    const draft = rows.get(h.securityId);
    if (draft) {
      // The draft the issuance issues keeps its terms, vesting and details.
      await updateSecurity(trx, capTableId, h.securityId, {
        ...columns,
        issue_date: tx.date,
        details: detailsWith(draft.details, h),
      });
      continue;
    }
    // A new security from a transfer, balance, exercise or conversion, or an issuance without a draft.
    const parent = h.parentId ? rows.get(h.parentId) : undefined;
    const extra = carried(parent, h, fields);
    await insertSecurity(trx, {
      cap_table_id: capTableId,
      id: h.securityId,
      ...columns,
      issue_date: tx.date,
      ...extra,
      details: detailsWith(extra.details, h),
      investment_id: parent ? null : (fields?.investment_id ?? null),
      created_by: scope.userId,
    });
  }
}
