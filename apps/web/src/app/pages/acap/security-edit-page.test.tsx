import { getSecurityRoute, updateSecurityDraftRoute } from '@dl/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { securityDetail } from '#web/features/captable/securities/test-data.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { capTablesAs, renderAcap } from './acap-test-helpers.tsx';
import { draftLookups } from './security-draft-mocks.ts';
import { Component as EditPage } from './security-edit-page.tsx';

afterEach(() => clearSession());

describe('Edit security draft', () => {
  it("starts from the draft's values and sends the change", async () => {
    const draft = securityDetail({
      id: 'CS-3',
      status: 'draft',
      quantity: '500',
      details: { security_law_exemptions: [{ description: 'Rule 506(b)', jurisdiction: 'US' }], legends_none: true },
    });
    const calls = mockApi(
      capTablesAs('captable_editor'),
      ...draftLookups,
      on(getSecurityRoute, () => ({ data: draft })),
      on(updateSecurityDraftRoute, () => ({ data: draft })),
    );
    const { router } = renderAcap(
      '/acap/securities/:securityId/edit',
      <EditPage />,
      '/acap/securities/CS-3/edit',
      'captable_editor',
    );
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Number of shares')).toHaveValue('500');
    expect(screen.getByLabelText('Securities law exemption')).toHaveValue('Rule 506(b)');
    expect(screen.getByLabelText('Kind')).toBeDisabled();
    await user.clear(screen.getByLabelText('Number of shares'));
    await user.type(screen.getByLabelText('Number of shares'), '750');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acap/securities/CS-3'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      quantity: '750',
      details: { security_law_exemptions: [{ description: 'Rule 506(b)', jurisdiction: 'US' }], legends_none: true },
    });
  });

  it('does not edit an issued security', async () => {
    mockApi(
      capTablesAs('captable_editor'),
      ...draftLookups,
      on(getSecurityRoute, () => ({ data: securityDetail() })),
    );
    renderAcap('/acap/securities/:securityId/edit', <EditPage />, '/acap/securities/CS-1/edit', 'captable_editor');
    expect(await screen.findByText(/CS-1 has been issued/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });
});
