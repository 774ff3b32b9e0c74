import { createSecurityDraftRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ISSUER_ID, securityDetail } from '#web/features/captable/securities/test-data.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { capTablesAs, renderAcap, seriousViolations } from './acap-test-helpers.tsx';
import { draftLookups } from './security-draft-mocks.ts';
import { Component as NewPage } from './security-new-page.tsx';

afterEach(() => clearSession());

const missing = () => within(screen.getByRole('list', { name: 'Missing information' }));

describe('New security', () => {
  it('asks for the fields of the chosen kind and shows readiness as it is filled', async () => {
    mockApi(capTablesAs('captable_editor'), ...draftLookups);
    renderAcap('/acap/securities/new', <NewPage />, '/acap/securities/new', 'captable_editor');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Stock class')).toBeInTheDocument();
    expect(screen.getByLabelText('Price per share (USD)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Equity plan')).not.toBeInTheDocument();
    expect(missing().getByText('Number of shares')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Kind'), 'Option');
    expect(screen.getByLabelText('Equity plan')).toBeInTheDocument();
    expect(screen.getByLabelText('Option type')).toBeInTheDocument();
    expect(screen.getByLabelText('Exercise price (USD)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Stock class')).not.toBeInTheDocument();
    expect(missing().getByText('Post-termination exercise windows')).toBeInTheDocument();
    expect(missing().getByText('Vesting schedule (or none)')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Equity plan'), '2026 Stock Plan');
    await user.selectOptions(screen.getByLabelText('Vesting type'), 'No vesting');
    expect(missing().queryByText('Post-termination exercise windows')).not.toBeInTheDocument();
    expect(missing().queryByText('Equity plan')).not.toBeInTheDocument();
    expect(missing().queryByText('Vesting schedule (or none)')).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says what is wrong at each field, and saves a grant of 48 monthly installments with a 12 cliff', async () => {
    const calls = mockApi(
      capTablesAs('captable_editor'),
      ...draftLookups,
      on(createSecurityDraftRoute, (req) =>
        req.body.quantity === '12000'
          ? req.reply(400, {
              detail: 'There is no such stakeholder in this cap table.',
              code: 'BAD_REQUEST',
              errors: { stakeholder_id: 'There is no such stakeholder in this cap table.', 'body.price': 'Too low' },
            })
          : req.reply(201, { data: securityDetail({ id: 'OP-1', kind: 'OP', status: 'draft' }) }),
      ),
    );
    const { router } = renderAcap('/acap/securities/new', <NewPage />, '/acap/securities/new', 'captable_editor');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Kind'), 'Option');
    await user.type(screen.getByLabelText('Number of options'), 'many');
    await user.selectOptions(screen.getByLabelText('Vesting type'), 'Time-based (monthly or quarterly, with a cliff)');
    expect(screen.getByLabelText('Installments')).toHaveValue('48');
    expect(screen.getByLabelText(/Cliff at installment/)).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter a number such as 1000 or 0.25')).toBeInTheDocument();
    expect(screen.getByText('Enter a date as MM/DD/YYYY')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Number of options'));
    await user.type(screen.getByLabelText('Number of options'), '12000');
    await user.type(screen.getByLabelText('Vesting start date'), '01/15/2026');
    await user.type(screen.getByLabelText('Exercise price (USD)'), '0.25');
    await user.selectOptions(screen.getByLabelText('Option type'), 'ISO');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('There is no such stakeholder in this cap table.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stakeholder' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Exercise price (USD)')).toHaveAccessibleDescription('Too low');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body;
    expect(body).toMatchObject({
      kind: 'OP',
      quantity: '12000',
      price: '0.25',
      option_kind: 'iso',
      class_id: null,
      vesting: {
        type: 'time',
        start_date: '2026-01-15',
        installments: 48,
        frequency: 'monthly',
        cliff_installment: 12,
      },
    });

    await user.clear(screen.getByLabelText('Number of options'));
    await user.type(screen.getByLabelText('Number of options'), '10000');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acap/securities/OP-1'));
    expect(router.state.location.search).toBe(`?company=${ISSUER_ID}`);
  });

  it('picks the stakeholder by searching a name', async () => {
    const calls = mockApi(
      capTablesAs('captable_editor'),
      ...draftLookups,
      on(createSecurityDraftRoute, (req) => req.reply(201, { data: securityDetail({ status: 'draft' }) })),
    );
    renderAcap('/acap/securities/new', <NewPage />, '/acap/securities/new', 'captable_editor');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Stakeholder' }), 'Grace');
    await user.click(await screen.findByRole('option', { name: 'Grace Engineer' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ stakeholder_id: 'SH-2' }));
  });

  it('saves a custom schedule of dates and amounts', async () => {
    const calls = mockApi(
      capTablesAs('captable_editor'),
      ...draftLookups,
      on(createSecurityDraftRoute, (req) => req.reply(201, { data: securityDetail({ status: 'draft' }) })),
    );
    renderAcap('/acap/securities/new', <NewPage />, '/acap/securities/new', 'captable_editor');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Vesting type'), 'Custom dates and amounts');
    await user.type(screen.getByLabelText('Date 1'), '06/30/2026');
    await user.type(screen.getByLabelText('Amount 1'), '1000');
    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    await user.type(screen.getByLabelText('Date 2'), '12/31/2026');
    await user.type(screen.getByLabelText('Amount 2'), 'half');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter a number such as 1000 or 0.25')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount 2'));
    await user.type(screen.getByLabelText('Amount 2'), '1000');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        kind: 'CS',
        vesting: {
          type: 'custom',
          rows: [
            { date: '2026-06-30', amount: '1000' },
            { date: '2026-12-31', amount: '1000' },
          ],
        },
      }),
    );
  });
});
