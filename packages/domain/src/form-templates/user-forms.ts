import type { FormTemplate } from '../form-engine/types.ts';

/** Bank details of the investor (form id 'User.BankDetails'): account and routing numbers are sensitive. */
export const USER_BANK_DETAILS: FormTemplate = {
  internal_name: 'User.BankDetails',
  kind: 'USER_REQUIRED_FORMS',
  version: 1,
  sections: [
    {
      key: 'account',
      definition: {
        id: 'account',
        title: 'Bank account',
        fields: [
          { key: 'account_holder', label: 'Account holder', type: 'text', mandatory: true, max_length: 100 },
          { key: 'bank_name', label: 'Bank name', type: 'text', mandatory: true, max_length: 100 },
          {
            key: 'bank_country',
            label: 'Bank country',
            type: 'select',
            mandatory: true,
            data_source: { type: 'entity_common', entity: 'countries' },
          },
          {
            key: 'account_type',
            label: 'Account type',
            type: 'radio',
            mandatory: true,
            data_source: { type: 'inline_index' },
            options: ['Checking', 'Savings'],
          },
          {
            key: 'account_number',
            label: 'Account number',
            type: 'text',
            mandatory: true,
            rules: ['digitsOnly', { name: 'min', args: [4] }, { name: 'max', args: [17] }],
            sensitive: true,
          },
          {
            key: 'routing_number',
            label: 'ABA routing number',
            type: 'text',
            mandatory: true,
            regex: '^\\d{9}$',
            sensitive: true,
            branch: 'bank_country -eq us',
          },
          {
            key: 'swift_code',
            label: 'SWIFT / BIC',
            type: 'text',
            mandatory: true,
            regex: '^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$',
            branch: {
              field: 'bank_country',
              op: '-is_contained',
              value: ['ca', 'gb', 'de', 'fr', 'ch', 'sg', 'jp', 'au'],
            },
          },
          { key: 'bank_address', label: 'Bank address', type: 'address' },
          { key: 'bank_phone', label: 'Bank phone', type: 'phone_number' },
        ],
      },
    },
  ],
};

/** Tax form of the investor (form id 'User.Taxform'), a W-9 in substance. */
export const USER_TAX_FORM: FormTemplate = {
  internal_name: 'User.Taxform',
  kind: 'USER_REQUIRED_FORMS',
  version: 1,
  sections: [
    {
      key: 'taxpayer',
      definition: {
        id: 'taxpayer',
        title: 'Taxpayer',
        fields: [
          { key: 'name_on_return', label: 'Name as shown on your tax return', type: 'text', mandatory: true },
          {
            key: 'tax_classification',
            label: 'Federal tax classification',
            type: 'select',
            mandatory: true,
            options: [
              { value: 'individual', label: 'Individual / sole proprietor' },
              { value: 'c_corp', label: 'C corporation' },
              { value: 's_corp', label: 'S corporation' },
              { value: 'partnership', label: 'Partnership' },
              { value: 'trust', label: 'Trust / estate' },
              { value: 'llc', label: 'Limited liability company' },
            ],
          },
          {
            key: 'llc_classification',
            label: 'LLC tax classification',
            type: 'button_toggle',
            mandatory: true,
            options: [
              { value: 'C', label: 'C corporation' },
              { value: 'S', label: 'S corporation' },
              { value: 'P', label: 'Partnership' },
            ],
            branch: 'tax_classification -eq llc',
          },
          {
            key: 'tin',
            label: 'Taxpayer identification number (SSN or EIN)',
            type: 'text',
            mandatory: true,
            rules: ['digitsOnly', { name: 'length', args: [9] }],
            sensitive: true,
          },
          { key: 'exempt_payee_code', label: 'Exempt payee code (if any)', type: 'text', max_length: 2 },
          { key: 'tax_address', label: 'Address', type: 'address', mandatory: true },
        ],
      },
    },
    {
      key: 'certification',
      definition: {
        id: 'certification',
        title: 'Certification',
        fields: [
          {
            key: 'certification_text',
            label: 'Under penalties of perjury',
            type: 'static_text',
            content:
              'The number shown is my correct taxpayer identification number, I am not subject to backup ' +
              'withholding, and I am a U.S. citizen or other U.S. person.',
          },
          { key: 'certify', label: 'I certify the statements above', type: 'check_list', mandatory: true },
          { key: 'signature_date', label: 'Date', type: 'date', mandatory: true },
        ],
      },
    },
  ],
};

/** The investor's suitability questionnaire (form id '6'). */
export const USER_REQUIRED_FORMS: FormTemplate = {
  internal_name: 'USER_REQUIRED_FORMS',
  kind: 'USER_REQUIRED_FORMS',
  version: 1,
  sections: [
    {
      key: 'suitability',
      definition: {
        id: 'suitability',
        title: 'Suitability',
        fields: [
          {
            key: 'investor_type',
            label: 'You invest as',
            type: 'radio',
            mandatory: true,
            data_source: { type: 'inline_index' },
            options: ['An individual', 'An entity', 'A trust'],
          },
          {
            key: 'asset_classes',
            label: 'Asset classes you have invested in',
            type: 'select_multi',
            options: ['Public equities', 'Private equity', 'Venture capital', 'Real estate', 'Private credit'],
          },
          {
            key: 'prior_issuers',
            label: 'Companies on this platform you already hold',
            type: 'select_multi',
            data_source: { type: 'entity', entity: 'issuer' },
          },
          {
            key: 'risk_tolerance',
            label: 'Risk tolerance (1 low, 5 high)',
            type: 'slider',
            mandatory: true,
            min: 1,
            max: 5,
          },
          {
            key: 'liquid_assets',
            label: 'Liquid assets',
            type: 'currency',
            mandatory: true,
            rules: [{ name: 'min_value', args: [0] }],
          },
          {
            key: 'private_share',
            label: 'Share of liquid assets you would invest privately (%)',
            type: 'number',
            mandatory: true,
            rules: [
              { name: 'min_value', args: [0] },
              { name: 'max_value', args: [101] },
            ],
          },
          {
            key: 'private_budget',
            label: 'Private investment budget',
            type: 'calculated',
            calculated: {
              action: 'divide',
              operands: [
                { type: 'var', field: 'liquid_assets' },
                { type: 'const', value: 100 },
              ],
              rounding: { mode: 'up', digits: 2 },
            },
            hint: 'Liquid assets divided by 100: the budget of one percent.',
          },
          {
            key: 'goals',
            label: 'Rank your goals (most important first)',
            type: 'draggable_list',
            options: ['Growth', 'Income', 'Diversification', 'Impact'],
          },
          {
            key: 'agree',
            label: 'I understand private investments may be illiquid',
            type: 'check_list',
            mandatory: true,
          },
        ],
      },
    },
  ],
};
