import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#web/test/render.tsx';
import { PageHeader, shortTitle } from './page-header.tsx';

const LONG = 'Quarterly capital call notice for the Harbor Growth Fund II limited partners';

describe('PageHeader (spec 2)', () => {
  it('keeps titles of up to 50 characters', () => {
    expect(shortTitle('x'.repeat(50))).toBe('x'.repeat(50));
    expect(shortTitle('x'.repeat(51))).toBe(`${'x'.repeat(50)}…`);
  });

  it('cuts a long title and shows the full one in a tooltip and as the heading name', async () => {
    renderRoutes([{ path: '*', element: <PageHeader title={LONG} /> }], '/');
    const heading = screen.getByRole('heading', { level: 1, name: LONG });
    expect(screen.getByTestId('page-title')).toHaveTextContent(`${LONG.slice(0, 50).trimEnd()}…`);
    expect(heading).not.toHaveTextContent(LONG);
    await userEvent.hover(screen.getByTestId('page-title'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
  });

  it('renders breadcrumbs with routes as links and the last as the current page', () => {
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <PageHeader
              title="Trading Activity"
              breadcrumbs={[
                { label: 'Home', to: '/digital-locker/' },
                { label: 'Portfolios', to: '/digital-locker/portfolios' },
                { label: 'Trading Activity' },
              ]}
            />
          ),
        },
      ],
      '/',
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('Home/Portfolios/Trading Activity');
    expect(screen.getByRole('link', { name: 'Portfolios' })).toHaveAttribute('href', '/digital-locker/portfolios');
    expect(screen.getByText('Trading Activity', { selector: '[aria-current="page"]' })).toBeInTheDocument();
  });

  it('goes back in history with the back arrow', async () => {
    const { router } = renderRoutes(
      [
        { path: '/list', element: <p>List</p> },
        { path: '/detail', element: <PageHeader title="Detail" backTo="/home" /> },
      ],
      '/list',
    );
    await router.navigate('/detail');
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('List')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('goes to its fallback when there is no page to go back to', async () => {
    const { router } = renderRoutes(
      [
        { path: '/home', element: <p>Home page</p> },
        { path: '/detail', element: <PageHeader title="Detail" backTo="/home" /> },
      ],
      '/detail',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
