import { expect, pathOf, submitLogin, test, untilAccessTokenExpired } from '../support/fixtures.ts';

test.describe('session', () => {
  test('visiting a portal logged out goes to Login with a redirect back', async ({ page }) => {
    await page.goto('/digital-locker/');
    await expect.poll(() => pathOf(page)).toBe('/pages/login?redirect=%2Fdigital-locker%2F');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('an expired access token is refreshed silently on the next call', async ({ page }) => {
    await page.goto('/pages/login');
    await submitLogin(page, 'investor@demo.test');
    const profileName = page.getByTestId('profile-name');
    await expect(profileName).toHaveText('Avery Investor');

    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/token/refresh')) refreshes.push(response.status());
    });
    await untilAccessTokenExpired(page);

    const profileAnswer = page.waitForResponse((r) => r.url().endsWith('/profile') && r.status() === 200);
    await page.getByRole('button', { name: 'Reload profile' }).click();
    await profileAnswer;
    // The call that met the expired token refreshed it once. (Read now: the new token lives 5 s in
    // these tests, and a slow machine may rightly refresh again later.)
    const refreshedForTheCall = [...refreshes];

    await expect(profileName).toHaveText('Avery Investor');
    expect(pathOf(page)).toBe('/digital-locker/');
    expect(refreshedForTheCall).toEqual([200]);
  });

  test('a reload after expiry refreshes once for all the calls of the page', async ({ page }) => {
    await page.goto('/pages/login');
    await submitLogin(page, 'investor-admin@demo.test');
    await expect(page.getByTestId('profile-name')).toHaveText('Morgan Harbor');
    await untilAccessTokenExpired(page);

    const refreshes: Array<{ status: number; at: number }> = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/token/refresh'))
        refreshes.push({ status: response.status(), at: Date.now() });
    });
    await page.reload();

    await expect(page.getByTestId('profile-name')).toHaveText('Morgan Harbor');
    expect(pathOf(page)).toBe('/digital-locker/');
    // All the page's calls shared one refresh: no second one while its token was fresh (it lives 5 s
    // in these tests; a slow machine may rightly refresh again after that).
    const first = refreshes[0]?.at ?? 0;
    expect(refreshes.filter((r) => r.at - first < 4_000).map((r) => r.status)).toEqual([200]);
  });

  test('a refresh cut off by a navigation keeps the session: the retry is taken as the lost answer', async ({
    page,
  }) => {
    await page.goto('/pages/login');
    await submitLogin(page, 'investor@demo.test');
    const profileName = page.getByTestId('profile-name');
    await expect(profileName).toHaveText('Avery Investor');

    // The server rotates the refresh token, but its answer never reaches the page. Set before the
    // token expires: a call of the page that meets the expired token first (a slow machine still
    // loading the dashboard) makes the refresh that is cut off, and the click below joins it.
    let rotated: () => void = () => undefined;
    const rotatedOnServer = new Promise<void>((resolve) => {
      rotated = resolve;
    });
    let cutOff = false;
    await page.route('**/api/v1/token/refresh', async (route) => {
      if (cutOff) return route.continue();
      cutOff = true;
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      rotated();
    });
    await untilAccessTokenExpired(page);
    await page.getByRole('button', { name: 'Reload profile' }).click();
    await rotatedOnServer;
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // The user goes elsewhere meanwhile: the new page refreshes with the token it still holds.
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/token/refresh')) refreshes.push(response.status());
    });
    // The page's first refresh may answer after the name shows (it is kept from before): wait for it.
    const firstRefresh = page.waitForResponse((response) => response.url().endsWith('/api/v1/token/refresh'));
    await page.goto('/digital-locker/');
    expect((await firstRefresh).status()).toBe(200);
    await expect(profileName).toHaveText('Avery Investor');
    expect(pathOf(page)).toBe('/digital-locker/');
    // Never refused (a reuse would be a 401 and Login); the 5 s tokens of this run may need another.
    expect(refreshes.filter((status) => status !== 200)).toEqual([]);
  });

  test('logout returns to Login with a redirect, and logging in again lands back there', async ({ page }) => {
    await page.goto('/pages/login');
    await submitLogin(page, 'issuer@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Robotics' })).toBeVisible();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expect.poll(() => pathOf(page)).toBe('/pages/login?redirect=%2Fissuers%2F');
    expect(await page.evaluate(() => window.localStorage.getItem('dl.auth'))).toBeNull();

    await submitLogin(page, 'issuer@demo.test');
    await expect.poll(() => pathOf(page)).toBe('/issuers/');
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Robotics' })).toBeVisible();
  });

  test('a role of another portal gets the 404 page', async ({ page }) => {
    await page.goto('/pages/login?redirect=%2Ffid-admin%2F');
    await submitLogin(page, 'captable@demo.test');
    await expect.poll(() => pathOf(page)).toBe('/acap/');
    await page.goto('/fid-admin/');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
