import { parse } from 'csv-parse/sync';
import { captable } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CapWorld, capWorld } from './captable-fixtures.ts';
import { append, stakeholder } from './captable-views-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp, w: CapWorld;
const START = '2024-01-01';
const time = {
  type: 'time',
  start_date: START,
  installments: 48,
  frequency: 'monthly',
  cliff_installment: 12,
} as const;
const quarterly = {
  type: 'time',
  start_date: '2025-03-31',
  installments: 8,
  frequency: 'quarterly',
  cliff_installment: 0,
} as const;
const today = new Date().toISOString().slice(0, 10);
const schedule = (quantity: string, v: typeof time | typeof quarterly) =>
  captable.timeBasedSchedule({
    quantity,
    startDate: v.start_date,
    installments: v.installments,
    frequency: v.frequency,
    cliffInstallment: v.cliff_installment,
  });

beforeAll(async () => {
  t = await buildTestApp();
  w = await capWorld(t);
  const names: [string, string][] = [
    ['SH-1', 'Ada'],
    ['SH-2', 'Ben'],
    ['SH-3', 'Cy'],
    ['SH-4', 'Dee'],
  ];
  for (const [id, name] of names) await stakeholder(t, w.capTableId, id, name);
  await append(t, w, { type: 'stock_class', classId: 'CLS-1', kind: 'CS', authorized: '1000000', date: START });
  await append(t, w, {
    type: 'plan',
    planId: 'PLN-1',
    classId: 'CLS-1',
    reserved: '100000',
    cancellationBehavior: 'RETURN_TO_POOL',
    date: START,
  });
  const grant = (securityId: string, stakeholderId: string, quantity: string, vesting: unknown, date = START) =>
    append(
      t,
      w,
      { type: 'issuance', securityId, kind: 'OP', stakeholderId, quantity, planId: 'PLN-1', date },
      {
        securityFields: { vesting, details: { vesting_quantity: quantity } },
      },
    );
  // Two grants on one schedule (one group), a third exercised in part (its balance keeps the grant's schedule).
  await grant('OP-1', 'SH-1', '4800', time);
  await grant('OP-2', 'SH-2', '4800', time);
  await grant('OP-3', 'SH-3', '4800', time);
  await append(t, w, {
    type: 'exercise',
    securityId: 'OP-3',
    quantity: '1000',
    resultingId: 'CS-1',
    classId: 'CLS-1',
    balanceId: 'OP-4',
    date: '2025-06-01',
  });
  await grant('OP-5', 'SH-4', '1001', quarterly, '2025-03-31');
  // No schedule: not a grant of the overview.
  await append(t, w, {
    type: 'issuance',
    securityId: 'OP-6',
    kind: 'OP',
    stakeholderId: 'SH-4',
    quantity: '10',
    planId: 'PLN-1',
    date: START,
  });
});
afterAll(() => t.close());

const overview = async (q = '') =>
  (
    await t.app.inject({ method: 'GET', url: w.url(`/vesting${q}`), headers: w.members.captable_viewer.headers })
  ).json();

/** What the holdings have vested on `date`, one security at a time (no grouping). */
function expectedVested(date: string): string {
  const held = [
    { q: '4800', s: schedule('4800', time) },
    { q: '4800', s: schedule('4800', time) },
    { q: '3800', s: schedule('4800', time) },
    { q: '1001', s: schedule('1001', quarterly) },
  ];
  return captable.exact.sum(
    held.map(({ q, s }) =>
      captable.exact.max('0', captable.exact.sub(captable.vestedAt(s, date), captable.exact.sub(s.quantity, q))),
    ),
  );
}

describe('vesting overview', () => {
  it('lists the issued grants with a schedule, each with what vested today and the next date', async () => {
    const body = await overview('?itemsPerPage=10');
    expect(body.rounding).toMatch(/R8/);
    expect(body.grants.count).toBe(4);
    const byId = new Map(body.grants.results.map((g: { id: string }) => [g.id, g]));
    expect([...byId.keys()]).toEqual(['OP-1', 'OP-2', 'OP-4', 'OP-5']);
    const s = schedule('4800', time);
    expect(byId.get('OP-1')).toMatchObject({
      quantity: '4800',
      vested_today: { value: captable.vestedAt(s, today), rounding: 'DL-DEFAULT R8 CUMULATIVE_ROUND_DOWN' },
      next_vesting_date: s.installments.find((i) => i.date > today)?.date ?? null,
    });
    const balance = captable.exact.max('0', captable.exact.sub(captable.vestedAt(s, today), '1000'));
    expect(byId.get('OP-4')).toMatchObject({ quantity: '3800', vested_today: { value: balance } });
  });

  it('pages the grants', async () => {
    const body = await overview('?page=2&itemsPerPage=3');
    expect(body.grants).toMatchObject({ count: 4 });
    expect(body.grants.results.map((g: { id: string }) => g.id)).toEqual(['OP-5']);
  });

  it('the series: month by month, vested as each holding has it, against granted (schedules started), to the last installment', async () => {
    const { series } = await overview();
    expect(series[0]).toEqual({ date: '2024-01-31', vested: '0', granted: '13400' });
    for (const p of series) expect(p.vested).toBe(expectedVested(p.date));
    // The cliff: a year of each 4,800 grant at once; the balance OP-4 counts its grant's less the 1,000 exercised.
    const cliff = series.find((p: { date: string }) => p.date === '2025-01-31');
    expect(cliff).toMatchObject({ vested: captable.exact.sum(['1200', '1200', '200']), granted: '13400' });
    expect(series.find((p: { date: string }) => p.date === '2025-03-31')?.granted).toBe('14401');
    const last = series.at(-1);
    expect(last).toEqual({ date: '2028-01-31', vested: '14401', granted: '14401' });
    const months = series.map((p: { date: string }) => p.date.slice(0, 7));
    expect(new Set(months).size).toBe(months.length);
    expect(months).toHaveLength(49);
  });

  it('the vesting CSV has a row per grant with vested and unvested today', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: w.url('/export/vesting.csv'),
      headers: w.members.captable_viewer.headers,
    });
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.security_id)).toEqual(['OP-1', 'OP-2', 'OP-4', 'OP-5']);
    const s = schedule('1001', quarterly);
    expect(rows[3]).toMatchObject({
      quantity: '1001',
      vested_today: captable.vestedAt(s, today),
      unvested_today: captable.exact.sub('1001', captable.vestedAt(s, today)),
    });
  });
});
