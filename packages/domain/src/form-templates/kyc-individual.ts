import type { FormTemplate } from '../form-engine/types.ts';

/**
 * KYC of a person (form id '3'). A US person answers the SSN section, anyone else a foreign tax id and
 * a passport scan (branches on sections); "Other" as a source of funds asks for details (-contains);
 * the investment capacity is the annual income times the multiplier picked on the slider (calculated).
 */
export const KYC_INDIVIDUAL: FormTemplate = {
  internal_name: 'KYC_INDIVIDUAL',
  kind: 'KYC_INDIVIDUAL',
  version: 1,
  sections: [
    {
      key: 'personal',
      definition: {
        id: 'personal',
        title: 'About you',
        fields: [
          {
            key: 'first_name',
            label: 'First name',
            type: 'text',
            mandatory: true,
            max_length: 50,
            rules: ['noNumbers'],
          },
          { key: 'last_name', label: 'Last name', type: 'text', mandatory: true, max_length: 50, rules: ['noNumbers'] },
          { key: 'date_of_birth', label: 'Date of birth', type: 'date', mandatory: true },
          { key: 'email', label: 'Email', type: 'text', mandatory: true, rules: ['email'] },
          { key: 'phone', label: 'Phone', type: 'phone_number', mandatory: true, country: 'US' },
          { key: 'residential_address', label: 'Residential address', type: 'address', mandatory: true },
          {
            key: 'citizenship',
            label: 'Country of citizenship',
            type: 'select',
            mandatory: true,
            data_source: { type: 'entity_common', entity: 'countries' },
          },
          {
            key: 'us_person',
            label: 'Are you a US person?',
            type: 'radio',
            mandatory: true,
            options: [
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ],
            hint: 'A US citizen or resident for tax purposes.',
          },
        ],
      },
    },
    {
      key: 'us_tax',
      definition: {
        id: 'us_tax',
        title: 'US taxpayer',
        branch: 'us_person -eq yes',
        fields: [
          {
            key: 'ssn',
            label: 'Social Security number',
            type: 'text',
            mandatory: true,
            rules: ['isSSN'],
            sensitive: true,
            hint: '9 digits, without dashes.',
          },
        ],
      },
    },
    {
      key: 'non_us_tax',
      definition: {
        id: 'non_us_tax',
        title: 'Foreign taxpayer',
        branch: 'us_person -eq no',
        fields: [
          {
            key: 'foreign_tax_id',
            label: 'Foreign tax identification number',
            type: 'text',
            mandatory: true,
            max_length: 30,
            sensitive: true,
          },
          { key: 'passport', label: 'Passport (scan)', type: 'file', mandatory: true },
        ],
      },
    },
    {
      key: 'financial',
      definition: {
        id: 'financial',
        title: 'Financial profile',
        fields: [
          { key: 'annual_income', label: 'Annual income', type: 'currency', mandatory: true, rules: ['required'] },
          { key: 'net_worth', label: 'Net worth (excluding primary residence)', type: 'currency' },
          {
            key: 'income_multiplier',
            label: 'Years of income you could invest over',
            type: 'slider',
            mandatory: true,
            min: 1,
            max: 10,
          },
          {
            key: 'investment_capacity',
            label: 'Estimated investment capacity',
            type: 'calculated',
            calculated: {
              action: 'multiply',
              operands: [
                { type: 'var', field: 'annual_income' },
                { type: 'var', field: 'income_multiplier' },
              ],
              rounding: { mode: 'down', digits: 0 },
            },
            hint: 'Annual income times the years picked above.',
          },
          {
            key: 'source_of_funds',
            label: 'Source of funds',
            type: 'check_list',
            mandatory: true,
            options: ['Salary', 'Business income', 'Inheritance', 'Investments', 'Other'],
          },
          {
            key: 'source_of_funds_other',
            label: 'Describe the other source of funds',
            type: 'text_long',
            mandatory: true,
            max_length: 500,
            branch: { field: 'source_of_funds', op: '-contains', value: 'Other' },
          },
          {
            key: 'experience',
            label: 'Experience with private investments',
            type: 'button_toggle',
            mandatory: true,
            options: ['None', 'Some', 'Extensive'],
          },
          {
            key: 'accreditation',
            label: 'Accredited investor basis',
            type: 'select',
            mandatory: true,
            options: [
              { value: 'income', label: 'Income over $200,000 ($300,000 with spouse)' },
              { value: 'net_worth', label: 'Net worth over $1,000,000' },
              { value: 'license', label: 'Series 7, 65 or 82 license holder' },
              { value: 'none', label: 'Not accredited' },
            ],
          },
        ],
      },
    },
    {
      key: 'attestation',
      definition: {
        id: 'attestation',
        title: 'Attestation',
        fields: [
          {
            key: 'attestation_text',
            label: 'Before you submit',
            type: 'static_text',
            content: 'The information above is true and complete. You will tell us of any change within 30 days.',
          },
          {
            key: 'privacy_notice',
            label: 'Privacy notice',
            type: 'static_modal',
            content:
              'Your identity data is used to meet anti-money-laundering and know-your-customer obligations. ' +
              'Tax and bank numbers are stored encrypted and shown masked.',
          },
          { key: 'attest', label: 'I confirm the information above', type: 'check_list', mandatory: true },
        ],
      },
    },
  ],
};
