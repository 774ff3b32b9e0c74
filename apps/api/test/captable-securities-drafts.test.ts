import { capListSchema, securityRowSchema } from '@dl/contracts';
import { PDFDocument } from 'pdf-lib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capTableMember } from './captable-fixtures.ts';
import { D, optionDraft, type SecWorld, secWorld, sharesDraft } from './captable-securities-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** Drafts, readiness, issuance (all or none), terms versions, certificates (issue 17 point 3). */

let t: TestApp, w: SecWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await secWorld(t);
}, 120_000);
afterAll(() => t.close());

const txCount = async () =>
  Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM cap_tx WHERE cap_table_id = ${w.capTableId}`.execute(t.db))
      .rows[0]?.n,
  );
const status = async (id: string) =>
  (
    await t.db
      .selectFrom('cap_security')
      .select('status')
      .where('cap_table_id', '=', w.capTableId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('drafts and readiness', () => {
  it('numbers drafts by kind prefix and lists what each still needs, with the body field that fills it', async () => {
    const res = await w.call(w.members.captable_editor, 'POST', '/securities', { kind: 'CS', stakeholder_id: 'SH-1' });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json() as {
      data: { id: string; readiness: { label: string; ready: boolean; missing: unknown[] } };
    };
    expect(data.id).toMatch(/^CS-\d+$/);
    expect(data.readiness).toEqual({
      label: 'Missing Information',
      ready: false,
      missing: [
        { field: 'issue_date', label: 'Issue date' },
        { field: 'details.security_law_exemptions', label: 'Securities law exemption' },
        { field: 'class_id', label: 'Stock class' },
        { field: 'quantity', label: 'Number of shares' },
        { field: 'price', label: 'Price per share' },
        { field: 'details.stock_legend_ids', label: 'Stock legends' },
      ],
    });
    for (const kind of ['PS', 'WA', 'CN', 'SAFE', 'OP'])
      expect(await w.draft({ kind })).toMatch(new RegExp(`^${kind}-\\d+$`));
  });

  it('a complete option grant is ready: its plan gives the post-termination windows', async () => {
    const id = await w.draft(optionDraft());
    const detail = await w.detail(id);
    expect(detail.readiness).toEqual({ label: 'Ready to be issued', ready: true, missing: [] });
    // Without vesting it needs the explicit choice of none.
    const bare = await w.draft(optionDraft({ vesting: undefined }));
    expect((await w.detail(bare)).readiness.missing).toEqual([
      { field: 'vesting', label: 'Vesting schedule (or none)' },
    ]);
    const patched = await w.call(w.members.captable_editor, 'PATCH', `/securities/${bare}`, {
      details: { no_vesting: true },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.readiness.ready).toBe(true);
    expect(patched.json().data.details.expiration_date).toBe('2034-01-30');
  });

  it('refuses a reference that is not in this cap table and a custom vesting that does not add up, by field', async () => {
    const res = await w.call(
      w.members.captable_editor,
      'POST',
      '/securities',
      sharesDraft({ stakeholder_id: 'SH-99' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ stakeholder_id: 'There is no such stakeholder in this cap table.' });
    const vest = await w.call(
      w.members.captable_editor,
      'POST',
      '/securities',
      optionDraft({ vesting: { type: 'custom', rows: [{ date: '2025-01-31', amount: '100' }] } }),
    );
    expect(vest.statusCode).toBe(400);
    expect(vest.json().errors.vesting).toBe(
      'The custom vesting amounts add up to 100, not the 48000 shares of the grant.',
    );
  });

  it('lists drafts paged with filters, the stakeholder named, and the actions each role may take', async () => {
    const list = async (who: keyof SecWorld['members'], q: string) => {
      const res = await w.call(w.members[who], 'GET', `/securities?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return capListSchema(securityRowSchema).parse(res.json());
    };
    const ops = await list('captable_editor', 'status=draft&kind=OP&stakeholder_id=SH-2&plan_id=PLN-1');
    expect(ops.count).toBeGreaterThanOrEqual(2);
    expect(ops.results.every((r) => r.kind === 'OP' && r.stakeholder_name === 'Ben Employee')).toBe(true);
    const ready = ops.results.find((r) => r.readiness.ready) as (typeof ops.results)[number];
    expect(ready.allowed_actions).toEqual(['modify', 'delete', 'view']);
    const asAdmin = await list('captable_admin', 'status=draft&kind=OP');
    expect(asAdmin.results.find((r) => r.id === ready.id)?.allowed_actions).toEqual(['view', 'issue']);
    const asViewer = await list('captable_viewer', 'status=draft&kind=OP');
    expect(asViewer.results.find((r) => r.id === ready.id)?.allowed_actions).toEqual(['view']);
    const page = await list('captable_viewer', 'itemsPerPage=2&page=1');
    expect(page.results).toHaveLength(2);
    expect(page.count).toBeGreaterThan(2);
    expect((await list('captable_viewer', 'class_id=CLS-2')).count).toBe(0);
  });

  it('deletes a draft; an issued security is refused with the sentence why', async () => {
    const id = await w.draft(sharesDraft({ quantity: '10' }));
    expect((await w.call(w.members.captable_editor, 'DELETE', `/securities/${id}`)).statusCode).toBe(200);
    expect((await w.call(w.members.captable_viewer, 'GET', `/securities/${id}`)).statusCode).toBe(404);
    const issued = await w.draft(sharesDraft({ quantity: '10' }));
    await w.issue(issued);
    const res = await w.call(w.members.captable_editor, 'DELETE', `/securities/${issued}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      `${issued} has been issued, so it cannot be deleted; retract it if it was issued in error, or cancel it.`,
    );
    const patch = await w.call(w.members.captable_editor, 'PATCH', `/securities/${issued}`, { quantity: '5' });
    expect(patch.statusCode).toBe(409);
  });
});

describe('POST securities/issue', () => {
  it('issues all or none: one draft not ready refuses the whole batch, naming what each lacks', async () => {
    const ready = await w.draft(sharesDraft({ quantity: '500' }));
    const lacking = await w.draft({ kind: 'PS', stakeholder_id: 'SH-3', class_id: 'CLS-2', issue_date: D });
    const before = await txCount();
    const res = await w.call(w.members.captable_admin, 'POST', '/securities/issue', { security_ids: [ready, lacking] });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      `Nothing was issued: not every draft is ready to be issued. ${lacking} is missing Securities law exemption, Number of shares, Price per share, Stock legends.`,
    );
    expect(await status(ready)).toBe('draft');
    expect(await txCount()).toBe(before);
    // A ledger refusal (more than authorized) also leaves every draft a draft.
    const tooMany = await w.draft(sharesDraft({ kind: 'PS', class_id: 'CLS-2', quantity: '2000001' }));
    const refused = await w.call(w.members.captable_admin, 'POST', '/securities/issue', {
      security_ids: [ready, tooMany],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('would exceed its 2000000 authorized shares');
    expect(await status(ready)).toBe('draft');
    expect(await txCount()).toBe(before);
  });

  it('issues many at once: issuance and vesting start in the ledger, the terms version of the day kept', async () => {
    await t.db
      .insertInto('cap_terms')
      .values({
        cap_table_id: w.capTableId,
        terms_id: 'TRM-1',
        version: 1,
        type: 1,
        name: 'Common',
        body: '{"type":1}',
      })
      .execute();
    const shares = await w.draft(sharesDraft({ quantity: '2000', terms_id: 'TRM-1' }));
    expect((await w.detail(shares)).terms_version).toBe(1);
    await t.db
      .insertInto('cap_terms')
      .values({
        cap_table_id: w.capTableId,
        terms_id: 'TRM-1',
        version: 2,
        type: 1,
        name: 'Common v2',
        body: '{"type":1}',
      })
      .execute();
    const option = await w.draft(optionDraft());
    const res = await w.call(w.members.captable_admin, 'POST', '/securities/issue', { security_ids: [shares, option] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ issued: [shares, option] });
    await t.db
      .insertInto('cap_terms')
      .values({
        cap_table_id: w.capTableId,
        terms_id: 'TRM-1',
        version: 3,
        type: 1,
        name: 'Common v3',
        body: '{"type":1}',
      })
      .execute();
    const detail = await w.detail(shares);
    expect(detail).toMatchObject({ status: 'issued', terms_version: 2, terms: { name: 'Common v2', version: 2 } });
    const txs = await t.db
      .selectFrom('cap_tx')
      .select(['type', 'security_id', 'date'])
      .where('cap_table_id', '=', w.capTableId)
      .where('security_id', 'in', [shares, option])
      .orderBy('seq')
      .execute();
    expect(txs).toEqual([
      { type: 'issuance', security_id: shares, date: D },
      { type: 'issuance', security_id: option, date: '2024-01-31' },
      { type: 'vesting_start', security_id: option, date: '2024-01-31' },
    ]);
    const grant = await w.detail(option);
    expect(grant.schedule?.rounding).toBe('DL-DEFAULT R8 CUMULATIVE_ROUND_DOWN');
    expect(grant.schedule?.installments[0]).toEqual({ date: '2025-01-31', amount: '12000', vested: '12000' });
    expect(grant.schedule?.installments).toHaveLength(37);
    expect(grant.schedule?.vested_today.rounding).toBe('DL-DEFAULT R8 CUMULATIVE_ROUND_DOWN');
    expect(grant.lineage).toEqual([
      expect.objectContaining({ security_id: option, quantity: '48000', stakeholder_id: 'SH-2', ended_by: null }),
    ]);
  });

  it('two admins issuing the same draft at once: one issues it, the other is told it already was', async () => {
    const id = await w.draft(sharesDraft({ quantity: '7' }));
    const issue = (who: 'captable_admin' | 'captable_super_admin') =>
      w.call(w.members[who], 'POST', '/securities/issue', { security_ids: [id] });
    const answers = await Promise.all([issue('captable_admin'), issue('captable_super_admin')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().detail).toBe(`${id} has already been issued.`);
    const rows = await t.db
      .selectFrom('cap_tx')
      .select('type')
      .where('cap_table_id', '=', w.capTableId)
      .where('security_id', '=', id)
      .execute();
    expect(rows).toEqual([{ type: 'issuance' }]);
  });

  it('splits an iso_nso grant by the $100,000 rule (CAPTABLE E3)', async () => {
    const id = await w.draft(
      optionDraft({
        option_kind: 'iso_nso',
        quantity: '200000',
        price: '1.50',
        issue_date: '2024-03-01',
        vesting: {
          type: 'time',
          start_date: '2024-03-01',
          installments: 48,
          frequency: 'monthly',
          cliff_installment: 12,
        },
      }),
    );
    const split = (await w.detail(id)).details.iso_nso_split as { iso: string; nso: string; rounding: string };
    expect(split).toMatchObject({ iso: '179166', nso: '20834', rounding: 'DL-DEFAULT R5' });
  });
});

describe('GET securities/:id/certificate', () => {
  it('issued shares get a real certificate PDF; readers and the holder of that security may open it', async () => {
    const holder = await capTableMember(t, w.fid, w.issuerId, 'holder');
    await t.db
      .updateTable('cap_stakeholder')
      .set({ user_id: holder.userId })
      .where('cap_table_id', '=', w.capTableId)
      .where('id', '=', 'SH-3')
      .execute();
    const id = await w.draft(sharesDraft({ stakeholder_id: 'SH-3', quantity: '1234567' }));
    await w.issue(id);
    const detail = await w.detail(id);
    expect(detail.documents).toEqual([
      { name: `Certificate ${id}.pdf`, file_id: expect.any(String), kind: 'certificate' },
    ]);
    for (const who of [w.members.captable_viewer, holder]) {
      const res = await w.call(who, 'GET', `/securities/${id}/certificate`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toBe(`Acme Robotics Inc. share certificate ${id}`);
    }
    // Another holder's certificate, and a security without one, answer 404.
    const other = await w.draft(sharesDraft({ stakeholder_id: 'SH-1', quantity: '10' }));
    await w.issue(other);
    expect((await w.call(holder, 'GET', `/securities/${other}/certificate`)).statusCode).toBe(404);
    const option = await w.draft(optionDraft({ quantity: '10', vesting: null, details: { no_vesting: true } }));
    expect((await w.call(w.members.captable_viewer, 'GET', `/securities/${option}/certificate`)).statusCode).toBe(404);
  });
});
