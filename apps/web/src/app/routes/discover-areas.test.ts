// @vitest-environment node
import type { RouteObject } from 'react-router';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { discoverAreas, ROOT_ROUTE_ID } from './discover-areas.ts';

/** A router shaped like the app's first table: public routes and the 404 splat under the root. */
function routerAt(path: string) {
  const routes: RouteObject[] = [
    {
      id: ROOT_ROUTE_ID,
      children: [
        { path: 'pages/login' },
        { path: 'digital-roadshow/pages/tearsheet/:id' },
        { path: 'digital-locker/pdf/web/viewer.html' },
        { path: '*' },
      ],
    },
  ];
  const patched: string[] = [];
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: (args) =>
      discoverAreas({
        ...args,
        patch: (routeId, children) => {
          patched.push(...children.map((child) => `${routeId}>${child.id}`));
          args.patch(routeId, children);
        },
      }),
  });
  return { router, patched };
}

const settled = async (router: ReturnType<typeof routerAt>['router']) => {
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop();
        resolve();
      }
    });
  });
  return router.state.matches.map((match) => match.route.id);
};

describe('login-required areas join the router on the first navigation into them', () => {
  it.each([
    ['/digital-locker/', 'digital-locker'],
    ['/issuers/opportunities', 'issuers'],
    ['/FID-ADMIN/kyc', 'fid-admin'],
    ['/acap', 'acap'],
    ['/digital-roadshow/42', 'digital-roadshow'],
  ])('%s adds the %s area under the root', async (path, area) => {
    const { router, patched } = routerAt(path);
    const matched = await settled(router);
    expect(patched).toEqual([`${ROOT_ROUTE_ID}>${area}`]);
    expect(matched).toContain(area);
  });

  it.each([
    '/pages/login',
    '/digital-roadshow/pages/tearsheet/7',
    '/digital-locker/pdf/web/viewer.html',
    '/no/such/page',
    '/digital-lockers/',
  ])('%s loads no area', async (path) => {
    const { router, patched } = routerAt(path);
    await settled(router);
    expect(patched).toEqual([]);
  });

  it('adds an area once, however often it is visited', async () => {
    const { router, patched } = routerAt('/digital-locker/opportunity/1');
    await settled(router);
    await router.navigate('/digital-locker/opportunity/2');
    await router.navigate('/digital-locker/transact/3');
    await router.navigate('/issuers/');
    await settled(router);
    expect(patched).toEqual([`${ROOT_ROUTE_ID}>digital-locker`, `${ROOT_ROUTE_ID}>issuers`]);
  });
});
