import type { InvestorStateWire } from '@dl/contracts';
import { investorState, type InvestorStateInput } from '@dl/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { ActionsPanel } from './actions-panel.tsx';

const BASE: InvestorStateInput = {
  lifecycleStatus: 'Published',
  accessStatus: null,
  ndaStatus: null,
  investmentStatus: null,
  hasNdaDocument: true,
  hasDealDocument: true,
  canAct: true,
};

/** The wire state the API sends for an input (the same pure function computes both). */
function stateOf(patch: Partial<InvestorStateInput>): InvestorStateWire {
  const input = { ...BASE, ...patch };
  return {
    ...investorState(input),
    nda_status: input.ndaStatus,
    investment: input.investmentStatus
      ? { id: '11111111-2222-4333-8444-555555555555', status: input.investmentStatus, amount: '50000.00' }
      : null,
  };
}

const DOCS = { nda: null, deal: null, data_room_count: 3 };

function renderPanel(state: InvestorStateWire, onAction = vi.fn()) {
  renderWithRouter(<ActionsPanel state={state} documents={DOCS} minimum="25000.00" onAction={onAction} />);
  return onAction;
}

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('ActionsPanel per investor state', () => {
  it.each<[string, Partial<InvestorStateInput>, string[], string | null]>([
    ['new', {}, ['Sign NDA'], null],
    ['NDA ceremony unfinished', { ndaStatus: 'NDA_SIGN_IN_PROCESS' }, ['Sign NDA'], null],
    ['NDA signed', { ndaStatus: 'NDA_SIGNED' }, [], 'Waiting for issuer countersignature'],
    ['NDA executed', { ndaStatus: 'NDA_EXECUTED' }, ['View data room', 'Indicate interest'], null],
    [
      'interest sent',
      { ndaStatus: 'NDA_EXECUTED', investmentStatus: 'IOI_SENT' },
      ['View data room', 'Sign deal'],
      'Transaction in progress',
    ],
    [
      'deal signed',
      { ndaStatus: 'NDA_EXECUTED', investmentStatus: 'DEAL_PENDING_REVIEW' },
      ['View data room'],
      'Waiting for approval',
    ],
    ['viewer', { canAct: false }, [], null],
    ['closed', { lifecycleStatus: 'Closed' }, [], 'Closed'],
  ])('%s', (_name, patch, buttons, text) => {
    renderPanel(stateOf(patch));
    expect(buttonNames()).toEqual(buttons);
    if (text) expect(screen.getByTestId('investor-status-text')).toHaveTextContent(text);
    else expect(screen.queryByTestId('investor-status-text')).toBeNull();
  });

  it('calls back with the action pressed and shows the minimum', async () => {
    const onAction = renderPanel(stateOf({ ndaStatus: 'NDA_EXECUTED' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Indicate interest' }));
    expect(onAction).toHaveBeenCalledWith('INDICATE_INTEREST');
    expect(screen.getByText(/Minimum investment \$25,000, in steps of \$10,000/)).toBeInTheDocument();
  });
});
