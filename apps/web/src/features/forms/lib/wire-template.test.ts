// @vitest-environment node
import { dealPreFormTemplateSchema } from '@dl/contracts';
import { DEAL_PRE_FORM, NDA_PRE_FORM, validateResponse } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { engineTemplate } from './wire-template.ts';

/** What the browser reads of a pre-form answer: the contract's shape, which carries no rules. */
const overTheWire = (template: unknown) => dealPreFormTemplateSchema.parse(JSON.parse(JSON.stringify(template)));

describe('engineTemplate', () => {
  it('uses the shipped form of that name and version, rules included', () => {
    const wire = overTheWire(DEAL_PRE_FORM);
    expect(JSON.stringify(wire)).not.toContain('min_value');
    expect(engineTemplate(wire)).toBe(DEAL_PRE_FORM);
    expect(engineTemplate(overTheWire(NDA_PRE_FORM))).toBe(NDA_PRE_FORM);
    const answers = { amount: '0', source_of_funds: 'Savings', accredited: true };
    expect(validateResponse(engineTemplate(wire), answers).errors).toEqual({
      amount: 'should be equals to or higher than 1',
    });
  });

  it('reads a form it does not ship as it came', () => {
    const wire = overTheWire({ ...NDA_PRE_FORM, internal_name: 'other-pre-form' });
    const template = engineTemplate(wire);
    expect(template).toEqual(wire);
    expect(validateResponse(template, {}).errors.signer_name).toBe('Full name is required');
  });
});
