import { createMyEntityRoute, listMyEntitiesRoute, type MyEntity, myEntitySchema } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { EntitiesList } from './entities-list.tsx';

const AVERY: MyEntity = myEntitySchema.parse({
  id: '71111111-2222-4333-8444-555555555555',
  trellis_uid: 'ENT-1',
  name: 'Avery Investor',
  type: 'INDIVIDUAL',
  business_type: 'individual',
  my_role: 'INVESTOR',
  can_manage: true,
  kyc_status: 'Submitted',
  addresses: [
    {
      type: 'HOME',
      line1: '42 Elm Street',
      line2: null,
      line3: null,
      city: 'Brooklyn',
      province: 'NY',
      postal: '11201',
      country: 'us',
    },
  ],
  phones: [{ type: 'CELL', country: 'US', number: '+12125550123' }],
  created_on: '2026-11-21T10:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('EntitiesList', () => {
  it('shows each entity with its role, KYC status, address and phone', async () => {
    mockApi(on(listMyEntitiesRoute, () => ({ count: 1, results: [AVERY] })));
    renderWithRouter(<EntitiesList fidId={FID_ID} />);
    const card = await screen.findByTestId('entity-card');
    expect(within(card).getByText('Avery Investor')).toBeTruthy();
    expect(within(card).getByText('KYC: Submitted')).toBeTruthy();
    expect(within(card).getByText(/42 Elm Street, Brooklyn, NY, 11201, US/)).toBeTruthy();
    expect(within(card).getByText(/\+12125550123/)).toBeTruthy();
  });

  it('checks an address before sending it, then creates the entity', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = mockApi(
      on(listMyEntitiesRoute, () => ({ count: 1, results: [AVERY] })),
      on(createMyEntityRoute, () => ({ ...AVERY, id: '81111111-2222-4333-8444-555555555555', name: 'New Co' })),
    );
    renderWithRouter(<EntitiesList fidId={FID_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Add entity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add entity' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'New Co');
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Address Line 1/ }), '1 Main St');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('City is required')).toBeTruthy();
    expect(within(dialog).getByText('Postal Code is required')).toBeTruthy();
    expect(within(dialog).getByText('Country is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /^City/ }), 'Austin');
    await user.type(within(dialog).getByRole('textbox', { name: /Postal Code/ }), '73301');
    await user.click(within(dialog).getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain(`/fid/${FID_ID}/investors/my-entities`);
    expect(post?.body).toMatchObject({
      name: 'New Co',
      type: 'ENTITY',
      addresses: [{ type: 'HOME', line1: '1 Main St', city: 'Austin', postal: '73301', country: 'us' }],
      phones: [],
    });
  }, 60_000);
});
