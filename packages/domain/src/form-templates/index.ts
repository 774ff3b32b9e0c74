import type { FormTemplate } from '../form-engine/types.ts';
import { NAMED_FORM_IDS } from '../form-engine/types.ts';
import { DEAL_PRE_FORM, NDA_PRE_FORM } from './deal-flow.ts';
import { KYC_ENTITY, KYC_ENTITY_ONBOARDING } from './kyc-entity.ts';
import { KYC_INDIVIDUAL } from './kyc-individual.ts';
import { PREFORM_BENEFICIAL_ENTITY, PREFORM_IDS, PREFORM_NEW_ENTITY } from './preforms.ts';
import { USER_BANK_DETAILS, USER_REQUIRED_FORMS, USER_TAX_FORM } from './user-forms.ts';

export { DEAL_PRE_FORM, NDA_PRE_FORM } from './deal-flow.ts';
export { KYC_ENTITY, KYC_ENTITY_ONBOARDING } from './kyc-entity.ts';
export { KYC_INDIVIDUAL } from './kyc-individual.ts';
export { PREFORM_BENEFICIAL_ENTITY, PREFORM_IDS, PREFORM_NEW_ENTITY } from './preforms.ts';
export { USER_BANK_DETAILS, USER_REQUIRED_FORMS, USER_TAX_FORM } from './user-forms.ts';

/** Spec 3: the numeric form ids of the profile's Forms tabs. */
export const FORM_IDS = {
  BANK_DETAILS: NAMED_FORM_IDS.BANK_DETAILS,
  TAX_FORM: NAMED_FORM_IDS.TAX_FORM,
  KYC_INDIVIDUAL: '3',
  KYC_ENTITY: '4',
  KYC_ENTITY_ONBOARDING: '5',
  USER_REQUIRED_FORMS: '6',
  NEW_ENTITY: PREFORM_IDS.NEW_ENTITY,
  BENEFICIAL_ENTITY: PREFORM_IDS.BENEFICIAL_ENTITY,
  NDA_PRE_FORM: 'nda-pre-form',
  DEAL_PRE_FORM: 'deal-pre-form',
} as const;
export type FormId = (typeof FORM_IDS)[keyof typeof FORM_IDS];

/**
 * Every form the platform ships, by form id: the current version of each template. The API stores
 * them as versioned rows (a new row when a body changes), so answers keep their version.
 */
export const FORM_TEMPLATES: Readonly<Record<FormId, FormTemplate>> = {
  [FORM_IDS.BANK_DETAILS]: USER_BANK_DETAILS,
  [FORM_IDS.TAX_FORM]: USER_TAX_FORM,
  [FORM_IDS.KYC_INDIVIDUAL]: KYC_INDIVIDUAL,
  [FORM_IDS.KYC_ENTITY]: KYC_ENTITY,
  [FORM_IDS.KYC_ENTITY_ONBOARDING]: KYC_ENTITY_ONBOARDING,
  [FORM_IDS.USER_REQUIRED_FORMS]: USER_REQUIRED_FORMS,
  [FORM_IDS.NEW_ENTITY]: PREFORM_NEW_ENTITY,
  [FORM_IDS.BENEFICIAL_ENTITY]: PREFORM_BENEFICIAL_ENTITY,
  [FORM_IDS.NDA_PRE_FORM]: NDA_PRE_FORM,
  [FORM_IDS.DEAL_PRE_FORM]: DEAL_PRE_FORM,
};

/** The keys of a template's sensitive fields (stored encrypted, answered masked). */
export function sensitiveKeys(template: FormTemplate): string[] {
  return template.sections.flatMap((s) => s.definition.fields.filter((f) => f.sensitive).map((f) => f.key));
}

/** The data entities a template's choice fields read, by base. */
export function dataEntityNames(template: FormTemplate): { name: string; base: 'tenant' | 'common' }[] {
  const seen = new Map<string, { name: string; base: 'tenant' | 'common' }>();
  for (const s of template.sections) {
    for (const f of s.definition.fields) {
      const source = f.data_source;
      if (source?.type !== 'entity' && source?.type !== 'entity_common') continue;
      const base = source.type === 'entity' ? 'tenant' : 'common';
      seen.set(`${base}:${source.entity}`, { name: source.entity, base });
    }
  }
  return [...seen.values()];
}
