import type { FormTemplate } from '../form-engine/types.ts';

/**
 * The forms an investor answers before signing an NDA and before indicating interest (kinds
 * NDA_DOCUMENT_FORM and DEAL_DOCUMENT_FORM, spec 3). The API answers them in the narrower pre-form
 * shape of the contracts (every field says `mandatory`, options are plain texts, no rules), so they
 * are typed to the letter (`as const`): a field that would not fit that shape fails to compile where
 * the API answers it.
 */
export const NDA_PRE_FORM = {
  internal_name: 'nda-pre-form',
  kind: 'NDA_DOCUMENT_FORM',
  version: 1,
  sections: [
    {
      key: 'signer',
      definition: {
        id: 'signer',
        title: 'Who signs',
        fields: [
          { key: 'signer_name', label: 'Full name', type: 'text', mandatory: true, max_length: 100 },
          { key: 'signer_title', label: 'Title', type: 'text', mandatory: true, max_length: 100 },
          { key: 'signer_company', label: 'Company', type: 'text', mandatory: false, max_length: 100 },
          {
            key: 'purpose',
            label: 'Purpose of review',
            type: 'select',
            mandatory: true,
            options: ['Direct investment', 'Advising a client', 'Other'],
          },
        ],
      },
    },
  ],
} as const satisfies FormTemplate;

export const DEAL_PRE_FORM = {
  internal_name: 'deal-pre-form',
  kind: 'DEAL_DOCUMENT_FORM',
  version: 1,
  sections: [
    {
      key: 'interest',
      definition: {
        id: 'interest',
        title: 'Your interest',
        fields: [
          {
            key: 'amount',
            label: 'Amount',
            type: 'currency',
            mandatory: true,
            hint: 'In steps of $10,000, at least the minimum investment.',
            // An amount of money is at least 1, as spec 5 asks of a target raise and a minimum investment.
            rules: [{ name: 'min_value', args: [1] }],
          },
          {
            key: 'source_of_funds',
            label: 'Source of funds',
            type: 'select',
            mandatory: true,
            options: ['Savings', 'Business income', 'Sale of assets', 'Other'],
          },
          // A check list without options is one confirmation box, answered true.
          { key: 'accredited', label: 'I confirm I am an accredited investor', type: 'check_list', mandatory: true },
        ],
      },
    },
  ],
} as const satisfies FormTemplate;
