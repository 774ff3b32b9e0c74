import {
  amendPlanRoute,
  createPlanRoute,
  getPlanRoute,
  listPlansRoute,
  listSecuritiesRoute,
  listStockClassesRoute,
  securityRowSchema,
} from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, capTableSession, EDITOR, plan, stockClass, VIEWER } from '#web/features/captable/setup/test-data.ts';
import { capTablesMock, seriousViolations } from '#web/features/captable/setup/test-support.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { malformed, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { Component as PlanPage } from './plan-page.tsx';
import { Component as PlansPage } from './plans-page.tsx';

function renderAt(path: string) {
  capTableSession();
  return renderRoutes(
    [
      { path: '/acap/plans', element: <PlansPage /> },
      { path: '/acap/plans/:planId', element: <PlanPage /> },
    ],
    path,
  );
}

const grant = securityRowSchema.parse({
  id: 'OP-7',
  kind: 'OP',
  status: 'issued',
  stakeholder_id: 'SH-1',
  stakeholder_name: 'Ada Founder',
  class_id: 'SC-1',
  plan_id: 'PL-1',
  quantity: '48000',
  price: '0.10',
  terms_id: null,
  terms_version: null,
  option_kind: 'iso',
  issue_date: '2026-02-01',
  parent_id: null,
  investment_id: null,
  readiness: { label: 'Ready to be issued', ready: true, missing: [] },
  allowed_actions: [],
});

const base = () => [
  on(listPlansRoute, () => ({ results: [plan()], count: 1 })),
  on(listStockClassesRoute, () => ({ results: [stockClass()], count: 1 })),
  on(getPlanRoute, () => ({ data: plan() })),
  on(listSecuritiesRoute, ({ query }) => ({ results: query.plan_id === 'PL-1' ? [grant] : [], count: 1 })),
];

afterEach(() => clearSession());

describe('Equity plans (issue 17)', () => {
  it('lists the plans with their pools and opens a plan: figures, windows in words, amendments, grants', async () => {
    const calls = mockApi(capTablesMock(VIEWER), ...base());
    renderAt('/acap/plans');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Equity plans' });
    const row = (await within(table).findByText('2026 Stock Plan')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('1,500,000');
    expect(row).toHaveTextContent('900,000');
    expect(await within(row).findByText('Common')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New plan' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
    await user.click(within(row).getByRole('link', { name: '2026 Stock Plan' }));
    expect(await screen.findByRole('heading', { name: '2026 Stock Plan' })).toBeInTheDocument();
    expect(screen.getByText('600,000 (40.0%)')).toBeInTheDocument();
    expect(screen.getByText(/rounded half up to one decimal place/)).toBeInTheDocument();
    const windows = screen.getByRole('table', { name: 'Exercise windows after termination' });
    expect(within(windows).getByText('Voluntary termination').closest('tr')).toHaveTextContent('3 months');
    expect(within(windows).getByText('Death').closest('tr')).toHaveTextContent('1 year');
    expect(within(windows).getByText('Retirement').closest('tr')).toHaveTextContent('Not set by the plan');
    expect(screen.getByRole('table', { name: 'Pool amendments' })).toHaveTextContent('07/01/2026');
    const grants = await screen.findByRole('table', { name: 'Grants under the plan' });
    expect(await within(grants).findByRole('link', { name: 'OP-7' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/securities?') && c.url.includes('plan_id=PL-1'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Amend pool' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('offers an administrator neither a new plan nor an amendment (editors manage plans)', async () => {
    mockApi(capTablesMock(ADMIN), ...base());
    renderAt('/acap/plans/PL-1');
    expect(await screen.findByRole('heading', { name: '2026 Stock Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Amend pool' })).toBeNull();
  });

  it('lets an editor create a plan with exercise windows by reason', async () => {
    const calls = mockApi(
      capTablesMock(EDITOR),
      ...base(),
      on(createPlanRoute, ({ body }) => ({ data: plan({ id: 'PL-2', name: body.name }) })),
    );
    renderAt('/acap/plans');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New equity plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number of shares')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), '2027 Plan');
    await user.type(within(dialog).getByLabelText(/^Shares reserved/), '500000');
    await user.type(within(dialog).getByLabelText('Voluntary termination: period'), '90');
    await user.selectOptions(within(dialog).getByLabelText('Voluntary termination: unit'), 'day');
    await user.type(within(dialog).getByLabelText('Disability: period'), '1');
    await user.selectOptions(within(dialog).getByLabelText('Disability: unit'), 'year');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: '2027 Plan',
      class_id: 'SC-1',
      reserved: '500000',
      cancellation_behavior: 'RETURN_TO_POOL',
      exercise_windows: { voluntary: { period: 90, unit: 'day' }, disability: { period: 1, unit: 'year' } },
    });
  });

  it("lets an editor amend the pool and shows the server's refusal at the field", async () => {
    const calls = mockApi(
      capTablesMock(EDITOR),
      ...base(),
      on(amendPlanRoute, () =>
        // The refusal's full error body (errorBodySchema): the problem under its field.
        malformed(
          {
            detail: 'The pool cannot be smaller than the 700,000 shares used.',
            code: 'BAD_REQUEST',
            errors: { reserved: 'The pool cannot be smaller than the 700,000 shares used.' },
          },
          400,
        ),
      ),
    );
    renderAt('/acap/plans/PL-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Amend pool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amend pool' });
    const input = within(dialog).getByLabelText(/^New pool size/);
    await user.clear(input);
    await user.type(input, '600000');
    await user.click(within(dialog).getByRole('button', { name: 'Amend pool' }));
    expect(
      await within(dialog).findByText('The pool cannot be smaller than the 700,000 shares used.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.url).toContain('/plans/PL-1/amendments');
  });
});
