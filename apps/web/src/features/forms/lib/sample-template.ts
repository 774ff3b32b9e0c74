import type { FormTemplate } from '@dl/domain';

/**
 * A template using every one of the 25 input types, with a branch on a field, a branch on a
 * section, and calculated fields: the style guide's sample and the renderer's test fixture.
 */
export const SAMPLE_TEMPLATE: FormTemplate = {
  internal_name: 'sample-investor-profile',
  kind: 'KYC_INDIVIDUAL',
  version: 1,
  sections: [
    {
      key: 'about',
      definition: {
        id: 'about',
        title: 'About you',
        fields: [
          {
            key: 'intro',
            label: 'Before you start',
            type: 'static_text',
            content: 'Answers are saved as a draft until you submit.',
          },
          {
            key: 'terms',
            label: 'Read the terms',
            type: 'static_modal',
            content: 'Your answers are used only to verify who you are.',
          },
          { key: 'full_name', label: 'Full name', type: 'text', mandatory: true, max_length: 80 },
          { key: 'birth_date', label: 'Date of birth', type: 'date', mandatory: true },
          { key: 'phone', label: 'Phone', type: 'phone_number' },
          { key: 'website', label: 'Website', type: 'url' },
          { key: 'home', label: 'Home address', type: 'address' },
          { key: 'photo', label: 'Profile photo', type: 'public_image' },
          {
            key: 'us_person',
            label: 'Are you a US person?',
            type: 'radio',
            mandatory: true,
            options: [
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ],
          },
          { key: 'ssn', label: 'SSN', type: 'text', mandatory: true, rules: ['isSSN'], branch: 'us_person -eq yes' },
        ],
      },
    },
    {
      key: 'investing',
      definition: {
        id: 'investing',
        title: 'Investing',
        fields: [
          { key: 'employees', label: 'Number of employees', type: 'number', regex: '^\\d+$' },
          { key: 'income', label: 'Annual income', type: 'currency', precision: 2 },
          { key: 'units', label: 'Units', type: 'number' },
          { key: 'unit_price', label: 'Unit price', type: 'currency', precision: 2 },
          {
            key: 'total',
            label: 'Total',
            type: 'calculated',
            calculated: {
              action: 'multiply',
              operands: [
                { type: 'var', field: 'units' },
                { type: 'var', field: 'unit_price' },
              ],
              rounding: { mode: 'up', digits: 2 },
            },
          },
          {
            key: 'per_unit',
            label: 'Income per unit',
            type: 'calculated',
            calculated: {
              action: 'divide',
              operands: [
                { type: 'var', field: 'income' },
                { type: 'var', field: 'units' },
              ],
              rounding: { mode: 'down', digits: 2 },
            },
          },
          { key: 'risk', label: 'Risk appetite', type: 'slider', min: 1, max: 10 },
          { key: 'horizon', label: 'Horizon', type: 'button_toggle', options: ['Short', 'Medium', 'Long'] },
          { key: 'sector', label: 'Sector', type: 'select', options: ['Technology', 'Health', 'Energy'] },
          { key: 'regions', label: 'Regions', type: 'select_multi', options: ['Americas', 'Europe', 'Asia'] },
          { key: 'assets', label: 'Asset classes', type: 'check_list', options: ['Equity', 'Debt', 'Real estate'] },
          {
            key: 'priorities',
            label: 'Rank your priorities',
            type: 'draggable_list',
            options: ['Growth', 'Income', 'Safety'],
          },
          { key: 'goals', label: 'Goals', type: 'bullet' },
          { key: 'history', label: 'Investment history', type: 'timeline' },
          { key: 'notes', label: 'Notes', type: 'text_long' },
          { key: 'strategy', label: 'Strategy', type: 'rich_texteditor' },
        ],
      },
    },
    {
      key: 'documents',
      definition: {
        id: 'documents',
        title: 'US documents',
        branch: 'us_person -eq yes',
        fields: [
          { key: 'w9', label: 'Form W-9', type: 'file' },
          { key: 'statements', label: 'Bank statements', type: 'file_v2' },
          { key: 'holdings', label: 'Holdings sheet', type: 'data_file' },
          { key: 'confirm', label: 'I confirm these answers are true', type: 'check_list', mandatory: true },
        ],
      },
    },
  ],
};
