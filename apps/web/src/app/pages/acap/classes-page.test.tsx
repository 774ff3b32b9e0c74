import {
  adjustAuthorizedRoute,
  createStockClassRoute,
  createTermsRoute,
  deleteTermsRoute,
  listStockClassesRoute,
  listTermsRoute,
  reviseTermsRoute,
} from '@dl/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, capTableSession, EDITOR, stockClass, terms, VIEWER } from '#web/features/captable/setup/test-data.ts';
import { capTablesMock, seriousViolations } from '#web/features/captable/setup/test-support.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { malformed, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { Component as ClassesPage } from './classes-page.tsx';

function renderPage() {
  capTableSession();
  return renderRoutes([{ path: '/acap/classes', element: <ClassesPage /> }], '/acap/classes');
}

const lists = () => [
  on(listStockClassesRoute, () => ({
    results: [stockClass(), stockClass({ id: 'SC-2', name: 'Series A Preferred', kind: 'PS', issued: '0' })],
    count: 2,
  })),
  on(listTermsRoute, () => ({
    results: [terms(), terms({ terms_id: 'T-2', name: 'Series A terms', type: 2, version: 3, in_use: true })],
    count: 2,
  })),
];

afterEach(() => clearSession());

describe('Stock classes and terms page (issue 17)', () => {
  it('shows the classes with exact figures and their authorized history, read only for a viewer, axe clean', async () => {
    mockApi(capTablesMock(VIEWER), ...lists());
    renderPage();
    const table = await screen.findByRole('table', { name: 'Stock classes' });
    const row = within(table).getByText('SC-1').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('10,000,000');
    expect(row).toHaveTextContent('4,000,000');
    expect(row).toHaveTextContent('$0.0001');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Authorized shares history of Common' }));
    const history = await screen.findByRole('table', { name: 'Authorized shares history of Common' });
    expect(history).toHaveTextContent('06/01/2026');
    expect(history).toHaveTextContent('8,000,000');
    const termsTable = await screen.findByRole('table', { name: 'Security terms' });
    expect(within(termsTable).getByText('Series A terms').closest('tr')).toHaveTextContent('2 · Preferred equity3');
    for (const name of ['New class', 'New terms', 'Change authorized shares', 'Revise Common terms'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change the authorized shares/ })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('lets an administrator change the authorized shares, never below the issued ones', async () => {
    const calls = mockApi(
      capTablesMock(ADMIN),
      ...lists(),
      on(adjustAuthorizedRoute, ({ body }) => ({ data: stockClass({ authorized: body.authorized }) })),
    );
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('table', { name: 'Stock classes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New class' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New terms' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change the authorized shares of Common' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change authorized shares' });
    const input = within(dialog).getByLabelText(/^New authorized shares/);
    await user.clear(input);
    await user.type(input, '3000000');
    await user.click(within(dialog).getByRole('button', { name: 'Change authorized shares' }));
    expect(
      await within(dialog).findByText('The authorized shares cannot be fewer than the 4,000,000 shares issued.'),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '12000000');
    await user.click(within(dialog).getByRole('button', { name: 'Change authorized shares' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain('/stock-classes/SC-1/authorized');
    expect(post?.body).toMatchObject({ authorized: '12000000' });
  });

  it('lets an editor create a class with the form messages first', async () => {
    const calls = mockApi(
      capTablesMock(EDITOR),
      ...lists(),
      on(createStockClassRoute, ({ body }) => ({ data: stockClass({ id: 'SC-3', name: body.name }) })),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New class' }));
    expect(screen.queryByRole('button', { name: /Change the authorized shares/ })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'New stock class' });
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a whole number of shares')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Series Seed');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'PS');
    await user.type(within(dialog).getByLabelText(/^Authorized shares/), '2000000');
    await user.type(within(dialog).getByLabelText('Price per share'), '1.25');
    await user.selectOptions(within(dialog).getByLabelText('Terms'), 'T-2');
    await user.click(within(dialog).getByRole('button', { name: 'Create class' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Series Seed',
      kind: 'PS',
      authorized: '2000000',
      price_per_share: '1.25',
      conversion_ratio: '1',
      seniority: 1,
      terms_id: 'T-2',
    });
  });

  it('creates terms of a type with its own fields and shows each server problem at its field', async () => {
    const calls = mockApi(
      capTablesMock(EDITOR),
      ...lists(),
      on(createTermsRoute, () =>
        // The refusal's full error body (errorBodySchema): `errors` by `body.<field>` beside the detail.
        malformed(
          {
            detail: 'The conversion ratio must be more than 0.',
            code: 'BAD_REQUEST',
            errors: {
              'body.conversionRatio': 'The conversion ratio must be more than 0.',
              'body.antiDilution': 'Choose the anti-dilution method (broad-based weighted average is the default).',
            },
          },
          400,
        ),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security terms' });
    expect(within(dialog).getByLabelText(/^Price per share/)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Type number'), '2');
    expect(within(dialog).queryByLabelText(/^Price per share/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create terms' }));
    expect(await within(dialog).findByText('Original issue price is required')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Participation cap/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Series B terms');
    for (const [label, value] of [
      [/^Original issue price/, '2.00'],
      [/^Conversion price/, '2.00'],
      [/^Conversion ratio: numerator/, '0'],
      [/^Conversion ratio: denominator/, '1'],
      [/^Liquidation preference/, '1'],
      [/^Seniority/, '2'],
    ] as const)
      await user.type(within(dialog).getByLabelText(label), value);
    await user.selectOptions(within(dialog).getByLabelText(/^Participation/), 'participating_capped');
    await user.type(within(dialog).getByLabelText(/^Participation cap/), '3');
    await user.selectOptions(within(dialog).getByLabelText(/^Anti-dilution protection/), 'Y');
    await user.selectOptions(within(dialog).getByLabelText(/^Anti-dilution method/), 'none');
    await user.click(within(dialog).getByRole('button', { name: 'Create terms' }));
    expect(await within(dialog).findByText('The conversion ratio must be more than 0.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Conversion ratio: numerator/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Anti-dilution method/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Series B terms',
      body: {
        type: 2,
        originalIssuePrice: { amount: '2.00', currency: 'USD' },
        conversionPrice: { amount: '2.00', currency: 'USD' },
        conversionRatio: { numerator: '0', denominator: '1' },
        liquidationPreferenceMultiple: '1',
        participation: { kind: 'participating_capped', capMultiple: '3' },
        seniority: 2,
        antiDilutionProtection: 'Y',
        antiDilution: 'none',
      },
    });
  });

  it('revises terms as a new version, and offers no delete of terms in use', async () => {
    const calls = mockApi(
      capTablesMock(EDITOR),
      ...lists(),
      on(reviseTermsRoute, ({ body }) => ({ data: terms({ name: body.name, version: 2 }) })),
      on(deleteTermsRoute, () => ({ ok: true as const })),
    );
    renderPage();
    const user = userEvent.setup();
    const inUse = await screen.findByRole('button', { name: 'Delete Series A terms' });
    expect(inUse).toHaveAttribute('aria-disabled', 'true');
    expect(inUse).toHaveAccessibleDescription('Securities were issued under these terms, so they cannot be deleted.');
    await user.click(inUse);
    expect(screen.queryByRole('dialog', { name: 'Delete terms' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Revise Common terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revise Common terms' });
    expect(dialog).toHaveTextContent('Now version 1. Saving makes version 2');
    const priceInput = within(dialog).getByLabelText(/^Price per share/);
    expect(priceInput).toHaveValue('0.0001');
    fireEvent.change(priceInput, { target: { value: '0.001' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save new version' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Common terms',
      body: { type: 1, pricePerShare: { amount: '0.001', currency: 'USD' } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revise Common terms' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete Common terms' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete terms' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/terms/T-1'))).toBe(true));
  });
});
