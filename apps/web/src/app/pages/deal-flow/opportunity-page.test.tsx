import {
  createInvestmentRoute,
  createNdaRoute,
  directSignNdaRoute,
  getDealPreFormRoute,
  getNdaEsignRoute,
  getNdaPreFormRoute,
  getOpportunityRoute,
  listQnaRoute,
  type Nda,
  ndaSchema,
  type OpportunityDetail,
  opportunityDetailSchema,
} from '@dl/contracts';
import { DEAL_PRE_FORM, investorState, NDA_PRE_FORM } from '@dl/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { OpportunityPage } from './opportunity-page.tsx';

const ENTITY_ID = '51111111-2222-4333-8444-555555555555';
vi.mock('./use-fid-id.ts', () => ({ useFidId: () => FID_ID, useEntityId: () => ENTITY_ID }));

const OPP_ID = '31111111-2222-4333-8444-555555555555';
const SESSION_URL = '/digital-locker/esign/41111111-2222-4333-8444-555555555555';
const NOW = '2026-11-21T10:00:00Z';

function detail(ndaStatus: 'NDA_EXECUTED' | null): OpportunityDetail {
  const state = investorState({
    lifecycleStatus: 'Published',
    accessStatus: null,
    ndaStatus,
    investmentStatus: null,
    hasNdaDocument: true,
    hasDealDocument: true,
    canAct: true,
  });
  return opportunityDetailSchema.parse({
    opp_id: OPP_ID,
    name: 'Cobalt Health Series B',
    short_desc: 'Point-of-care diagnostics',
    opportunity_type: 'PRIMARY',
    type: 'GENERAL',
    status: 'Published',
    size: '30000000.00',
    minimum: '50000.00',
    pre: null,
    post: null,
    start_date: null,
    end_date: null,
    ticker: null,
    details: {
      shortDesc: 'Point-of-care diagnostics',
      market: 'Healthcare',
      common_sector: [],
      common_industry: [],
      stage: 'Series B',
      captable: null,
      logo: null,
      security_terms: { type: 1, pricePerShare: '12.50' },
      highlights: [],
    },
    issuer: {
      id: '61111111-2222-4333-8444-555555555555',
      name: 'Cobalt Health Labs',
      stage: null,
      market: null,
      logo: null,
      details: {
        structure: 'Corporation',
        yearFounded: 2016,
        sector: null,
        industry: null,
        naics: null,
        isin: null,
        headquarters: null,
        employees: null,
        address: null,
      },
      branding: { logo: null, logo_small: null },
    },
    favorite: 0,
    is_dismissed: false,
    investor_state: { ...state, nda_status: ndaStatus, investment: null },
    documents: { nda: null, deal: null, data_room_count: 2 },
    created_on: NOW,
  });
}

function nda(): Nda {
  return ndaSchema.parse({
    id: '71111111-2222-4333-8444-555555555555',
    opportunity_id: OPP_ID,
    entity_id: ENTITY_ID,
    status: 'NDA_SIGN_IN_PROCESS',
    document_id: '81111111-2222-4333-8444-555555555555',
    pre_form_response: { response: {} },
    data_list: [],
    timezone: null,
    terms_agreed: null,
    signed_file_id: null,
    executed_file_id: null,
    signed_on: null,
    countersigned_on: null,
    declined_on: null,
    signing: null,
    created_on: NOW,
    modified_on: NOW,
  });
}

/** The page's question panel: no questions yet. */
const noQuestions = () => on(listQnaRoute, () => ({ count: 0, results: [], next: null }));

function renderPage() {
  const view = renderRoutes(
    [
      { path: '/digital-locker/opportunity/:id', element: <OpportunityPage /> },
      { path: '/digital-locker/esign/:sessionId', element: <p>Ceremony</p> },
      { path: '/pages/docu-sign-wait', element: <p>Waiting</p> },
    ],
    `/digital-locker/opportunity/${OPP_ID}`,
  );
  return { ...view, user: userEvent.setup() };
}

describe('OpportunityPage', () => {
  it('shows the terms and signs the NDA: pre-form, POST nda, GET nda/esign, then the ceremony', async () => {
    const calls = mockApi(
      on(getNdaPreFormRoute, () => ({ template: NDA_PRE_FORM, response: null })),
      on(getNdaEsignRoute, () => ({ data: { url: SESSION_URL } })),
      on(createNdaRoute, () => nda()),
      on(getOpportunityRoute, () => detail(null)),
      noQuestions(),
    );
    const { user, router } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Cobalt Health Series B', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Security terms: Common equity')).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign NDA' }));
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('button', { name: 'Continue to signing' }));
    expect(await within(modal).findByText('Full name is required')).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: /Full name/ }), 'Avery Investor');
    await user.type(within(modal).getByRole('textbox', { name: /^Title/ }), 'Principal');
    await user.selectOptions(within(modal).getByRole('combobox', { name: /Purpose of review/ }), 'Direct investment');
    await user.click(within(modal).getByRole('button', { name: 'Continue to signing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(SESSION_URL));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain(`/fid/${FID_ID}/investors/opportunities/${OPP_ID}/nda`);
    expect(post?.body).toMatchObject({
      pre_form_response: {
        response: { signer_name: 'Avery Investor', signer_title: 'Principal', purpose: 'Direct investment' },
      },
    });
  });

  it('uploads an NDA signed elsewhere (direct-sign) and waits for its seal', async () => {
    const sessionId = '91111111-2222-4333-8444-555555555555';
    const saved = { signer_name: 'Avery Investor', signer_title: 'Principal', purpose: 'Other' };
    const calls = mockApi(
      on(getNdaPreFormRoute, () => ({ template: NDA_PRE_FORM, response: saved })),
      on(directSignNdaRoute, () => ({ status: 'SUBMITTED' as const, session_id: sessionId })),
      on(createNdaRoute, () => nda()),
      on(getOpportunityRoute, () => detail(null)),
      noQuestions(),
    );
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign NDA' }));
    const modal = await screen.findByRole('dialog');
    const input = await within(modal).findByLabelText('Signed NDA (PDF)');
    await user.click(within(modal).getByRole('button', { name: 'Upload signed NDA' }));
    expect(await within(modal).findByText('Signed NDA is required')).toBeInTheDocument();
    const fileInput = modal.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(fileInput, new File(['%PDF-1.7'], 'signed-nda.pdf', { type: 'application/pdf' }));
    expect(input).toHaveTextContent('signed-nda.pdf');
    await user.click(within(modal).getByRole('button', { name: 'Upload signed NDA' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/docu-sign-wait'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('session')).toBe(sessionId);
    expect(query.get('redirect')).toBe(`/digital-locker/opportunity/${OPP_ID}`);
    // The pre-form is saved (the NDA row) before the upload.
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.split('/').slice(-2).join('/'))).toEqual([
      `${OPP_ID}/nda`,
      'nda/direct-sign',
    ]);
  });

  it('shows a locked data room before the NDA is executed', async () => {
    mockApi(
      on(getOpportunityRoute, () => detail(null)),
      noQuestions(),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: /Data room/ }));
    expect(await screen.findByText('The data room is locked')).toBeInTheDocument();
  });

  it('checks the minimum in the browser before asking the server (spec 5 min_value)', async () => {
    const calls = mockApi(
      on(getDealPreFormRoute, () => ({ template: DEAL_PRE_FORM, response: null })),
      on(getOpportunityRoute, () => detail('NDA_EXECUTED')),
      noQuestions(),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Indicate interest' }));
    const modal = await screen.findByRole('dialog');
    await user.type(within(modal).getByRole('textbox', { name: /Amount/ }), '20000');
    await user.selectOptions(within(modal).getByRole('combobox', { name: /Source of funds/ }), 'Savings');
    await user.click(within(modal).getByRole('checkbox', { name: /accredited investor/ }));
    await user.click(within(modal).getByRole('button', { name: 'Send interest' }));
    expect(await within(modal).findByText('should be equals to or higher than 50000')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toBeUndefined();
  });

  it("shows the server's message when the interest is refused", async () => {
    const calls = mockApi(
      on(getDealPreFormRoute, () => ({ template: DEAL_PRE_FORM, response: null })),
      on(createInvestmentRoute, () => apiError(400, 'Amount must be in steps of $10,000', 'VALIDATION')),
      on(getOpportunityRoute, () => detail('NDA_EXECUTED')),
      noQuestions(),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Indicate interest' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Minimum $50,000, in steps of $10,000.')).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: /Amount/ }), '55000');
    await user.selectOptions(within(modal).getByRole('combobox', { name: /Source of funds/ }), 'Savings');
    await user.click(within(modal).getByRole('checkbox', { name: /accredited investor/ }));
    await user.click(within(modal).getByRole('button', { name: 'Send interest' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Amount must be in steps of $10,000');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain(`/investors/entity/${ENTITY_ID}/opportunities/${OPP_ID}/investment`);
    expect(post?.body).toMatchObject({ pre_form_response: { response: { amount: '55000', accredited: true } } });
  });

  it("shows 'Failed to load opportunity' when the opportunity cannot be read", async () => {
    mockApi(on(getOpportunityRoute, () => apiError(404, '')));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load opportunity');
  });

  it('reaches the roadshow: its landing page, and its presentation in a new tab', async () => {
    mockApi(
      on(getOpportunityRoute, () => detail(null)),
      noQuestions(),
    );
    renderPage();
    const landing = await screen.findByRole('link', { name: 'Digital Roadshow' });
    expect(landing).toHaveAttribute('href', `/digital-roadshow/${OPP_ID}`);
    const present = screen.getByRole('link', { name: 'Present Cobalt Health Series B (opens in a new tab)' });
    expect(present).toHaveAttribute('href', `/digital-roadshow/${OPP_ID}?mode=presentation`);
    expect(present).toHaveAttribute('target', '_blank');
  });
});
