import { setIssuerTearsheetPublicRoute } from '@dl/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { issuerOpportunity, OPPORTUNITY_ID } from '../test-data.ts';
import { TearsheetSharing } from './tearsheet-sharing.tsx';

describe('TearsheetSharing', () => {
  it('lets an editor make the tearsheet public and shows its address', async () => {
    const calls = mockApi(
      on(setIssuerTearsheetPublicRoute, (req) => ({
        data: issuerOpportunity({ status: 'Published', tearsheet_public: req.body.public }),
      })),
    );
    renderWithRouter(<TearsheetSharing fidId={FID_ID} opportunity={issuerOpportunity({ status: 'Published' })} />);
    const toggle = screen.getByRole('switch', { name: /^Anyone with the link can read the tearsheet/ });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toContain(`/issuers/opportunities/${OPPORTUNITY_ID}/tearsheet-public`);
    expect(put?.body).toEqual({ public: true });
  });

  it('shows the public address of a public tearsheet', () => {
    mockApi();
    renderWithRouter(
      <TearsheetSharing
        fidId={FID_ID}
        opportunity={issuerOpportunity({ status: 'Published', tearsheet_public: true })}
      />,
    );
    expect(screen.getByRole('link', { name: /\/digital-roadshow\/pages\/tearsheet\// })).toHaveAttribute(
      'href',
      `/digital-roadshow/pages/tearsheet/${OPPORTUNITY_ID}`,
    );
  });

  it('gives a member who may not write the setting in words, without a switch', () => {
    mockApi();
    const o = issuerOpportunity({ tearsheet_public: false });
    renderWithRouter(
      <TearsheetSharing
        fidId={FID_ID}
        opportunity={{ ...o, permissions: { ...o.permissions, write_opportunities: false } }}
      />,
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText('The tearsheet is private.')).toBeInTheDocument();
  });
});
