import type { FormTemplate } from '../form-engine/types.ts';

/** Form ids of the onboarding preforms (spec 3 "Form ids ... plus preform ids"). */
export const PREFORM_IDS = { NEW_ENTITY: 'Preform.NewEntity', BENEFICIAL_ENTITY: 'Preform.BeneficialEntity' } as const;

/** Adding a new investing entity. */
export const PREFORM_NEW_ENTITY: FormTemplate = {
  internal_name: PREFORM_IDS.NEW_ENTITY,
  kind: 'KYC_ENTITY_ONBOARDING',
  version: 1,
  sections: [
    {
      key: 'entity',
      definition: {
        id: 'entity',
        title: 'New entity',
        fields: [
          { key: 'entity_name', label: 'Entity name', type: 'text', mandatory: true, max_length: 100 },
          {
            key: 'entity_type',
            label: 'Entity type',
            type: 'select',
            mandatory: true,
            data_source: { type: 'entity_common', entity: 'entity_types' },
          },
          {
            key: 'business_type',
            label: 'Business type',
            type: 'select',
            mandatory: true,
            data_source: { type: 'entity_common', entity: 'business_types' },
            branch: 'entity_type -eq ENTITY',
          },
          {
            key: 'country',
            label: 'Country',
            type: 'select',
            mandatory: true,
            data_source: { type: 'entity_common', entity: 'countries' },
          },
          { key: 'address', label: 'Address', type: 'address', mandatory: true },
          { key: 'phone', label: 'Phone', type: 'phone_number' },
          {
            key: 'tax_id',
            label: 'Tax id (EIN or SSN)',
            type: 'text',
            mandatory: true,
            rules: ['digitsOnly', { name: 'length', args: [9] }],
            sensitive: true,
          },
        ],
      },
    },
  ],
};

/** A beneficial owner of an entity being onboarded. */
export const PREFORM_BENEFICIAL_ENTITY: FormTemplate = {
  internal_name: PREFORM_IDS.BENEFICIAL_ENTITY,
  kind: 'KYC_ENTITY_ONBOARDING',
  version: 1,
  sections: [
    {
      key: 'owner',
      definition: {
        id: 'owner',
        title: 'Beneficial owner',
        fields: [
          { key: 'owner_name', label: 'Full name', type: 'text', mandatory: true, rules: ['noNumbers'] },
          {
            key: 'ownership_percentage',
            label: 'Ownership (%)',
            type: 'number',
            mandatory: true,
            rules: [
              { name: 'min_value', args: [25] },
              { name: 'max_value', args: [100.01] },
            ],
          },
          {
            key: 'relationship',
            label: 'Relationship to the entity',
            type: 'radio',
            mandatory: true,
            options: ['Owner', 'Director', 'Officer', 'Trustee'],
          },
          { key: 'owner_birth_date', label: 'Date of birth', type: 'date', mandatory: true },
          {
            key: 'owner_us_person',
            label: 'US person?',
            type: 'button_toggle',
            mandatory: true,
            options: [
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ],
          },
          {
            key: 'owner_ssn',
            label: 'Social Security number',
            type: 'text',
            mandatory: true,
            rules: ['isSSN'],
            sensitive: true,
            branch: 'owner_us_person -eq yes',
          },
          { key: 'owner_address', label: 'Residential address', type: 'address', mandatory: true },
          { key: 'owner_id_document', label: 'Identity document', type: 'file', mandatory: true },
        ],
      },
    },
  ],
};
