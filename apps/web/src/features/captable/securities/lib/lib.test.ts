import { describe, expect, it } from 'vitest';
import { actionResolver, emptyAction, inputOf } from './action-form.ts';
import { bodyText } from './body-text.ts';
import { draftFormSchema, emptyDraft, isDraftField, liveReadiness, toBody } from './draft-form.ts';
import { formatPrice, formatShares } from './format.ts';

const resolve = (values: ReturnType<typeof emptyAction>) =>
  actionResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('formatShares and formatPrice', () => {
  it.each([
    ['1234567', '1,234,567'],
    ['1234567.000125', '1,234,567.000125'],
    ['-1000', '-1,000'],
    ['999', '999'],
    ['123456789012345678901234567890', '123,456,789,012,345,678,901,234,567,890'],
  ])('writes %s as %s without a number in between', (value, shown) => {
    expect(formatShares(value)).toBe(shown);
  });

  it('shows a dash for nothing and keeps every decimal of a price', () => {
    expect(formatShares(null)).toBe('—');
    expect(formatPrice('0.0001')).toBe('$0.0001');
  });
});

describe('draft form', () => {
  it("sends only the kind's fields, details by their OCF names and 'no vesting' as a choice", () => {
    const values = {
      ...emptyDraft('OP'),
      class_id: 'CLASS-1',
      plan_id: 'PLAN-1',
      quantity: '12000',
      vesting_mode: 'none' as const,
      details: { ...emptyDraft().details, security_law_exemptions: 'Rule 701', stock_legend_ids: 'L-1' },
    };
    const body = toBody(draftFormSchema.parse(values));
    expect(body).toMatchObject({ kind: 'OP', class_id: null, plan_id: 'PLAN-1', quantity: '12000', vesting: null });
    expect(body.details).toEqual({
      security_law_exemptions: [{ description: 'Rule 701', jurisdiction: 'US' }],
      no_vesting: true,
    });
  });

  it("keeps a warrant's class (the class it is exercised into)", () => {
    const body = toBody(draftFormSchema.parse({ ...emptyDraft('WA'), class_id: 'CLS-2' }));
    expect(body.class_id).toBe('CLS-2');
  });

  it('reads blank texts as not filled, so a half-made draft validates', () => {
    expect(draftFormSchema.safeParse(emptyDraft('CS')).success).toBe(true);
    const wrong = draftFormSchema.safeParse({ ...emptyDraft('CS'), quantity: '12 shares' });
    expect(wrong.error?.issues[0]?.message).toBe('Enter a number such as 1000 or 0.25');
  });

  it("lists what is missing as the API does: a plan's windows count for a grant, a note's quantity is its amount", () => {
    const grant = { ...emptyDraft('OP'), plan_id: 'PLAN-1' };
    expect(liveReadiness(grant, false).missing).toContain('Post-termination exercise windows');
    expect(liveReadiness(grant, true).missing).not.toContain('Post-termination exercise windows');
    const note = { ...emptyDraft('CN'), quantity: '250000' };
    expect(liveReadiness(note, false).missing).not.toContain('Investment amount');
    expect(liveReadiness({ ...note, quantity: '0' }, false).missing).toContain('Investment amount');
  });

  it('knows which refused fields have an input', () => {
    expect(isDraftField('stakeholder_id')).toBe(true);
    expect(isDraftField('details.expiration_date')).toBe(true);
    expect(isDraftField('vesting.rows.0.amount')).toBe(true);
    expect(isDraftField('details.unknown')).toBe(false);
  });
});

describe('action form', () => {
  it('says in words what a transfer is missing', async () => {
    const { errors } = await resolve(emptyAction('transfer', '2026-03-01'));
    expect(errors.quantity?.message).toBe('Quantity is required');
    expect(errors.to_stakeholder_id?.message).toBe('Choose who receives the shares');
    expect(errors.date).toBeUndefined();
  });

  it("puts a termination's reason and date on their inputs", async () => {
    const { errors } = await resolve({ ...emptyAction('terminate', '2026-03-01'), date: null });
    expect(errors.termination_reason?.message).toBe('Choose the reason for the termination');
    expect(errors.date?.message).toBe('Date is required');
    expect(inputOf('terminate', 'reason')).toBe('termination_reason');
    expect(inputOf('cancel', 'reason')).toBe('reason');
    expect(inputOf('cancel', 'details')).toBeNull();
  });

  it('gives the body of a valid action', async () => {
    const { values } = await resolve({
      ...emptyAction('cancel', '2026-03-01'),
      quantity: '100',
      reason: ' Left before the cliff ',
    });
    expect(values).toEqual({ action: 'cancel', quantity: '100', reason: 'Left before the cliff', date: '2026-03-01' });
  });
});

describe('bodyText', () => {
  it('writes a body in words with dates and quantities formatted', () => {
    expect(bodyText({ action: 'terminate', reason: 'with_cause', termination_date: '2026-03-01' })).toBe(
      'Reason Termination with cause · Termination date 03/01/2026',
    );
    expect(bodyText({ type: 'issuance', securityId: 'CS-1', quantity: '4000000' })).toBe(
      'Security CS-1 · Quantity 4,000,000',
    );
    expect(
      bodyText({ id: 'TX-8', date: '2023-01-15', kind: 'OP', price: '0.45', cancellationBehavior: 'RETURN_TO_POOL' }, [
        'id',
        'date',
      ]),
    ).toBe('Kind Option · Price $0.45 · Cancelled options Return to pool');
  });
});
