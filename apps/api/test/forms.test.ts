import { FORM_IDS, FORM_TEMPLATES, INVESTOR_FIDUCIARY_ROLES, KYC_INDIVIDUAL, validateResponse } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANK_DETAILS, DEMO_KYC_INDIVIDUAL } from '#api/seed/demo-forms.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import { formCalls, memberOf } from './forms-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, harborAdmin: Caller, fidAdmin: Caller, other: OtherTenant;
let averyViewer: Caller;
let api: ReturnType<typeof formCalls>;

beforeAll(async () => {
  ({ t, investor, investorAdmin: harborAdmin, fidAdmin } = await demoApp('investor', 'investorAdmin', 'fidAdmin'));
  api = formCalls(t);
  averyViewer = await memberOf(t, investor.fid, investor.entityId as string, INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER);
  other = await otherTenant(t);
});
afterAll(() => t.close());

const KYC = FORM_IDS.KYC_INDIVIDUAL;
const BANK = FORM_IDS.BANK_DETAILS;

describe('GET forms/{formId}/template and sections', () => {
  it('answers the latest version of each form id, 404 for an unknown form', async () => {
    const kyc = await api.template(investor, KYC);
    expect(kyc).toMatchObject({ internal_name: 'KYC_INDIVIDUAL', kind: 'KYC_INDIVIDUAL', version: 1 });
    expect(kyc).toEqual(KYC_INDIVIDUAL);
    for (const id of Object.keys(FORM_TEMPLATES)) expect((await api.template(investor, id)).version).toBe(1);
    const res = await api.get(investor, 'forms/99/template');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No such form.', code: 'NOT_FOUND' });
  });

  it('GET sections?form_id= lists the sections (with `common` too)', async () => {
    for (const q of [`form_id=${KYC}`, `form_id=${KYC}&common=true`]) {
      const res = await api.get(investor, `sections?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.count).toBe(5);
      expect(body.results.map((s: { key: string }) => s.key)).toEqual([
        'personal',
        'us_tax',
        'non_us_tax',
        'financial',
        'attestation',
      ]);
      expect(body.results[1].definition).toMatchObject({ id: 'us_tax', branch: 'us_person -eq yes' });
    }
    expect((await api.get(investor, 'sections?form_id=nope')).statusCode).toBe(404);
  });
});

describe('demo responses and masking', () => {
  it('the demo investor has a submitted KYC_INDIVIDUAL (SSN masked) and a draft bank details', async () => {
    const kyc = await api.response(investor, KYC);
    expect(kyc).toMatchObject({ form_id: KYC, entity_id: investor.entityId, status: 'SUBMITTED', template_version: 1 });
    expect(kyc?.masked).toEqual(['ssn']);
    expect(kyc?.response.values).toMatchObject({ ssn: '•••• 9999', first_name: 'Avery', investment_capacity: 555000 });
    const bank = await api.response(investor, BANK);
    expect(bank).toMatchObject({ status: 'DRAFT', masked: ['account_number', 'routing_number'] });
    expect(bank?.response.values).toMatchObject({ account_number: '•••• 6789', routing_number: '•••• 0021' });
    expect(await api.response(investor, FORM_IDS.TAX_FORM)).toBeNull();
  });

  it('stores no sensitive value in clear: not in response, not in the secrets bytes, not in audit', async () => {
    const rows = await t.db
      .selectFrom('form_response')
      .selectAll()
      .where('entity_id', '=', investor.entityId as string)
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const raw =
        JSON.stringify(row.response) + (row.secrets?.toString('utf8') ?? '') + (row.secrets?.toString('latin1') ?? '');
      for (const secret of [
        DEMO_KYC_INDIVIDUAL.ssn,
        DEMO_BANK_DETAILS.account_number,
        DEMO_BANK_DETAILS.routing_number,
      ]) {
        expect(raw).not.toContain(secret);
      }
      expect(row.secrets?.subarray(0, 4).toString()).toBe('DLE1');
    }
  });
});

describe('PUT forms/{formId}/response (draft)', () => {
  it('saves any answers of the right shape without rule checks', async () => {
    const res = await api.put(investor, `forms/${FORM_IDS.USER_REQUIRED_FORMS}/response`, {
      entity_id: investor.entityId,
      response: { template_version: 1, values: { risk_tolerance: 99, liquid_assets: 'lots' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'DRAFT', response: { values: { risk_tolerance: 99 } } });
  });

  it('a masked value sent back unchanged keeps the stored secret; a new one replaces it', async () => {
    const bank = await api.response(investor, BANK);
    const res = await api.put(investor, `forms/${BANK}/response`, {
      response: { template_version: 1, values: { ...bank?.response.values, bank_name: 'Second Demo Bank' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reveal = await api.post(investor, `forms/${BANK}/response/reveal`, { field: 'account_number' });
    expect(reveal.json()).toEqual({ data: { value: DEMO_BANK_DETAILS.account_number } });
    await api.put(investor, `forms/${BANK}/response`, {
      response: { template_version: 1, values: { ...bank?.response.values, routing_number: '111000025' } },
    });
    const routing = await api.post(investor, `forms/${BANK}/response/reveal`, { field: 'routing_number' });
    expect(routing.json().data.value).toBe('111000025');
  });

  it('refuses an unknown template version with the engine message, and shapes that are not a response', async () => {
    const res = await api.put(investor, `forms/${BANK}/response`, { response: { template_version: 9, values: {} } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Version 9 of this form is not known',
      code: 'BAD_REQUEST',
      errors: { template_version: 'Version 9 of this form is not known' },
    });
    expect((await api.put(investor, `forms/${BANK}/response`, { response: { values: [] } })).statusCode).toBe(400);
  });
});

describe('POST forms/{formId}/submit', () => {
  it('refuses a response that breaks the template with the engine messages, by field', async () => {
    const values = {
      us_person: 'yes',
      ssn: '12345',
      first_name: 'Av3ry',
      annual_income: '12.5',
      income_multiplier: 30,
    };
    const res = await api.post(harborAdmin, `forms/${KYC}/submit`, { response: { template_version: 1, values } });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.errors).toEqual(validateResponse(KYC_INDIVIDUAL, values).errors);
    expect(body.errors).toMatchObject({
      ssn: 'Social Security number is not valid SSN',
      first_name: 'should not include any numbers',
      last_name: 'Last name is required',
    });
    expect(body.detail).toBe(Object.values(body.errors)[0]);
    expect(body.errors.foreign_tax_id).toBeUndefined();
  });

  it('checks entity data sources against the data entities (tenant list first)', async () => {
    const values = { formation_country: 'zz', investor_category: 'institutional', entity_type: 'ENTITY' };
    const res = await api.post(harborAdmin, `forms/${FORM_IDS.KYC_ENTITY_ONBOARDING}/submit`, {
      response: { template_version: 1, values },
    });
    expect(res.json().errors).toMatchObject({
      formation_country: 'Country of formation is invalid.',
      investor_category: 'Investor category is invalid.',
    });
    expect(res.json().errors.entity_type).toBeUndefined();
    const ok = await api.post(harborAdmin, `forms/${FORM_IDS.KYC_ENTITY_ONBOARDING}/submit`, {
      response: { template_version: 1, values: { ...values, formation_country: 'us', investor_category: 'employee' } },
    });
    expect(ok.json().errors.formation_country).toBeUndefined();
    expect(ok.json().errors.investor_category).toBeUndefined();
    expect(ok.json().errors.formation_state).toBe('State or province of formation is required');
  });

  it('stores a valid response as SUBMITTED with the calculated fields, the secret sealed', async () => {
    const values = { ...DEMO_KYC_INDIVIDUAL, first_name: 'Morgan', ssn: '078051120', income_multiplier: 2 };
    const res = await api.post(harborAdmin, `forms/${KYC}/submit`, { response: { template_version: 1, values } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      entity_id: harborAdmin.entityId,
      status: 'SUBMITTED',
      masked: ['ssn'],
      response: { values: { ssn: '•••• 1120', investment_capacity: 370000 } },
    });
    const row = await t.db
      .selectFrom('form_response')
      .select(['response', 'secrets', 'submitted_by'])
      .where('entity_id', '=', harborAdmin.entityId as string)
      .where('form_id', '=', KYC)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.response)).not.toContain('078051120');
    expect(row.secrets?.toString('latin1')).not.toContain('078051120');
    expect(row.submitted_by).not.toBeNull();
    // Submitting again with the masked SSN keeps it.
    const again = await api.post(harborAdmin, `forms/${KYC}/submit`, {
      response: { template_version: 1, values: res.json().data.response.values },
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('version pinning', () => {
  it('an answer keeps validating against the version it answered after the template changes', async () => {
    const formId = FORM_IDS.TAX_FORM;
    const v1 = FORM_TEMPLATES[formId];
    const values = {
      name_on_return: 'Avery Investor',
      tax_classification: 'individual',
      tin: '123456789',
      tax_address: { line1: '1 Main St', city: 'Austin', postal: '78701', country: 'us' },
      certify: true,
      signature_date: '01/15/2026',
    };
    await api.put(investor, `forms/${formId}/response`, { response: { template_version: 1, values } });
    const { publish } = await import('#api/modules/forms/index.ts');
    const [first, ...rest] = v1.sections;
    const bumped = {
      ...v1,
      sections: [
        {
          ...first,
          definition: {
            ...first?.definition,
            fields: [
              ...(first?.definition.fields ?? []),
              { key: 'middle_name', label: 'Middle name', type: 'text', mandatory: true },
            ],
          },
        },
        ...rest,
      ],
    } as typeof v1;
    expect(await publish(t.db, formId, bumped)).toBe(2);
    expect(await publish(t.db, formId, bumped)).toBe(2);
    expect((await api.template(investor, formId)).version).toBe(2);

    const old = await api.post(investor, `forms/${formId}/submit`, { response: { template_version: 1, values } });
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().data).toMatchObject({ template_version: 1, status: 'SUBMITTED' });
    const current = await api.post(investor, `forms/${formId}/submit`, { response: { template_version: 2, values } });
    expect(current.statusCode).toBe(400);
    expect(current.json().errors).toEqual({ middle_name: 'Middle name is required' });
  });
});

describe('who may read and act', () => {
  it("another user's entity answers 404, like another tenant's", async () => {
    const averyEntity = investor.entityId as string;
    expect((await api.get(harborAdmin, `forms/${KYC}/response?entity_id=${averyEntity}`)).statusCode).toBe(404);
    const put = await api.put(harborAdmin, `forms/${BANK}/response`, {
      entity_id: averyEntity,
      response: { template_version: 1, values: {} },
    });
    expect(put.statusCode).toBe(404);
    const reveal = await api.post(harborAdmin, `forms/${KYC}/response/reveal`, {
      entity_id: averyEntity,
      field: 'ssn',
    });
    expect(reveal.statusCode).toBe(404);
    expect((await api.get(other.caller, `forms/${KYC}/response`, investor.fid)).statusCode).toBe(404);
    const foreign = await api.get(investor, `forms/${KYC}/response?entity_id=${other.caller.entityId}`);
    expect(foreign.statusCode).toBe(404);
    expect((await api.get(investor, `forms/${KYC}/template`, other.fid)).statusCode).toBe(404);
  });

  it('a viewer reads masked answers but may not save, submit or reveal', async () => {
    const kyc = await api.response(averyViewer, KYC);
    expect(kyc?.response.values.ssn).toBe('•••• 9999');
    const body = { response: { template_version: 1, values: {} } };
    expect((await api.put(averyViewer, `forms/${BANK}/response`, body)).statusCode).toBe(403);
    expect((await api.post(averyViewer, `forms/${BANK}/submit`, body)).statusCode).toBe(403);
    expect((await api.post(averyViewer, `forms/${KYC}/response/reveal`, { field: 'ssn' })).statusCode).toBe(403);
  });

  it('reveal gives the owner the clear value, audited without the value', async () => {
    const res = await api.post(investor, `forms/${KYC}/response/reveal`, { field: 'ssn' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { value: DEMO_KYC_INDIVIDUAL.ssn } });
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'data', 'subject'])
      .where('kind', '=', 'sensitive_value_revealed')
      .execute();
    expect(audit.at(-1)).toMatchObject({ subject: investor.entityId, data: { form_id: KYC, field: 'ssn' } });
    const all = await t.db.selectFrom('audit_event').select('data').execute();
    expect(JSON.stringify(all)).not.toContain(DEMO_KYC_INDIVIDUAL.ssn);
    expect((await api.post(investor, `forms/${KYC}/response/reveal`, { field: 'first_name' })).statusCode).toBe(404);
    expect((await api.post(investor, `forms/${FORM_IDS.TAX_FORM}/response/reveal`, { field: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('fiduciary staff read a response masked through fid-admin; investors may not', async () => {
    const path = `fid-admin/forms/${KYC}/responses/${investor.entityId}`;
    const res = await api.get(fidAdmin, path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'SUBMITTED', response: { values: { ssn: '•••• 9999' } } });
    expect((await api.get(investor, path)).statusCode).toBe(403);
    expect((await api.get(fidAdmin, `fid-admin/forms/${KYC}/responses/${other.caller.entityId}`)).statusCode).toBe(404);
  });
});
