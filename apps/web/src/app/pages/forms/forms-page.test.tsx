import { getFormResponseRoute, getFormTemplateRoute } from '@dl/contracts';
import type { FormTemplate } from '@dl/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { FormsPage } from './forms-page.tsx';

const PERSON = {
  id: '11111111-1111-4111-8111-111111111111',
  trellis_uid: 'E-1',
  name: 'Ivy Investor',
  type: 'INDIVIDUAL',
};
const FUND = { id: '22222222-2222-4222-8222-222222222222', trellis_uid: 'E-2', name: 'Ivy Fund LLC', type: 'ENTITY' };

const TEMPLATE: FormTemplate = {
  internal_name: 'kyc',
  kind: 'KYC_INDIVIDUAL',
  version: 1,
  sections: [
    {
      key: 'main',
      definition: { id: 'main', title: 'About you', fields: [{ key: 'name', label: 'Full name', type: 'text' }] },
    },
  ],
};

function login(entities: (typeof PERSON)[], viewer: (typeof PERSON)[] = []) {
  setSession(
    session({
      permissions: [
        {
          fiduciary: { id: FID_ID, name: 'Demo Fiduciary' },
          roles: ['fiduciary_investor'],
          entities,
          investor_admin_entities: [],
          viewer_entities: viewer,
        },
      ],
    } as never),
  );
}

const renderPage = (path = '/forms') => renderRoutes([{ path: '/forms', element: <FormsPage /> }], path);

describe('FormsPage', () => {
  beforeEach(() => {
    mockApi(
      on(getFormTemplateRoute, () => ({ data: TEMPLATE })),
      on(getFormResponseRoute, () => ({ data: null })),
    );
  });

  it('shows a tab per profile form and the form of the chosen tab and entity', async () => {
    login([PERSON, FUND]);
    const user = userEvent.setup();
    const calls = mockApi(
      on(getFormTemplateRoute, () => ({ data: TEMPLATE })),
      on(getFormResponseRoute, () => ({ data: null })),
    );
    const { router } = renderPage('/forms?form=3');
    const tabs = within(screen.getByRole('tablist'))
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual([
      'Bank Details',
      'Tax Form',
      'KYC Individual',
      'KYC Entity',
      'Entity Onboarding',
      'Required Forms',
    ]);
    expect(screen.getByRole('tab', { name: 'KYC Individual' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Full name (optional)')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes(`/forms/3/response?entity_id=${PERSON.id}`))).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Bank Details' }));
    expect(router.state.location.search).toContain('form=User.BankDetails');
    await screen.findByLabelText('Full name (optional)');
    expect(calls.some((c) => c.url.includes('/forms/User.BankDetails/template'))).toBe(true);
  });

  it('reads a viewer-only entity without Save or Submit', async () => {
    login([], [FUND]);
    renderPage();
    expect(await screen.findByLabelText('Full name (optional)')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('says what to do when there is no entity yet', () => {
    login([]);
    renderPage();
    expect(screen.getByText('No entity yet')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
