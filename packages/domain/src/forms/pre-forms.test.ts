import { describe, expect, it } from 'vitest';
import { DEAL_PRE_FORM, NDA_PRE_FORM, validatePreForm } from './pre-forms.ts';

describe('validatePreForm', () => {
  it('accepts a complete NDA pre-form', () => {
    expect(
      validatePreForm(NDA_PRE_FORM, { signer_name: 'Ada Lovelace', signer_title: 'CFO', purpose: 'Direct investment' }),
    ).toEqual({});
  });

  it('names every missing mandatory field with the spec message', () => {
    expect(validatePreForm(NDA_PRE_FORM, {})).toEqual({
      signer_name: 'Full name is required',
      signer_title: 'Title is required',
      purpose: 'Purpose of review is required',
    });
  });

  it('refuses an option the field does not offer, an over-long text and unknown keys', () => {
    const errors = validatePreForm(NDA_PRE_FORM, {
      signer_name: 'x'.repeat(101),
      signer_title: 'CFO',
      purpose: 'Curiosity',
      favourite_colour: 'blue',
    });
    expect(errors).toEqual({
      signer_name: 'should be at most 100 characters',
      purpose: 'Purpose of review is invalid.',
      favourite_colour: 'favourite_colour is not a field of this form',
    });
  });

  it('checks the deal amount is digits only and the confirmation is ticked', () => {
    expect(validatePreForm(DEAL_PRE_FORM, { amount: '25,000', source_of_funds: 'Savings', accredited: false })).toEqual(
      {
        amount: 'should be numbers only.',
        accredited: 'I confirm I am an accredited investor is required',
      },
    );
    expect(validatePreForm(DEAL_PRE_FORM, { amount: 50000, source_of_funds: 'Savings', accredited: true })).toEqual({});
  });
});
