import { randomBytes, randomUUID } from 'node:crypto';
import { FORM_IDS, FORM_TEMPLATES } from '@dl/domain';
import type { Trx } from '../db/database.ts';
import type { CryptoBox } from '../platform/crypto-box.ts';
import { hashOpaqueToken } from '../platform/tokens/tokens.ts';
import { publish, sealSecrets, splitSensitive } from '../modules/forms/index.ts';

/** A person who accepted an invitation and submitted their KYC: the kyc_approver's demo queue item. */
const APPLICANT = {
  email: 'quinn.applicant@example.com',
  first_name: 'Quinn',
  last_name: 'Applicant',
  kyc: {
    first_name: 'Quinn',
    last_name: 'Applicant',
    date_of_birth: '09/30/1979',
    email: 'quinn.applicant@example.com',
    phone: '+13125550188',
    residential_address: { line1: '233 South Wacker Drive', city: 'Chicago', postal: '60606', country: 'us' },
    citizenship: 'us',
    us_person: 'yes',
    ssn: '219088888',
    annual_income: '240000',
    net_worth: '2500000',
    income_multiplier: 3,
    source_of_funds: ['Salary', 'Investments'],
    experience: 'Extensive',
    accreditation: 'net_worth',
    attest: true,
  },
} as const;

/**
 * The invitation at 4 Form with its registered entity, membership and submitted KYC_INDIVIDUAL
 * (sealed like any answer), so the KYC review queue has a person to approve in the demo. The person
 * has no password: they reach the platform again through their invitation's e-mail, as anyone would.
 */
export async function seedDemoKycApplicant(
  trx: Trx,
  fiduciaryId: string,
  box: CryptoBox,
  check: (values: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const admin = await trx
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'fid-admin@demo.test')
    .executeTakeFirstOrThrow();
  const user = await trx
    .insertInto('app_user')
    .values({
      email: APPLICANT.email,
      password_hash: null,
      first_name: APPLICANT.first_name,
      last_name: APPLICANT.last_name,
      trellis_uid: `USR-${randomUUID().slice(0, 13)}`,
      profile_details: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entity = await trx
    .insertInto('investing_entity')
    .values({
      fiduciary_id: fiduciaryId,
      name: `${APPLICANT.first_name} ${APPLICANT.last_name}`,
      type: 'INDIVIDUAL',
      trellis_uid: `ENT-${randomUUID().slice(0, 13)}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('membership')
    .values({ fiduciary_id: fiduciaryId, user_id: user.id, role: 'fiduciary_investor', entity_id: entity.id })
    .execute();
  const template = FORM_TEMPLATES[FORM_IDS.KYC_INDIVIDUAL];
  const version = await publish(trx, FORM_IDS.KYC_INDIVIDUAL, template);
  const { clear, secrets } = splitSensitive(template, check({ ...APPLICANT.kyc }));
  const submitted = new Date(Date.now() - 26 * 60 * 60 * 1000);
  await trx
    .insertInto('form_response')
    .values({
      fiduciary_id: fiduciaryId,
      entity_id: entity.id,
      form_id: FORM_IDS.KYC_INDIVIDUAL,
      template_version: version,
      status: 'SUBMITTED',
      response: JSON.stringify(clear),
      secrets: sealSecrets(box, secrets),
      modified_by: user.id,
      submitted_by: user.id,
      submitted_on: submitted,
    })
    .execute();
  await trx
    .insertInto('invitation')
    .values({
      fiduciary_id: fiduciaryId,
      email: APPLICANT.email,
      first_name: APPLICANT.first_name,
      last_name: APPLICANT.last_name,
      entity_type: 'INDIVIDUAL',
      entity_name: null,
      status: 4,
      code_hash: hashOpaqueToken(randomBytes(32).toString('base64url')),
      expires_on: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      code_used_on: submitted,
      invited_by: admin.id,
      user_id: user.id,
      entity_id: entity.id,
      opened_on: submitted,
      registered_on: submitted,
      modified_on: submitted,
    })
    .execute();
}
