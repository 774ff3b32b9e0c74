import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendLedgerTx, nextIds } from '#api/modules/captable-ledger/index.ts';
import { type CapMember, type CapWorld, capWorld } from './captable-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** The set-up endpoints' rules: terms by type, versions and deletion, classes, plans and the ledger. */

let t: TestApp, w: CapWorld, sa: CapMember, admin: CapMember;
const DATE = '2026-01-10';
const COMMON_TERMS = { type: 1, pricePerShare: { amount: '0.0001', currency: 'USD' } };

const call = (who: CapMember, method: string, path: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url: w.url(path), headers: who.headers, ...(payload ? { payload } : {}) });
const ledger = () => ({ capTableId: w.capTableId, fiduciaryId: w.fid, userId: admin.userId });
const auditKinds = async () =>
  (await t.db.selectFrom('audit_event').select('kind').where('subject', '=', w.capTableId).orderBy('id').execute()).map(
    (r) => r.kind,
  );

beforeAll(async () => {
  t = await buildTestApp();
  w = await capWorld(t);
  sa = w.members.captable_super_admin;
  admin = w.members.captable_admin;
});
afterAll(() => t.close());

describe('stakeholders', () => {
  it('adds with SH ids, edits, and lists a page by name with a search that takes % literally', async () => {
    for (const name of ['Zed Alpha', 'alpha beta', 'Gamma 50% LLC', 'Delta'])
      expect((await call(sa, 'POST', '/stakeholders', { name, stakeholder_type: 'INDIVIDUAL' })).statusCode).toBe(201);
    const edited = await call(w.members.captable_editor, 'PATCH', '/stakeholders/SH-4', {
      email: 'delta@example.com',
      stakeholder_type: 'INSTITUTION',
    });
    expect(edited.json().data).toMatchObject({
      id: 'SH-4',
      name: 'Delta',
      email: 'delta@example.com',
      stakeholder_type: 'INSTITUTION',
    });
    const alpha = (await call(w.members.captable_viewer, 'GET', '/stakeholders?search=ALPHA')).json();
    expect(alpha).toMatchObject({ count: 2, results: [{ name: 'alpha beta' }, { name: 'Zed Alpha' }] });
    expect(
      (await call(sa, 'GET', '/stakeholders?search=50%25')).json().results.map((s: { name: string }) => s.name),
    ).toEqual(['Gamma 50% LLC']);
    expect((await call(sa, 'GET', '/stakeholders?search=%25')).json().count).toBe(1);
    const page2 = (await call(sa, 'GET', '/stakeholders?page=2&itemsPerPage=3')).json();
    expect(page2).toMatchObject({ count: 4, results: [{ name: 'Zed Alpha' }] });
    expect(await auditKinds()).toEqual([
      ...Array(4).fill('captable_stakeholder_created'),
      'captable_stakeholder_updated',
    ]);
  });
});

describe('terms', () => {
  it('refuses invalid terms with each problem under its field', async () => {
    const res = await call(sa, 'POST', '/terms', {
      name: 'Bad note',
      body: { type: 5, principal: { amount: '100000', currency: 'usd' }, termMonths: 0, interestRate: [] },
    });
    expect(res.statusCode).toBe(400);
    const { errors, detail } = res.json();
    expect(errors).toEqual({
      'body.principal': 'The principal needs a currency, such as USD.',
      'body.termMonths': 'The term in months must be a whole number more than zero.',
      'body.interestRate': 'The interest rate is required.',
    });
    expect(detail).toBe('The principal needs a currency, such as USD.');
    expect(
      await t.db.selectFrom('cap_terms').select('terms_id').where('cap_table_id', '=', w.capTableId).execute(),
    ).toEqual([]);
  });

  it('adds a version on revision, keeps the type, and refuses to delete terms an issued security uses', async () => {
    const created = (await call(sa, 'POST', '/terms', { name: 'Common', body: COMMON_TERMS })).json().data;
    expect(created).toMatchObject({ terms_id: 'TRM-1', version: 1, type: 1, in_use: false });
    const revised = await call(sa, 'PUT', '/terms/TRM-1', {
      name: 'Common 2026',
      body: { type: 1, pricePerShare: { amount: '0.001', currency: 'USD' } },
    });
    expect(revised.json().data).toMatchObject({ terms_id: 'TRM-1', version: 2, name: 'Common 2026' });
    const retyped = await call(sa, 'PUT', '/terms/TRM-1', {
      name: 'X',
      body: { type: 6, interestRate: '0.05', term: 12 },
    });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().errors).toEqual({ 'body.type': 'These terms are type 1; create new terms for type 6.' });
    const versions = await t.db
      .selectFrom('cap_terms')
      .select('version')
      .where('terms_id', '=', 'TRM-1')
      .orderBy('version')
      .execute();
    expect(versions.map((v) => v.version)).toEqual([1, 2]);

    // A class and an issued share under version 1.
    expect(
      (
        await call(sa, 'POST', '/stock-classes', {
          name: 'Common',
          kind: 'CS',
          authorized: '1000',
          terms_id: 'TRM-1',
          board_approval_date: DATE,
        })
      ).statusCode,
    ).toBe(201);
    await t.db.transaction().execute(async (trx) => {
      const [id] = (await nextIds(trx, w.capTableId, 'CS')) as [string];
      await appendLedgerTx(
        trx,
        ledger(),
        {
          type: 'issuance',
          securityId: id,
          kind: 'CS',
          stakeholderId: 'SH-1',
          quantity: '600',
          classId: 'CLS-1',
          date: DATE,
        },
        { securityFields: { terms_id: 'TRM-1', terms_version: 1 } },
      );
    });
    const listed = (await call(w.members.captable_viewer, 'GET', '/terms')).json();
    expect(listed).toMatchObject({ count: 1, results: [{ terms_id: 'TRM-1', version: 2, in_use: true }] });
    const refused = await call(sa, 'DELETE', '/terms/TRM-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('These terms cannot be deleted: issued securities use them (CS-1).');

    const spare = (await call(sa, 'POST', '/terms', { name: 'Spare', body: COMMON_TERMS })).json().data;
    expect((await call(sa, 'DELETE', `/terms/${spare.terms_id}`)).statusCode).toBe(200);
    expect((await call(sa, 'GET', '/terms')).json().count).toBe(1);
    expect((await call(sa, 'PUT', `/terms/${spare.terms_id}`, { name: 'Back', body: COMMON_TERMS })).statusCode).toBe(
      404,
    );
  });
});

describe('stock classes', () => {
  it('checks the terms type, keeps authorized-share history, and never sets authorized below issued', async () => {
    const wrong = await call(sa, 'POST', '/stock-classes', {
      name: 'Series A',
      kind: 'PS',
      authorized: '500',
      terms_id: 'TRM-1',
      board_approval_date: DATE,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      terms_id: 'A preferred stock class takes preferred equity terms (type 2 or 3).',
    });
    expect(
      (
        await call(sa, 'POST', '/stock-classes', {
          name: 'X',
          kind: 'CS',
          authorized: '5',
          terms_id: 'TRM-404',
          board_approval_date: DATE,
        })
      ).json().errors,
    ).toEqual({ terms_id: 'Choose terms of this cap table.' });

    const below = await call(admin, 'POST', '/stock-classes/CLS-1/authorized', {
      authorized: '599',
      date: '2026-02-01',
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().detail).toBe('The authorized shares of CLS-1 cannot be set below the 600 already issued.');
    const raised = await call(admin, 'POST', '/stock-classes/CLS-1/authorized', {
      authorized: '5000',
      date: '2026-02-01',
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().data).toMatchObject({
      id: 'CLS-1',
      name: 'Common',
      authorized: '5000',
      issued: '600',
      terms_id: 'TRM-1',
      board_approval_date: DATE,
      authorized_history: [
        { date: DATE, authorized: '1000', tx_id: 'TX-1' },
        { date: '2026-02-01', authorized: '5000', tx_id: 'TX-3' },
      ],
    });
    const audits = await t.db
      .selectFrom('audit_event')
      .select('data')
      .where('kind', '=', 'captable_tx')
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.data)).toEqual([
      { tx_id: 'TX-1', type: 'stock_class', security_id: null, name: 'Common' },
      { tx_id: 'TX-2', type: 'issuance', security_id: 'CS-1' },
      { tx_id: 'TX-3', type: 'authorized_adjustment', security_id: null },
    ]);
  });
});

describe('equity plans', () => {
  const plan = {
    name: '2026 Plan',
    class_id: 'CLS-1',
    reserved: '1000',
    cancellation_behavior: 'RETURN_TO_POOL',
    board_approval_date: DATE,
  };

  it('checks the class and the exercise windows by termination reason', async () => {
    const noClass = await call(sa, 'POST', '/plans', { ...plan, class_id: 'CLS-9' });
    expect(noClass.json().errors).toEqual({ class_id: 'Choose a stock class of this cap table.' });
    const badReason = await call(sa, 'POST', '/plans', {
      ...plan,
      exercise_windows: { vacation: { period: 3, unit: 'month' } },
    });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().errors['exercise_windows.vacation']).toMatch(
      /^Exercise windows are set for these termination reasons only: voluntary termination, /,
    );
    const badUnit = await call(sa, 'POST', '/plans', {
      ...plan,
      exercise_windows: { death: { period: 3, unit: 'week' } },
    });
    expect(badUnit.statusCode).toBe(400);
  });

  it('shows granted, exercised and available from the ledger, and amends the pool never below what is used', async () => {
    const created = await call(sa, 'POST', '/plans', {
      ...plan,
      exercise_windows: { death: { period: 12, unit: 'month' }, with_cause: null },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      id: 'PLN-1',
      reserved: '1000',
      granted: '0',
      exercised: '0',
      available: '1000',
      exercise_windows: { death: { period: 12, unit: 'month' }, with_cause: null },
    });
    await t.db.transaction().execute(async (trx) => {
      const [op] = (await nextIds(trx, w.capTableId, 'OP')) as [string];
      const [cs] = (await nextIds(trx, w.capTableId, 'CS')) as [string];
      const [rest] = (await nextIds(trx, w.capTableId, 'OP')) as [string];
      await appendLedgerTx(trx, ledger(), {
        type: 'issuance',
        securityId: op,
        kind: 'OP',
        stakeholderId: 'SH-2',
        quantity: '400',
        planId: 'PLN-1',
        price: '0.1',
        date: DATE,
      });
      await appendLedgerTx(trx, ledger(), {
        type: 'exercise',
        securityId: op,
        quantity: '150',
        resultingId: cs,
        classId: 'CLS-1',
        balanceId: rest,
        date: '2026-03-01',
      });
    });
    const read = (await call(w.members.captable_viewer, 'GET', '/plans/PLN-1')).json().data;
    expect(read).toMatchObject({ granted: '250', exercised: '150', available: '600' });
    const below = await call(sa, 'POST', '/plans/PLN-1/amendments', { reserved: '399', date: '2026-04-01' });
    expect(below.statusCode).toBe(409);
    expect(below.json().detail).toBe(
      'The pool of PLN-1 cannot be set below the 400 shares already granted or issued from it.',
    );
    const amended = (await call(sa, 'POST', '/plans/PLN-1/amendments', { reserved: '2000', date: '2026-04-01' })).json()
      .data;
    expect(amended).toMatchObject({
      reserved: '2000',
      available: '1600',
      amendments: [
        { date: DATE, reserved: '1000' },
        { date: '2026-04-01', reserved: '2000' },
      ],
    });
    const list = (await call(sa, 'GET', '/plans?itemsPerPage=1')).json();
    expect(list).toMatchObject({ count: 1, results: [{ id: 'PLN-1', granted: '250' }] });
  });
});
