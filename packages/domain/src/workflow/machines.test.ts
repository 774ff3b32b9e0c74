import { describe, expect, it } from 'vitest';
import {
  investmentMachine,
  investmentStatusColor,
  investmentStatusOptions,
  investmentStatusText,
  statusesShownAs,
} from './investment.ts';
import { type Machine, TransitionError } from './machine.ts';
import { ndaMachine } from './nda.ts';
import { investorPaymentLabel, paymentMachine } from './payment.ts';

/**
 * Every (state, event) pair of each machine: the expected table lists the allowed ones with their
 * target; every pair not listed must be refused with a TransitionError.
 */
function checkEveryPair<S extends string, E extends string>(machine: Machine<S, E>, allowed: Record<string, S>) {
  const events = Object.keys(machine.events) as E[];
  for (const state of machine.states) {
    for (const event of events) {
      const key = `${state} ${event}`;
      const expected = allowed[key];
      if (expected) {
        expect(machine.next(state, event), key).toBe(expected);
      } else {
        expect(() => machine.next(state, event), key).toThrow(TransitionError);
      }
    }
  }
  // no allowed pair names a state or event the machine does not have
  for (const key of Object.keys(allowed)) {
    const [state, event] = key.split(' ') as [S, E];
    expect(machine.can(state, event), key).toBe(true);
  }
}

describe('NDA machine', () => {
  it('allows exactly these transitions', () => {
    checkEveryPair(ndaMachine, {
      'NDA_SIGN_IN_PROCESS restart_signing': 'NDA_SIGN_IN_PROCESS',
      'NDA_SIGN_IN_PROCESS sign': 'NDA_SIGNED',
      'NDA_SIGN_IN_PROCESS decline': 'NDA_DECLINED',
      'NDA_SIGNED start_countersign': 'NDA_COUNTERSIGN_IN_PROCESS',
      'NDA_SIGNED countersign': 'NDA_EXECUTED',
      'NDA_SIGNED decline': 'NDA_DECLINED',
      'NDA_COUNTERSIGN_IN_PROCESS countersign': 'NDA_EXECUTED',
      'NDA_COUNTERSIGN_IN_PROCESS decline': 'NDA_DECLINED',
    });
  });

  it('says in words what was refused', () => {
    expect(() => ndaMachine.next('NDA_EXECUTED', 'sign')).toThrow('Cannot sign while the NDA is NDA_EXECUTED.');
  });
});

describe('investment machine', () => {
  it('allows exactly these transitions', () => {
    checkEveryPair(investmentMachine, {
      'CREATED send_interest': 'IOI_SENT',
      'CREATED decline': 'DEAL_DECLINED',
      'IOI_SENT start_signing': 'DEAL_SIGN_IN_PROCESS',
      'IOI_SENT decline': 'DEAL_DECLINED',
      'DEAL_SIGN_IN_PROCESS abandon_signing': 'IOI_SENT',
      'DEAL_SIGN_IN_PROCESS sign': 'DEAL_PENDING_REVIEW',
      'DEAL_SIGN_IN_PROCESS decline': 'DEAL_DECLINED',
      'DEAL_PENDING_REVIEW approve': 'DEAL_APPROVED',
      'DEAL_PENDING_REVIEW decline': 'DEAL_DECLINED',
      'DEAL_APPROVED countersign': 'DEAL_SIGNED',
      'DEAL_APPROVED decline': 'DEAL_DECLINED',
      'DEAL_SIGNED execute': 'DEAL_EXECUTED',
    });
  });

  it('shows the spec labels and colours', () => {
    expect(investmentStatusText('CREATED')).toBe('Transaction in progress');
    expect(investmentStatusText('IOI_SENT')).toBe('Transaction in progress');
    expect(investmentStatusText('DEAL_PENDING_REVIEW')).toBe('Waiting for approval');
    expect(investmentStatusText('DEAL_SIGN_IN_PROCESS')).toBe('Signing in progress');
    expect(investmentStatusText('DEAL_EXECUTED')).toBe('Deal executed');
    expect(investmentStatusColor('DEAL_DECLINED')).toBe('red');
    expect(investmentStatusColor('DEAL_EXECUTED')).toBe('green');
    expect(investmentStatusColor('DEAL_APPROVED')).toBe('orange');
  });

  it('offers each label once as a filter, matching every status shown with it', () => {
    const options = investmentStatusOptions();
    expect(options.filter((o) => o.label === 'Transaction in progress')).toEqual([
      { value: 'CREATED', label: 'Transaction in progress' },
    ]);
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
    expect(statusesShownAs('CREATED')).toEqual(['CREATED', 'IOI_SENT']);
    expect(statusesShownAs('IOI_SENT')).toEqual(['CREATED', 'IOI_SENT']);
    expect(statusesShownAs('DEAL_EXECUTED')).toEqual(['DEAL_EXECUTED']);
  });
});

describe('payment machine', () => {
  it('allows exactly these transitions', () => {
    checkEveryPair(paymentMachine, {
      'PENDING send_payment_request': 'SENT',
      'PENDING confirm_payment_sent': 'PENDING_ACKNOWLEDGEMENT',
      'SENT confirm_payment_sent': 'PENDING_ACKNOWLEDGEMENT',
      'PENDING_ACKNOWLEDGEMENT send_payment_acknowledgement': 'CONFIRMED',
      'CONFIRMED complete': 'COMPLETED',
    });
  });

  it('shows the investor three labels', () => {
    expect(
      ['PENDING', 'SENT', 'PENDING_ACKNOWLEDGEMENT', 'CONFIRMED', 'COMPLETED'].map((s) =>
        investorPaymentLabel(s as never),
      ),
    ).toEqual(['NOT APPLICABLE', 'SENT', 'SENT', 'CONFIRMED', 'CONFIRMED']);
  });
});
