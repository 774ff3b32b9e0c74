import { esignUrlSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT } from '#api/modules/ceremony/consent.ts';
import { SEAL_JOB_KIND } from '#api/modules/ceremony/seal-job-kind.ts';
import { storedBytes, testStorage } from '#api/modules/ceremony/testing/fixtures.ts';
import { verifyAuditChain } from '#api/platform/audit.ts';
import { pdfsig } from '#api/platform/signing/testing/pdf-tools.ts';
import { type RoleKey, staffByRole } from './capital-calls-fixtures.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

/**
 * The fiduciary signatory countersigns an investor-signed NDA from the fund-admin portal through the
 * same ceremony as the investor (issue 15 point 6): the demo's NDA awaiting countersign.
 */
const VALID = 'Signature is Valid.';

let t: TestApp, fidAdmin: Caller, other: OtherTenant, staff: Record<RoleKey, Caller>;
let ndaId: string;

const esign = (who: Caller, id = ndaId, fid = who.fid) =>
  t.app.inject({ url: `/api/v1/fid/${fid}/fid-admin/nda/${id}/countersign/esign`, headers: who.headers });
const ndaRow = (id = ndaId) =>
  t.db.selectFrom('nda').select(['status', 'executed_file_id']).where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  ({ t, fidAdmin } = await demoApp('fidAdmin'));
  staff = await staffByRole(t, fidAdmin.fid);
  other = await otherTenant(t);
  const row = await t.db
    .selectFrom('nda')
    .innerJoin('opportunity as o', 'o.id', 'nda.opportunity_id')
    .select('nda.id')
    .where('o.name', '=', 'Helio Grid Project Notes')
    .where('nda.status', '=', 'NDA_SIGNED')
    .executeTakeFirstOrThrow();
  ndaId = row.id;
}, 120_000);
afterAll(() => t.close());

describe('GET fid-admin/nda/{id}/countersign/esign', { timeout: 60_000 }, () => {
  it.each([['KYC'], ['OA'], ['DE'], ['BD'], ['ED'], ['AV']] as const)(
    'refuses %s (403, ADR 0026: nda.countersign_any)',
    async (role) => {
      expect((await esign(staff[role])).statusCode).toBe(403);
      expect((await ndaRow()).status).toBe('NDA_SIGNED');
    },
  );

  it("answers 404 for another tenant's caller or an unknown NDA", async () => {
    expect((await esign(other.caller, ndaId, fidAdmin.fid)).statusCode).toBe(404);
    expect((await esign(fidAdmin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('opens the ceremony on the fund-admin NDA screen; once sealed the NDA is executed with both signatures valid', async () => {
    const opened = await esign(staff.SIG);
    expect(opened.statusCode, opened.body).toBe(200);
    const url = esignUrlSchema.parse(opened.json()).data.url;
    expect(url).toMatch(/\/fid-admin\/ndas\?esign=[0-9a-f-]{36}$/);
    expect((await ndaRow()).status).toBe('NDA_COUNTERSIGN_IN_PROCESS');
    const sessionId = new URL(url, 'http://x').searchParams.get('esign') as string;

    const session = await t.app.inject({
      url: `/api/v1/fid/${fidAdmin.fid}/signing-sessions/${sessionId}`,
      headers: staff.SIG.headers,
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ subject_kind: 'NDA_COUNTERSIGN', return_path: '/fid-admin/ndas' });

    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${fidAdmin.fid}/signing-sessions/${sessionId}/submit`,
      headers: staff.SIG.headers,
      payload: {
        consent: true,
        consent_version: CONSENT.version,
        mark: { kind: 'typed', text: 'Sam Signatory' },
        data_list: [],
      },
    });
    expect(submit.statusCode, submit.body).toBe(202);
    expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
    const nda = await ndaRow();
    expect(nda.status).toBe('NDA_EXECUTED');
    const executed = await storedBytes(t.db, testStorage(t.config), nda.executed_file_id as string);
    expect((await pdfsig(executed)).signatures.map((s) => s.validation)).toEqual([VALID, VALID]);

    const again = await esign(staff.FA);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Cannot start countersign while the NDA is NDA_EXECUTED.');
    const audit = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', ndaId).execute();
    expect(audit.map((a) => a.kind)).toContain('nda_countersign_started');
    // The tenant's whole audit chain (with the ceremony's events) recomputes.
    const chain = await verifyAuditChain(t.db, fidAdmin.fid);
    expect(chain.broken).toBeNull();
    expect(chain.checked).toBeGreaterThanOrEqual(2);
  });
});
