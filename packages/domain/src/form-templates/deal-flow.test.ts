import { describe, expect, it } from 'vitest';
import { validateAgainstVersion } from '../form-engine/validate.ts';
import { DEAL_PRE_FORM, NDA_PRE_FORM } from './deal-flow.ts';

/** What the API does with a pre-form answer: the engine, against the current version. */
const errorsOf = (template: typeof NDA_PRE_FORM | typeof DEAL_PRE_FORM, values: Record<string, unknown>) =>
  validateAgainstVersion([template], { template_version: template.version, values }).errors;

describe('the NDA pre-form on the engine', () => {
  it('accepts a complete answer', () => {
    expect(
      errorsOf(NDA_PRE_FORM, { signer_name: 'Ada Lovelace', signer_title: 'CFO', purpose: 'Direct investment' }),
    ).toEqual({});
  });

  it('names every missing mandatory field with the spec message', () => {
    expect(errorsOf(NDA_PRE_FORM, {})).toEqual({
      signer_name: 'Full name is required',
      signer_title: 'Title is required',
      purpose: 'Purpose of review is required',
    });
    expect(errorsOf(NDA_PRE_FORM, { signer_name: ' ', signer_title: 'CFO', purpose: 'Other' })).toEqual({
      signer_name: 'Full name is required',
    });
  });

  it('refuses an option the field does not offer, an over-long text and unknown keys', () => {
    const errors = errorsOf(NDA_PRE_FORM, {
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
});

describe('the deal pre-form on the engine', () => {
  it('checks the amount is digits only and the confirmation is ticked', () => {
    expect(errorsOf(DEAL_PRE_FORM, { amount: '25,000', source_of_funds: 'Savings', accredited: false })).toEqual({
      amount: 'should be numbers only.',
      accredited: 'I confirm I am an accredited investor is required',
    });
    expect(errorsOf(DEAL_PRE_FORM, { amount: 50000, source_of_funds: 'Savings', accredited: true })).toEqual({});
    expect(errorsOf(DEAL_PRE_FORM, { amount: '20000', source_of_funds: 'Savings', accredited: true })).toEqual({});
  });

  it('takes an amount of at least 1 and only the offered sources of funds', () => {
    expect(errorsOf(DEAL_PRE_FORM, { amount: '0', source_of_funds: 'Luck', accredited: false })).toEqual({
      amount: 'should be equals to or higher than 1',
      source_of_funds: 'Source of funds is invalid.',
      accredited: 'I confirm I am an accredited investor is required',
    });
    expect(errorsOf(DEAL_PRE_FORM, { amount: '20,000', accredited: true })).toEqual({
      amount: 'should be numbers only.',
      source_of_funds: 'Source of funds is required',
    });
    expect(errorsOf(DEAL_PRE_FORM, { amount: '', source_of_funds: '', accredited: true })).toEqual({
      amount: 'Amount is required',
      source_of_funds: 'Source of funds is required',
    });
  });

  it('answers the confirmation with true or false only', () => {
    expect(errorsOf(DEAL_PRE_FORM, { amount: '20000', source_of_funds: 'Savings', accredited: 'yes' })).toEqual({
      accredited: 'I confirm I am an accredited investor is invalid.',
    });
  });
});
