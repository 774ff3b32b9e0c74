import { FORM_IDS, FORM_TEMPLATES, type FormTemplate, validateResponse } from '@dl/domain';
import type { Trx } from '../db/database.ts';
import { createCryptoBox } from '../platform/crypto-box.ts';
import { COMMON_DATA_ENTITIES, putTenantDataEntity, syncCommonDataEntities } from '../modules/data-entities/index.ts';
import { devDataKey, publish, sealSecrets, splitSensitive } from '../modules/forms/index.ts';
import type { DemoDealsDeps } from './demo-deals.ts';
import { seedDemoKycApplicant } from './demo-kyc-queue.ts';

/** The demo investor's submitted KYC (form '3'); the SSN is sealed, never stored in clear. */
export const DEMO_KYC_INDIVIDUAL = {
  first_name: 'Avery',
  last_name: 'Investor',
  date_of_birth: '04/12/1985',
  email: 'investor@demo.test',
  phone: '+12015550123',
  residential_address: { line1: '100 Market Street', city: 'San Francisco', postal: '94105', country: 'us' },
  citizenship: 'us',
  us_person: 'yes',
  ssn: '219099999',
  annual_income: '185000',
  net_worth: '1200000',
  income_multiplier: 3,
  source_of_funds: ['Salary', 'Investments'],
  experience: 'Some',
  accreditation: 'income',
  attest: true,
} as const;

/** The demo investor's bank details, saved as a draft (account and routing numbers sealed). */
export const DEMO_BANK_DETAILS = {
  account_holder: 'Avery Investor',
  bank_name: 'First Demo Bank',
  bank_country: 'us',
  account_type: '0',
  account_number: '000123456789',
  routing_number: '021000021',
} as const;

/** The demo fiduciary's own investor categories (a tenant data entity). */
const DEMO_INVESTOR_CATEGORIES = [
  { id: 'accredited', name: 'Accredited investor' },
  { id: 'qualified_purchaser', name: 'Qualified purchaser' },
  { id: 'family_office', name: 'Family office' },
  { id: 'employee', name: 'Employee of the fiduciary' },
];

/** The engine with the common lists: the demo answers are checked like any submitted answer. */
function checked(template: FormTemplate, values: Record<string, unknown>): Record<string, unknown> {
  const result = validateResponse(template, values, {
    resolver: {
      entity: (name) => (COMMON_DATA_ENTITIES[name] ?? []).map((i) => ({ value: i.id, label: i.name })),
    },
  });
  if (!result.valid) throw new Error(`demo answers of ${template.internal_name}: ${JSON.stringify(result.errors)}`);
  return result.values;
}

/**
 * Forms of the demo (issue 7 point 6), inside seedDemo's transaction: the common data entities and
 * the tenant's investor categories, the templates the answers need, the demo investor's submitted
 * KYC_INDIVIDUAL and draft User.BankDetails, sealed with the data key of this data directory, and
 * one applicant's submitted KYC waiting in the review queue.
 */
export async function seedDemoForms(trx: Trx, fiduciaryId: string, deps: DemoDealsDeps): Promise<void> {
  await syncCommonDataEntities(trx);
  await putTenantDataEntity(trx, fiduciaryId, 'investor_categories', DEMO_INVESTOR_CATEGORIES);
  const investor = await trx
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select(['u.id as user_id', 'm.entity_id'])
    .where('m.fiduciary_id', '=', fiduciaryId)
    .where('u.email', '=', 'investor@demo.test')
    .executeTakeFirstOrThrow();
  const entityId = investor.entity_id as string;
  const box = createCryptoBox(devDataKey(await deps.certificate()));

  const answers = [
    { formId: FORM_IDS.KYC_INDIVIDUAL, values: DEMO_KYC_INDIVIDUAL, status: 'SUBMITTED' as const },
    { formId: FORM_IDS.BANK_DETAILS, values: DEMO_BANK_DETAILS, status: 'DRAFT' as const },
  ];
  for (const a of answers) {
    const template = FORM_TEMPLATES[a.formId];
    const version = await publish(trx, a.formId, template);
    const values = a.status === 'SUBMITTED' ? checked(template, a.values) : { ...a.values };
    const { clear, secrets } = splitSensitive(template, values);
    await trx
      .insertInto('form_response')
      .values({
        fiduciary_id: fiduciaryId,
        entity_id: entityId,
        form_id: a.formId,
        template_version: version,
        status: a.status,
        response: JSON.stringify(clear),
        secrets: sealSecrets(box, secrets),
        modified_by: investor.user_id,
        submitted_by: a.status === 'SUBMITTED' ? investor.user_id : null,
        submitted_on: a.status === 'SUBMITTED' ? new Date() : null,
      })
      .execute();
  }
  await seedDemoKycApplicant(trx, fiduciaryId, box, (values) =>
    checked(FORM_TEMPLATES[FORM_IDS.KYC_INDIVIDUAL], values),
  );
}
