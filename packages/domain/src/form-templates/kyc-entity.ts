import type { FormSection, FormTemplate } from '../form-engine/types.ts';

const formation: FormSection = {
  key: 'formation',
  definition: {
    id: 'formation',
    title: 'Formation',
    fields: [
      { key: 'legal_name', label: 'Legal name', type: 'text', mandatory: true, max_length: 100 },
      {
        key: 'business_type',
        label: 'Business type',
        type: 'select',
        mandatory: true,
        data_source: { type: 'entity_common', entity: 'business_types' },
      },
      {
        key: 'formation_country',
        label: 'Country of formation',
        type: 'select',
        mandatory: true,
        data_source: { type: 'entity_common', entity: 'countries' },
      },
      {
        key: 'formation_state',
        label: 'State or province of formation',
        type: 'select',
        mandatory: true,
        data_source: { type: 'entity_common', entity: 'states' },
        // States are ids like 'us-ca': the list narrows to the picked country's.
        query: { comparator: 'starts_with', operand: { type: 'var', field: 'formation_country' } },
        branch: { field: 'formation_country', op: '-is_contained', value: ['us', 'ca'] },
      },
      { key: 'formation_date', label: 'Date of formation', type: 'date', mandatory: true },
      {
        key: 'ein',
        label: 'Employer identification number (EIN)',
        type: 'text',
        mandatory: true,
        regex: '^\\d{2}-?\\d{7}$',
        sensitive: true,
        hint: 'NN-NNNNNNN',
      },
    ],
  },
};

/** KYC of an investing entity (form id '4'): formation, business, people and documents. */
export const KYC_ENTITY: FormTemplate = {
  internal_name: 'KYC_ENTITY',
  kind: 'KYC_ENTITY',
  version: 1,
  sections: [
    formation,
    {
      key: 'business',
      definition: {
        id: 'business',
        title: 'Business',
        fields: [
          {
            key: 'sector',
            label: 'Sector',
            type: 'select',
            mandatory: true,
            data_source: { type: 'entity_common', entity: 'sectors' },
          },
          {
            key: 'industry',
            label: 'Industry',
            type: 'select',
            data_source: { type: 'entity_common', entity: 'industries' },
            // Industry codes start with their sector's code.
            query: { comparator: 'starts_with', operand: { type: 'var', field: 'sector' } },
          },
          {
            key: 'number_of_employees',
            label: 'Number of employees',
            type: 'text',
            mandatory: true,
            regex: '^[0-9]+$',
            max_length: 7,
          },
          { key: 'website', label: 'Website', type: 'url', rules: ['url'] },
          { key: 'principal_address', label: 'Principal place of business', type: 'address', mandatory: true },
          { key: 'business_phone', label: 'Business phone', type: 'phone_number', mandatory: true },
          { key: 'description', label: 'What the business does', type: 'rich_texteditor', max_length: 5000 },
          { key: 'logo', label: 'Logo', type: 'public_image' },
        ],
      },
    },
    {
      key: 'people',
      definition: {
        id: 'people',
        title: 'People',
        fields: [
          {
            key: 'officers',
            label: 'Officers and directors (one per line)',
            type: 'bullet',
            mandatory: true,
            line_rules: ['noNumbers', { name: 'max', args: [100] }],
          },
          {
            key: 'key_events',
            label: 'Ownership changes in the last 5 years',
            type: 'timeline',
            line_rules: [{ name: 'max', args: [200] }],
          },
        ],
      },
    },
    {
      key: 'documents',
      definition: {
        id: 'documents',
        title: 'Documents',
        fields: [
          { key: 'formation_documents', label: 'Formation documents', type: 'file_v2', mandatory: true },
          { key: 'cap_table', label: 'Capitalization table', type: 'data_file' },
          { key: 'attest', label: 'I am authorized to act for this entity', type: 'check_list', mandatory: true },
        ],
      },
    },
  ],
};

/**
 * Onboarding of an entity invited by the fiduciary (form id '5'): who it is, how the fiduciary
 * classifies it (a tenant data entity), an optional company directory lookup (cyndx, off unless a
 * directory is configured), and the people who sign.
 */
export const KYC_ENTITY_ONBOARDING: FormTemplate = {
  internal_name: 'KYC_ENTITY_ONBOARDING',
  kind: 'KYC_ENTITY_ONBOARDING',
  version: 1,
  sections: [
    formation,
    {
      key: 'classification',
      definition: {
        id: 'classification',
        title: 'Classification',
        fields: [
          {
            key: 'company_lookup',
            label: 'Find the company in the directory',
            type: 'select',
            data_source: { type: 'cyndx' },
            hint: 'Optional: prefills nothing, helps the review.',
          },
          {
            key: 'investor_category',
            label: 'Investor category',
            type: 'select',
            mandatory: true,
            data_source: { type: 'entity', entity: 'investor_categories' },
          },
          {
            key: 'entity_type',
            label: 'Entity type',
            type: 'radio',
            mandatory: true,
            data_source: { type: 'entity_common', entity: 'entity_types' },
          },
          {
            key: 'stage',
            label: 'Stage',
            type: 'select',
            data_source: { type: 'entity_common', entity: 'icons_stage' },
          },
        ],
      },
    },
    {
      key: 'signatories',
      definition: {
        id: 'signatories',
        title: 'Signatories',
        fields: [
          { key: 'signatory_name', label: 'Authorized signatory', type: 'text', mandatory: true, rules: ['noNumbers'] },
          { key: 'signatory_title', label: 'Title', type: 'text', mandatory: true, rules: ['noSymbols'] },
          { key: 'signatory_email', label: 'Email', type: 'text', mandatory: true, rules: ['email'] },
          { key: 'signatory_phone', label: 'Phone', type: 'phone_number', mandatory: true },
          {
            key: 'beneficial_owners',
            label: 'Beneficial owners over 25% (one per line)',
            type: 'bullet',
            line_rules: ['noNumbers'],
          },
          { key: 'supporting_documents', label: 'Supporting documents', type: 'data_file' },
        ],
      },
    },
  ],
};
