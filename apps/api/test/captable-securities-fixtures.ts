import { securityDetailSchema } from '@dl/contracts';
import { appendLedgerTx, type LedgerScope } from '#api/modules/captable-ledger/index.ts';
import { type CapMember, type CapWorld, capWorld, insertStakeholder } from './captable-fixtures.ts';
import type { Caller } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

/**
 * Set-up of the securities tests: the cap-table world of captable-fixtures with three stakeholders, a
 * common class CLS-1, a preferred class CLS-2 and an equity plan PLN-1 on CLS-1 whose post-termination
 * windows are 3 months (voluntary), 90 days (involuntary), 12 months (death) and none (with cause).
 */

export const D = '2026-01-15';

export interface SecWorld extends CapWorld {
  t: TestApp;
  ledger: LedgerScope;
  call(
    who: Caller,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
  ): Promise<InjectResponse>;
  /** Creates a draft as the editor; answers its id. */
  draft(body: object): Promise<string>;
  /** Issues drafts as the admin (expects 200). */
  issue(...ids: string[]): Promise<void>;
  act(id: string, body: object, who?: CapMember): Promise<InjectResponse>;
  detail(id: string): Promise<ReturnType<typeof securityDetailSchema.parse>>;
}

export async function secWorld(t: TestApp, name?: string): Promise<SecWorld> {
  const w = await capWorld(t, name);
  for (const [id, n] of [
    ['SH-1', 'Ada Founder'],
    ['SH-2', 'Ben Employee'],
    ['SH-3', 'Cy Family Trust'],
  ] as const)
    await insertStakeholder(t, w.capTableId, id, n);
  const ledger: LedgerScope = { capTableId: w.capTableId, fiduciaryId: w.fid, userId: w.members.captable_admin.userId };
  await t.db.transaction().execute(async (trx) => {
    await appendLedgerTx(
      trx,
      ledger,
      { type: 'stock_class', classId: 'CLS-1', kind: 'CS', authorized: '10000000', date: D },
      { classFields: { name: 'Common Stock' } },
    );
    await appendLedgerTx(
      trx,
      ledger,
      { type: 'stock_class', classId: 'CLS-2', kind: 'PS', authorized: '2000000', date: D },
      { classFields: { name: 'Series A Preferred' } },
    );
    await appendLedgerTx(
      trx,
      ledger,
      {
        type: 'plan',
        planId: 'PLN-1',
        classId: 'CLS-1',
        reserved: '1500000',
        cancellationBehavior: 'RETURN_TO_POOL',
        date: D,
      },
      {
        planFields: {
          name: '2026 Equity Incentive Plan',
          exercise_windows: {
            voluntary: { period: 3, unit: 'month' },
            involuntary: { period: 90, unit: 'day' },
            death: { period: 12, unit: 'month' },
            with_cause: null,
          },
        },
      },
    );
  });
  const call: SecWorld['call'] = (who, method, path, payload) =>
    t.app.inject({ method, url: w.url(path), headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    ...w,
    t,
    ledger,
    call,
    async draft(body) {
      const res = await call(w.members.captable_editor, 'POST', '/securities', body);
      if (res.statusCode !== 201) throw new Error(`draft: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: { id: string } }).data.id;
    },
    async issue(...ids) {
      const res = await call(w.members.captable_admin, 'POST', '/securities/issue', { security_ids: ids });
      if (res.statusCode !== 200) throw new Error(`issue: ${res.statusCode} ${res.body}`);
    },
    act: (id, body, who = w.members.captable_admin) => call(who, 'POST', `/securities/${id}/actions`, body),
    async detail(id) {
      const res = await call(w.members.captable_viewer, 'GET', `/securities/${id}`);
      if (res.statusCode !== 200) throw new Error(`detail: ${res.statusCode} ${res.body}`);
      return securityDetailSchema.parse((res.json() as { data: unknown }).data);
    },
  };
}

const EXEMPTIONS = [{ description: 'Rule 701', jurisdiction: 'US' }];

/** A common-stock draft with every field issuance needs. */
export function sharesDraft(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'CS',
    stakeholder_id: 'SH-1',
    class_id: 'CLS-1',
    quantity: '1000000',
    price: '0.0001',
    issue_date: D,
    details: { security_law_exemptions: EXEMPTIONS, legends_none: true },
    ...overrides,
  };
}

/** An option grant of 48,000 at $0.50, 4 years monthly with a 1-year cliff (CAPTABLE E2). */
export function optionDraft(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'OP',
    stakeholder_id: 'SH-2',
    plan_id: 'PLN-1',
    quantity: '48000',
    price: '0.50',
    option_kind: 'nso',
    issue_date: '2024-01-31',
    vesting: {
      type: 'time',
      start_date: '2024-01-31',
      installments: 48,
      frequency: 'monthly',
      cliff_installment: 12,
    },
    details: { security_law_exemptions: EXEMPTIONS, expiration_date: '2034-01-30' },
    ...overrides,
  };
}
